/**
 * Whether a trip's lorry receipt is a consignment note issued in the app, defined once by the
 * module that keeps the notes (decision 039, amended 2026-11-29): its current note is issued (not
 * cancelled). Then the trip's LR is that note, and the trade, attaching an LR file, refuses any
 * file but the note's own PDF (which the issue attaches, after storing it on the note): an
 * uploaded bilty would give the driver two LRs. A cancelled note frees the trip for an upload.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { NOTE } from './repository.js';

export interface IssuedLr {
  lrNumber: string;
  /** The note's PDF, null while the issue is still making it. */
  fileId: string | null;
}

/** The trip's issued note, if it has one (one probe of the note's partial unique index). */
export async function issuedLrOf(db: DbOrTx, scheduleId: number): Promise<IssuedLr | undefined> {
  const [row] = await rows<{ lr_number: string; file_id: string | null }>(
    db,
    sql`SELECT lr_number, file_id::text AS file_id FROM consignment_notes
        WHERE schedule_id = ${scheduleId} AND status = ${NOTE.issued}`,
  );
  return row && { lrNumber: row.lr_number, fileId: row.file_id };
}
