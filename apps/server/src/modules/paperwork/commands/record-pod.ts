import sharp from 'sharp';
import {
  PAPERWORK_MESSAGES,
  SCHEDULE_CODES,
  todayInIndia,
  type DriverTrip,
  type Language,
} from '@lorrybazaar/contract';
import { fieldErrors } from '../../../lib/field-errors.js';
import { conflict } from '../../../lib/http-error.js';
import type { PaperworkDeps } from '../deps.js';
import { renderPod } from '../pdf/pod-pdf.js';
import { assertOpen } from '../policy.js';
import * as repo from '../repository.js';
import { driverTripOf, openDriverLink } from '../queries/driver-trip.js';

export interface PodInput {
  receivedBy: string;
  /** The PNG bytes of the signature drawn on the phone. */
  signature: Buffer;
  /** The photo as sent (JPEG, PNG or WebP). */
  photo: Buffer;
}

/** The photo upright, at most 1600 px a side, as JPEG (what a PDF embeds); null when it is no image. */
async function photoOf(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The signature on white; null when it is no PNG or nothing was drawn (one colour throughout). */
async function signatureOf(bytes: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: 16_000_000 }).flatten({ background: '#ffffff' });
    const { format } = await sharp(bytes).metadata();
    if (format !== 'png') return null;
    const { channels } = await image.clone().stats();
    if (channels.every((channel) => channel.min === channel.max)) return null;
    return await image.png().toBuffer();
  } catch {
    return null;
  }
}

/**
 * POST /public/driver/:token/pod: the consignee's name, the signature drawn on the driver's phone
 * and a photo become one PDF page, stored for the truck's owner (the driver acts for them) and
 * attached as the trip's proof of delivery, with the trip module's rules (an LR first, not
 * before the pickup day, once).
 */
export async function recordPod(
  deps: PaperworkDeps,
  token: string,
  input: PodInput,
  language: Language,
): Promise<DriverTrip> {
  const { link, trip } = await openDriverLink(deps, token, language);
  assertOpen(trip);
  const now = deps.clock.now();
  if (trip.status !== 'in_transit' || trip.lorryReceipt === null) throw conflict(SCHEDULE_CODES.lrFirst);
  if (todayInIndia(now) < trip.pickupDate) throw conflict(SCHEDULE_CODES.beforePickup);
  const [photo, signature] = await Promise.all([photoOf(input.photo), signatureOf(input.signature)]);
  const issues = [
    ...(photo ? [] : [{ path: 'photo', code: PAPERWORK_MESSAGES.photo }]),
    ...(signature ? [] : [{ path: 'signature', code: PAPERWORK_MESSAGES.signature }]),
  ];
  if (issues.length) throw fieldErrors(language, issues);
  const note = await repo.currentNote(deps.db, trip.scheduleId);
  const pdf = await renderPod({
    language,
    lrNumber: note?.status === repo.NOTE.issued ? note.lr_number : null,
    vehicleReg: trip.vehicleReg,
    pickupLoc: trip.pickupLoc,
    deliveryLoc: trip.deliveryLoc,
    receivedBy: input.receivedBy,
    deliveredAt: now,
    photo: photo!,
    signature: signature!,
  });
  const owner = trip.truckOwner;
  const file = await deps.files.store(owner, 'proof_of_delivery', 'proof-of-delivery.pdf', pdf);
  await deps.trips.attach(
    { userId: owner.userId, role: owner.role ?? 'transporter', language },
    'proof_of_delivery',
    trip.scheduleId,
    file.id,
  );
  const delivered = await deps.trips.byId(trip.scheduleId, language);
  return driverTripOf(deps, delivered ?? trip, link.expires_at, token);
}
