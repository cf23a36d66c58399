import { PAPERWORK_CODES } from '@lorrybazaar/contract';
import { notFound } from '../../../lib/http-error.js';
import type { PaperworkDeps } from '../deps.js';
import * as repo from '../repository.js';
import { openDriverLink, uploadedLrOf } from './driver-trip.js';

/** GET /public/driver/:token/lr: the issued LR's PDF, for the driver to show at a checkpost. */
export async function driverLrFile(deps: PaperworkDeps, token: string) {
  const { trip } = await openDriverLink(deps, token, 'en');
  const note = await repo.currentNote(deps.db, trip.scheduleId);
  const row =
    note?.status === repo.NOTE.issued && note.file_id ? await deps.files.find(note.file_id) : undefined;
  if (!row) throw notFound(PAPERWORK_CODES.noLr);
  return { row, name: `${note!.lr_number}.pdf`, stream: await deps.files.open(row) };
}

/**
 * GET /public/driver/:token/uploadedLr: that uploaded LR, opened through the driver's link (the
 * link's trip only; the party's own signed links are for their session).
 */
export async function driverUploadedLrFile(deps: PaperworkDeps, token: string) {
  const { trip } = await openDriverLink(deps, token, 'en');
  const lr = await uploadedLrOf(deps, trip);
  const row = lr && (await deps.files.find(lr.fileId));
  if (!row) throw notFound(PAPERWORK_CODES.noLr);
  return { row, stream: await deps.files.open(row) };
}
