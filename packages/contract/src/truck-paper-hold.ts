/**
 * A truck held back from new deals by its papers (docs/decisions/069): its current RC or insurance
 * was rejected by an operator (a revoked approval too) and has not been uploaded again. A paper
 * still waiting for its check does not hold the truck: a new operator trades while it is checked.
 * The server refuses the deal (409, one of PAPER_HOLD_CODES); the bid modal judges the user's own
 * trucks by the same rule (`fleetFit`). Apart from the zod schemas, as truck-fit.ts.
 */
import type { TruckPaper, TruckPapers } from './marketplace.js';

/** The paper that holds the truck back (the RC before the insurance), or null when none does. */
export function heldByPaper(papers: TruckPapers | null | undefined): TruckPaper | null {
  if (papers?.rc?.status === 'rejected') return 'rc';
  if (papers?.insurance?.status === 'rejected') return 'insurance';
  return null;
}

const NS = 'marketplace:';

/**
 * The refusals of a deal with a held truck, each naming the truck (`{{reg_number}}`; the answer
 * carries `reg_number` and `paper` as well).
 */
export const PAPER_HOLD_CODES = {
  /** The caller's own truck (a bid, a posting, Book Now, accepting a counter): upload it again. */
  own: {
    rc: `${NS}errors.paperRejected.rc`,
    insurance: `${NS}errors.paperRejected.insurance`,
  },
  /** Another user's truck (a load offered on its posting, its bid accepted): its owner must. */
  others: `${NS}errors.paperRejected.othersTruck`,
} as const satisfies { own: Record<TruckPaper, string>; others: string };
