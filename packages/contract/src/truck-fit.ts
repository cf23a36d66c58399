/**
 * Whether a truck can carry a load, shared by the server's rule and the bid screens
 * (docs/decisions/017). Apart from the bid schemas in bids.ts: the load cards mark a load none of
 * the user's trucks fits, and a module without zod keeps the schema library out of the
 * marketplace's first download (docs/performance.md, Client).
 */

/** What a truck (or a posting) offers, or what a load needs: tonnes of its capacity and truck type. */
export interface Fitting {
  tonnes: number;
  truck_type_id: number | string;
}

/**
 * Whether a truck can carry a load (docs/decisions/017): at least the tonnes the load needs and
 * the load's truck type. The reference data has no "any type" entry, so the types must be equal.
 * The server refuses a bid that does not fit; the bid modals offer only what fits.
 */
export function truckFit(truck: Fitting, load: Fitting): 'fits' | 'tooSmall' | 'wrongType' {
  if (String(truck.truck_type_id) !== String(load.truck_type_id)) return 'wrongType';
  if (truck.tonnes < load.tonnes) return 'tooSmall';
  return 'fits';
}

/** Why a truck does not fit a load (truckFit's answer other than 'fits'). */
export type Misfit = Exclude<ReturnType<typeof truckFit>, 'fits'>;

/**
 * How a user's trucks meet a load, by the same rule the server applies (truckFit): the trucks that
 * fit, or why none can bid: no truck at all, or each truck with its reason. The bid modal says it
 * and offers Add Truck; the load cards mark a load none of the user's trucks fits.
 */
export function fleetFit<T extends { tonnes: number; truck_types_id: string }>(
  trucks: readonly T[],
  load: Fitting,
):
  | { kind: 'fits'; trucks: T[] }
  | { kind: 'noTrucks' }
  | { kind: 'noneFits'; misfits: { truck: T; why: Misfit }[] } {
  if (!trucks.length) return { kind: 'noTrucks' };
  const judged = trucks.map((truck) => ({
    truck,
    fit: truckFit({ tonnes: truck.tonnes, truck_type_id: truck.truck_types_id }, load),
  }));
  const fitting = judged.filter((item) => item.fit === 'fits').map((item) => item.truck);
  if (fitting.length) return { kind: 'fits', trucks: fitting };
  return { kind: 'noneFits', misfits: judged.map(({ truck, fit }) => ({ truck, why: fit as Misfit })) };
}
