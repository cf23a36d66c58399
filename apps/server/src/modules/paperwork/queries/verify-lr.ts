import { PAPERWORK_CODES, type LrVerification } from '@lorrybazaar/contract';
import { notFound } from '../../../lib/http-error.js';
import type { PaperworkDeps } from '../deps.js';
import { presentVerification } from '../present.js';
import * as repo from '../repository.js';

/**
 * GET /public/lr/:token: what the QR code of an issued LR opens, for anyone. What it shows is
 * what the LR printed (kept with the number) and its state: issued, cancelled, delivered.
 */
export async function verifyLr(deps: PaperworkDeps, token: string): Promise<LrVerification> {
  const note = await repo.noteByVerifyToken(deps.db, token);
  if (!note?.printed || !note.issued_at) throw notFound(PAPERWORK_CODES.lrNotFound);
  const trip = note.status === repo.NOTE.issued ? await deps.trips.byId(note.schedule_id, 'en') : null;
  return presentVerification(note, trip?.status ?? null);
}
