import type { ConsignmentNote } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import type { PaperworkDeps } from '../deps.js';
import { isClosed } from '../policy.js';
import { presentNote } from '../present.js';
import * as repo from '../repository.js';
import { driverOfTrip } from './get-driver.js';

/** GET consignmentNote: the trip's current note (an empty draft before anyone saved one), for its parties. */
export async function getNote(
  deps: PaperworkDeps,
  actor: Actor,
  scheduleId: number,
): Promise<ConsignmentNote> {
  const trip = await deps.trips.forParty(actor, scheduleId);
  const [note, driver, cancelled] = await Promise.all([
    repo.currentNote(deps.db, scheduleId),
    driverOfTrip(deps, trip),
    repo.cancelledNotes(deps.db, scheduleId),
  ]);
  const bills = note ? await repo.ewayBillsOf(deps.db, note.id) : [];
  // Links only after the party check above, and only for this viewer (docs/api.md, Files).
  const fileId = note?.file_id;
  const document = fileId
    ? {
        view_url: deps.files.link(fileId, actor.userId),
        download_url: deps.files.link(fileId, actor.userId, { download: true }),
      }
    : null;
  return presentNote({ trip, note, bills, driver, closed: isClosed(trip), cancelled, document });
}
