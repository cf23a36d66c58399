import { PAPERWORK_CODES, type ConsignmentNote } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { conflict } from '../../../lib/http-error.js';
import type { PaperworkDeps } from '../deps.js';
import { assertOpen, assertTruckSide } from '../policy.js';
import { getNote } from '../queries/get-note.js';
import * as repo from '../repository.js';

/**
 * POST consignmentNote/cancel (the truck's side): the issued LR is cancelled (its number stays
 * taken and its verification page says "cancelled") and a draft with the same fields takes its
 * place, to correct and issue under a new number. Not after delivery: the delivered LR is final.
 */
export async function cancelNote(
  deps: PaperworkDeps,
  actor: Actor,
  scheduleId: number,
): Promise<ConsignmentNote> {
  const trip = await deps.trips.forParty(actor, scheduleId);
  assertTruckSide(trip.side);
  assertOpen(trip);
  await deps.db.transaction(async (tx) => {
    const note = await repo.currentNote(tx, scheduleId, true);
    if (note?.status !== repo.NOTE.issued) throw conflict(PAPERWORK_CODES.notIssued);
    await repo.cancelAndCopy(tx, note.id, actor.userId, deps.clock.now());
  });
  return getNote(deps, actor, scheduleId);
}
