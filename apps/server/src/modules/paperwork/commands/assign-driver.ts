import {
  BRAND_NAME,
  todayInIndia,
  type TripDriverInput,
  type TripDriverResponse,
} from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import type { PaperworkDeps } from '../deps.js';
import { day } from '../pdf/lr-pdf.js';
import { assertOpen, assertTruckSide } from '../policy.js';
import { getTripDriver } from '../queries/get-driver.js';
import * as repo from '../repository.js';
import { driverLinkToken, randomToken } from '../tokens.js';

/** A driver's link works until 30 days after the pickup day (or after today, for a late assignment). */
export const DRIVER_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

/** The midnight (India) ending the 30th day after the later of the pickup day and today. */
export function linkExpiry(pickupDate: string, now: Date): Date {
  const today = todayInIndia(now);
  const from = pickupDate > today ? pickupDate : today;
  return new Date(Date.parse(`${from}T00:00:00+05:30`) + (DRIVER_LINK_DAYS + 1) * DAY_MS);
}

/**
 * PUT tripDriver: the truck's side names who drives. The driver is sent an SMS with the link to
 * their page, in the language that number last signed in with (else the sender's). Another
 * mobile revokes the previous driver's link; the same mobile keeps it (the SMS goes again).
 */
export async function assignDriver(
  deps: PaperworkDeps,
  actor: Actor,
  input: TripDriverInput,
  origin: string,
): Promise<TripDriverResponse> {
  const trip = await deps.trips.forParty(actor, input.schedule_id);
  assertTruckSide(trip.side);
  assertOpen(trip);
  const mobile = input.driver_mobile!;
  const now = deps.clock.now();
  const accounts = await repo.accountsOf(deps.db, mobile);
  const token = await deps.db.transaction(async (tx) => {
    await repo.lockDriver(tx, trip.scheduleId);
    await repo.saveDriver(tx, {
      scheduleId: trip.scheduleId,
      name: input.driver_name!,
      mobile,
      driverUserId: accounts.driverUserId,
      by: actor.userId,
      at: now,
    });
    const live = await repo.liveLinkOf(tx, trip.scheduleId);
    if (live && live.mobile === mobile)
      return driverLinkToken(deps.secret, live.id, new Date(live.expires_at));
    await repo.revokeLinks(tx, trip.scheduleId, now);
    const id = randomToken();
    const expiresAt = linkExpiry(trip.pickupDate, now);
    await repo.insertLink(tx, { id, scheduleId: trip.scheduleId, mobile, expiresAt, at: now });
    return driverLinkToken(deps.secret, id, expiresAt);
  });
  // Only what the driver needs: the truck, the day and the link (no names, no places typed by users).
  const language = accounts.language ?? actor.language;
  await deps.sendSms(
    mobile,
    translate(language, 'paperwork:sms.driverLink', {
      brand: BRAND_NAME,
      vehicle: trip.vehicleReg,
      date: day(trip.pickupDate),
      link: `${origin}/d/${token}`,
    }),
  );
  return getTripDriver(deps, actor, input.schedule_id);
}
