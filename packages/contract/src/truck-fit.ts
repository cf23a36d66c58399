/**
 * Whether a truck can carry a load, shared by the server's rule and the bid screens
 * (docs/decisions/017). Apart from the bid schemas in bids.ts: the load cards mark a load none of
 * the user's trucks fits, and a module without zod keeps the schema library out of the
 * marketplace's first download (docs/performance.md, Client).
 */
import type { TruckPapers } from './marketplace.js';
import { heldByPaper } from './truck-paper-hold.js';

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

/** Why a truck whose size and type fit may still not be offered: its RC or insurance rejected (heldByPaper). */
export type PaperHold = 'rcRejected' | 'insuranceRejected';

/** Why one of the user's trucks cannot bid on a load: a misfit first, else its papers. */
export type Unfit = Misfit | PaperHold;

/** Whether a truck's reason is its papers (Your Trucks, not another truck, is the way on). */
export const isPaperHold = (why: Unfit | null): why is PaperHold =>
  why === 'rcRejected' || why === 'insuranceRejected';

/**
 * How a user's trucks meet a load, by the same rules the server applies (truckFit, then the
 * papers' hold of decision 069): the trucks that fit, with those that would but for a rejected
 * paper (`held`), or why none can bid: no truck at all, or each truck with its reason. The bid
 * modal says it, with Add Truck, and Your Trucks for a paper to upload again; the load cards mark
 * a load none of the user's trucks can take. `load` null: its needs are not known, so only the
 * papers judge.
 */
export function fleetFit<T extends { tonnes: number; truck_types_id: string; papers?: TruckPapers | null }>(
  trucks: readonly T[],
  load: Fitting | null,
):
  | { kind: 'fits'; trucks: T[]; held: { truck: T; why: PaperHold }[] }
  | { kind: 'noTrucks' }
  | { kind: 'noneFits'; misfits: { truck: T; why: Unfit }[] } {
  if (!trucks.length) return { kind: 'noTrucks' };
  const judged = trucks.map((truck): { truck: T; why: Unfit | null } => {
    const fit = load ? truckFit({ tonnes: truck.tonnes, truck_type_id: truck.truck_types_id }, load) : 'fits';
    if (fit !== 'fits') return { truck, why: fit };
    const paper = heldByPaper(truck.papers);
    return { truck, why: paper && (paper === 'rc' ? 'rcRejected' : 'insuranceRejected') };
  });
  const fitting = judged.filter((item) => item.why === null).map((item) => item.truck);
  if (fitting.length) {
    const held = judged.filter((item): item is { truck: T; why: PaperHold } => isPaperHold(item.why));
    return { kind: 'fits', trucks: fitting, held };
  }
  return { kind: 'noneFits', misfits: judged as { truck: T; why: Unfit }[] };
}
