import { setTimeout as sleep } from 'node:timers/promises';
import {
  NOTE_REQUIRED_FIELDS,
  PAPERWORK_CODES,
  missingNoteFields,
  todayInIndia,
  type ConsignmentNote,
} from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { fieldErrors } from '../../../lib/field-errors.js';
import { conflict } from '../../../lib/http-error.js';
import type { PaperworkDeps } from '../deps.js';
import { renderLr } from '../pdf/lr-pdf.js';
import { assertOpen, assertTruckSide } from '../policy.js';
import { withBills } from '../present.js';
import { driverOfTrip } from '../queries/get-driver.js';
import { getNote } from '../queries/get-note.js';
import * as repo from '../repository.js';
import { randomToken } from '../tokens.js';

/** `LB-<issuer>-<year>-<serial>`: a serial per issuer and calendar year in India. */
export const lrNumberOf = (issuerId: number, year: number, serial: number) =>
  `LB-${issuerId}-${year}-${String(serial).padStart(6, '0')}`;

/**
 * POST consignmentNote/issue (the truck's side): the draft gets the issuer's next LR number and is
 * locked; its PDF (three copies) is stored and attached as the trip's lorry receipt, which moves
 * the trip to in transit as an uploaded LR does. The number is taken in its own transaction, so
 * the PDF can print it; if the PDF cannot be stored or attached (the trip was delivered
 * meanwhile), that number is cancelled, not reused, and the note is a draft again.
 *
 * A repeat is answered, not refused: when the trip's note is already issued by the caller (a
 * double tap, or a retry whose first answer was lost), the answer is that issued note, as the
 * first call's was, and no number is taken (an issued note cannot change, so it is the draft the
 * caller issued). A repeat that comes while the first call still makes the PDF waits for it
 * (`ISSUE_WAIT_MS` at most), so both answers carry the PDF's links; if the first call failed and
 * the note is a draft again, the repeat issues it itself. Decision 039, amended 2026-11-29.
 */
export async function issueNote(
  deps: PaperworkDeps,
  actor: Actor,
  scheduleId: number,
  origin: string,
): Promise<ConsignmentNote> {
  const trip = await deps.trips.forParty(actor, scheduleId);
  assertTruckSide(trip.side);
  assertOpen(trip);
  const driver = await driverOfTrip(deps, trip);
  const now = deps.clock.now();
  const issued = await deps.db.transaction(async (tx) => {
    const note = await repo.currentNote(tx, scheduleId, true);
    if (!note) {
      throw fieldErrors(
        actor.language,
        NOTE_REQUIRED_FIELDS.map((path) => ({ path, code: PAPERWORK_CODES.incomplete })),
      );
    }
    if (note.status !== repo.NOTE.draft) {
      if (note.issuer_id === actor.userId) return { repeat: true as const, noteId: note.id };
      throw conflict(PAPERWORK_CODES.issued);
    }
    const fields = withBills(note.fields, await repo.ewayBillsOf(tx, note.id));
    const missing = missingNoteFields(fields);
    if (missing.length)
      throw fieldErrors(
        actor.language,
        missing.map((path) => ({ path, code: PAPERWORK_CODES.incomplete })),
      );
    const year = Number(todayInIndia(now).slice(0, 4));
    const lrNumber = lrNumberOf(actor.userId, year, await repo.nextSerial(tx, actor.userId, year));
    const issuer = trip.truckOwner;
    const printed: repo.Printed = {
      ...(Object.fromEntries(repo.PRINTED_FROM_TRIP.map((key) => [key, trip[key]])) as Pick<
        typeof trip,
        (typeof repo.PRINTED_FROM_TRIP)[number]
      >),
      issuerName: issuer.name,
      issuerCompany: issuer.company,
      issuerMobile: issuer.mobile,
      driverName: driver?.name ?? null,
      driverMobile: driver?.mobile ?? null,
    };
    const verifyToken = randomToken();
    await repo.markIssued(tx, note.id, {
      lrNumber,
      issuerId: actor.userId,
      at: now,
      language: actor.language,
      verifyToken,
      printed,
    });
    return { repeat: false as const, noteId: note.id, lrNumber, verifyToken, printed, fields };
  });
  if (issued.repeat) {
    const settled = await issuedNoteSettled(deps, scheduleId, issued.noteId);
    // The first call failed and put a draft back: this call issues it.
    if (!settled) return issueNote(deps, actor, scheduleId, origin);
    return getNote(deps, actor, scheduleId);
  }
  try {
    const pdf = await renderLr({
      lrNumber: issued.lrNumber,
      issuedAt: now,
      language: actor.language,
      verifyUrl: `${origin}/lr/${issued.verifyToken}`,
      fields: issued.fields,
      printed: issued.printed,
    });
    const file = await deps.files.store(actor, 'lorry_receipt', `${issued.lrNumber}.pdf`, pdf);
    await repo.attachFile(deps.db, issued.noteId, file.id);
    await deps.trips.attach(actor, 'lorry_receipt', scheduleId, file.id);
  } catch (error) {
    await deps.db.transaction((tx) => repo.cancelAndCopy(tx, issued.noteId, actor.userId, deps.clock.now()));
    throw error;
  }
  return getNote(deps, actor, scheduleId);
}

/** How long a repeated issue waits for the first call's PDF (a three-page PDF takes a second or two). */
export const ISSUE_WAIT_MS = 20_000;

/**
 * Waits while the note `noteId` is issued without its PDF yet (the first call is making it).
 * True once the note is issued with its PDF (or the wait is over and it is still issued), false
 * when it is no longer the trip's issued note (the first call failed and cancelled it).
 */
async function issuedNoteSettled(deps: PaperworkDeps, scheduleId: number, noteId: number) {
  for (let waited = 0; ; waited += 100) {
    const note = await repo.currentNote(deps.db, scheduleId);
    if (note?.id !== noteId || note.status !== repo.NOTE.issued) return false;
    if (note.file_id || waited >= ISSUE_WAIT_MS) return true;
    await sleep(100);
  }
}
