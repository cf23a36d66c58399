import type { ConsignmentNote, ConsignmentNoteInput } from '@lorrybazaar/contract';
import { PAPERWORK_CODES } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { conflict } from '../../../lib/http-error.js';
import type { PaperworkDeps } from '../deps.js';
import { assertOpen } from '../policy.js';
import { getNote } from '../queries/get-note.js';
import * as repo from '../repository.js';

/**
 * PUT consignmentNote: either party writes the draft (the load's side knows the consignor, the
 * consignee and the goods; the truck's side may complete them). The body is the whole draft.
 * An issued note is locked (409): cancel it to change it.
 */
export async function saveNote(
  deps: PaperworkDeps,
  actor: Actor,
  input: ConsignmentNoteInput,
): Promise<ConsignmentNote> {
  const trip = await deps.trips.forParty(actor, input.schedule_id);
  assertOpen(trip);
  const { schedule_id: scheduleId, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    const noteId = await repo.saveDraft(tx, scheduleId, fields, actor.userId, deps.clock.now());
    if (noteId === undefined) throw conflict(PAPERWORK_CODES.issued);
    await repo.replaceEwayBills(tx, noteId, fields.eway_bills);
  });
  return getNote(deps, actor, scheduleId);
}
