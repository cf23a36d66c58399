import { PAPERWORK_CODES } from '@lorrybazaar/contract';
import { notFound } from '../../../lib/http-error.js';
import type { PaperworkDeps } from '../deps.js';
import * as repo from '../repository.js';
import { openDriverLink } from './driver-trip.js';

/** GET /public/driver/:token/lr: the issued LR's PDF, for the driver to show at a checkpost. */
export async function driverLrFile(deps: PaperworkDeps, token: string) {
  const { trip } = await openDriverLink(deps, token, 'en');
  const note = await repo.currentNote(deps.db, trip.scheduleId);
  const row =
    note?.status === repo.NOTE.issued && note.file_id ? await deps.files.find(note.file_id) : undefined;
  if (!row) throw notFound(PAPERWORK_CODES.noLr);
  return { row, name: `${note!.lr_number}.pdf`, stream: await deps.files.open(row) };
}
