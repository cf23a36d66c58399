/**
 * The papers' hold (docs/decisions/069): a truck whose current RC or insurance an operator
 * rejected (or revoked) and that was not uploaded again is offered for no new deal: no bid with
 * it, no posting of it, no load offered on its posting, no Book Now, no accept of a bid that
 * carries it. A pending paper holds nothing. The use cases ask it under their locks, after the
 * other rules (a truck not found or not posted says so first), of the truck's facts as their
 * statements read them (`held_by`, `profiles/truck-paper-hold.ts`). Apart from policy.ts.
 */
import { PAPER_HOLD_CODES, type TruckPaper } from '@lorrybazaar/contract';
import { HttpError } from '../../lib/http-error.js';

/** A truck as the hold reads it: its owner, its number, the paper that holds it (or null). */
export interface HeldTruck {
  user_id: number;
  reg_number: string;
  held_by: TruckPaper | null;
}

/**
 * 409 when the truck is held, naming it: to its owner, upload that paper again in Your Trucks;
 * to anyone else, its owner must. The answer carries `reg_number` and `paper` (docs/api.md).
 */
export function assertNotHeldByPapers(truck: HeldTruck, actorId: number): void {
  if (!truck.held_by) return;
  const code = truck.user_id === actorId ? PAPER_HOLD_CODES.own[truck.held_by] : PAPER_HOLD_CODES.others;
  throw new HttpError(
    409,
    code,
    { reg_number: truck.reg_number },
    { reg_number: truck.reg_number, paper: truck.held_by },
  );
}
