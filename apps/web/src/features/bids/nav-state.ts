/**
 * Navigation state carried to the bid lists (as the contract's screens expect): after bidding on a load the
 * app goes to /c/ViewAllMyTruckBids/{truckId} with the truck and the load's route; after bidding
 * on a truck post, to /c/ViewAllMyLoadBids/{loadId} with the load. The screens use it for their
 * header until their own data has come, and work without it (a reload, a shared link).
 */
export interface MyTruckBidsState {
  regNum: string;
  weight: string;
  pickupLocation: string;
  deliveryLocation: string;
  truck_type: string;
}

export interface MyLoadBidsState {
  material: string;
  weight: string;
  pickupLocation: string;
  deliveryLocation: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The state if it has the expected shape (history state can be anything after a reload). */
export function readState<T extends object>(state: unknown, keys: readonly (keyof T)[]): Partial<T> {
  if (!state || typeof state !== 'object') return {};
  const out: Partial<T> = {};
  for (const key of keys) {
    const value = (state as Record<string, unknown>)[key as string];
    if (isText(value)) (out as Record<string, string>)[key as string] = value;
  }
  return out;
}

export const MY_TRUCK_BIDS_KEYS = [
  'regNum',
  'weight',
  'pickupLocation',
  'deliveryLocation',
  'truck_type',
] as const;
export const MY_LOAD_BIDS_KEYS = ['material', 'weight', 'pickupLocation', 'deliveryLocation'] as const;
