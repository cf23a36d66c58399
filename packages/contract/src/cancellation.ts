/**
 * Calling a trip off (docs/api.md, Schedules; docs/decisions/045-cancel-and-no-show.md).
 *
 * | method & path               | request               | 2xx answer                              | who may call |
 * |-----------------------------|-----------------------|-----------------------------------------|--------------|
 * | POST /Transpoter/cancelTrip | CancelTripBodySchema  | 200 ScheduleDetailsResponse (cancelled) | the two parties (others 404) |
 *
 * Until the report opens (`reportOpensAt`: noon of the pickup day in India, and not before
 * `REPORT_GRACE_HOURS` after the booking) either party cancels with one of `CANCEL_BEFORE_PICKUP`.
 * From then, while no lorry receipt is up, the load's side reports `no_show` ("the truck did not
 * come") and the truck's side `load_not_ready`; earlier such a report answers 409 (on the pickup
 * day naming when it opens), from the wrong side 403, and so does a no-show once the truck
 * checked in at the pickup, or a load not ready once it checked in as loaded (409). `party_suspended` is the re-post button of a trip whose
 * other party an operator suspended, on any day, refused in the same way once the truck checked
 * in (`reportBarredBy`, decision 061). The truck's share of the load returns to the marketplace,
 * and the truck's posting when its day is still ahead.
 */
import { z } from 'zod';
import { INDIA_OFFSET_MS } from './india-day.js';
import { requiredId } from './marketplace.js';
import type { TripMilestone } from './tracking-constants.js';

/** Reasons either party may give until the report opens (before the pickup day, and in its grace). */
export const CANCEL_BEFORE_PICKUP = ['plans_changed', 'price_dispute', 'cannot_reach', 'other'] as const;
/** Once the report opens: the load side's report that the truck did not come, the truck side's that the load was not ready. */
export const NO_SHOW_REASONS = { load: 'no_show', truck: 'load_not_ready' } as const;
export const CANCEL_REASONS = [
  ...CANCEL_BEFORE_PICKUP,
  NO_SHOW_REASONS.load,
  NO_SHOW_REASONS.truck,
  'party_suspended',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

const NS = 'schedules:';
export const CANCEL_CODES = {
  invalidReason: `${NS}validation.cancelReason`,
  cancelled: `${NS}messages.cancelled`,
  // 403
  reasonNotYours: `${NS}errors.reasonNotYours`,
  // 409
  notCancellable: `${NS}errors.notCancellable`,
  noShowBeforePickup: `${NS}errors.noShowBeforePickup`,
  /** On the pickup day, a "truck did not come" before `reportOpensAt`; the message says from when (`{{at}}`). */
  noShowTooSoon: `${NS}errors.noShowTooSoon`,
  /** On the pickup day, a "load was not ready" before `reportOpensAt`; the message says from when. */
  notReadyTooSoon: `${NS}errors.notReadyTooSoon`,
  pickupDayCame: `${NS}errors.pickupDayCame`,
  partyNotSuspended: `${NS}errors.partyNotSuspended`,
  /** A no-show report once the truck checked in at the pickup (decision 051). */
  truckCheckedIn: `${NS}errors.truckCheckedIn`,
  /** A "load was not ready" report once the truck checked in as loaded. */
  truckLoaded: `${NS}errors.truckLoaded`,
  /** The load side's re-post of a suspended carrier's trip once the truck checked in at the pickup (decision 061). */
  repostCheckedIn: `${NS}errors.repostCheckedIn`,
  /** The truck side's re-post of a suspended load owner's trip once the truck checked in as loaded. */
  repostLoaded: `${NS}errors.repostLoaded`,
  /** An LR, a POD (or a rating) on a cancelled trip. */
  tripCancelled: `${NS}errors.tripCancelled`,
} as const;

/** The 409 of each side's report made on the pickup day before it opens (`reportOpensAt`). */
export const REPORT_TOO_SOON = {
  [NO_SHOW_REASONS.load]: CANCEL_CODES.noShowTooSoon,
  [NO_SHOW_REASONS.truck]: CANCEL_CODES.notReadyTooSoon,
} as const;

/**
 * Hours a booking gives the other side before it may be reported (docs/decisions/045, amended
 * 2026-11-29): a truck booked for today cannot be at the gate minutes later, nor a load be loaded.
 */
export const REPORT_GRACE_HOURS = 4;
/**
 * The hour of the pickup day (India) before which neither side may be reported: loads carry no
 * pickup time, and half the day is the least a truck due that day may take to come (a truck that
 * came checks in, which bars the report for good). Before it, a call-off is the caller's own.
 */
export const REPORT_OPENS_HOUR = 12;

const HOUR_MS = 3_600_000;

/**
 * When the side's report ("the truck did not come", "the load was not ready") opens, and the
 * ordinary reasons close: at `REPORT_OPENS_HOUR` of the pickup day in India, or
 * `REPORT_GRACE_HOURS` after the booking (`bookedAt`, the trip's `createdAt`) when that is later,
 * but no later than the end of the pickup day (the day the truck was booked for has gone by). So
 * a trip booked days ahead, or at 23:00 the evening before, opens at 12:00 of its day, one booked
 * at 10:00 on the day at 14:00, one booked at 22:30 on the day at 00:00 the next day. The server
 * refuses by it (`assertMayCancel`) and the trip page offers by it.
 */
export function reportOpensAt(pickupDate: string, bookedAt: string | Date): Date {
  const dayStart = Date.parse(`${pickupDate}T00:00:00Z`) - INDIA_OFFSET_MS;
  const dayOpens = dayStart + REPORT_OPENS_HOUR * HOUR_MS;
  const grace = new Date(bookedAt).getTime() + REPORT_GRACE_HOURS * HOUR_MS;
  if (Number.isNaN(grace)) return new Date(dayOpens);
  return new Date(Math.max(dayOpens, Math.min(grace, dayStart + 24 * HOUR_MS)));
}

/** The 409 codes by which the truck's check-ins refuse a call-off. */
export type BarredCode = (typeof CANCEL_CODES)[
  'truckCheckedIn' | 'truckLoaded' | 'repostCheckedIn' | 'repostLoaded'];

/**
 * Why the truck's check-ins refuse a call-off by `side` (decisions 051, 061), or null when they
 * allow it. Once the truck checked in at the pickup it came: the load side may not report it
 * did not come, nor re-post the trip of a suspended carrier (the truck is at the gate or carries
 * the goods, and the load must not be booked twice). Once it checked in as loaded the goods are
 * on it: the truck side may not report the load not ready, nor re-post the trip of a suspended
 * load owner. A truck waiting at the gate may still do either. The server answers the code with
 * 409; the trip page shows it instead of offering the button (decision 054). An ordinary
 * cancel's reasons are not read here.
 */
export function reportBarredBy(
  reason: CancelReason,
  milestones: readonly TripMilestone[],
  side: 'load' | 'truck',
): BarredCode | null {
  const came = milestones.includes('reached_pickup');
  const loaded = milestones.includes('loaded');
  if (reason === 'party_suspended') {
    if (side === 'load' && came) return CANCEL_CODES.repostCheckedIn;
    if (side === 'truck' && loaded) return CANCEL_CODES.repostLoaded;
    return null;
  }
  if (reason === NO_SHOW_REASONS.load && came) return CANCEL_CODES.truckCheckedIn;
  if (reason === NO_SHOW_REASONS.truck && loaded) return CANCEL_CODES.truckLoaded;
  return null;
}

export const CancelTripBodySchema = z.object({
  schedule_id: requiredId(`${NS}validation.scheduleRequired`),
  reason: z.enum(CANCEL_REASONS, { error: CANCEL_CODES.invalidReason }),
});
export type CancelTripBody = z.input<typeof CancelTripBodySchema>;
export type CancelTripInput = z.output<typeof CancelTripBodySchema>;

/** How a cancelled trip was called off: by which side, why, when (ISO 8601). */
export const TripCancellationSchema = z.object({
  by_side: z.enum(['load', 'truck']),
  reason: z.enum(CANCEL_REASONS),
  at: z.string(),
});
export type TripCancellation = z.infer<typeof TripCancellationSchema>;
