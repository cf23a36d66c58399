import {
  ETA_KMPH,
  GEOFENCE_DISTRICT_KM,
  GEOFENCE_PIN_KM,
  MILESTONE_PLACE,
  POSITION_MAX_AGE_HOURS,
  POSITION_MIN_GAP_SECONDS,
  TRACKING_CODES,
  TRACKING_LINK_HOURS_AFTER_DELIVERY,
  TRIP_MILESTONES,
  type Language,
  type TripMilestone,
} from '@lorrybazaar/contract';
import type { Actor } from '../../lib/actor.js';
import { HttpError, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { PlacePoint } from '../reference/place-points.js';
import { haversineKm, roadKm, type Point } from '../reference/geo.js';
import type { TripFacts } from './trip-port.js';

/**
 * The rules of tracking, as pure functions of what they decide on (decision 040).
 */

/**
 * Who checks a trip in. A party is a signed-in user (the truck side checks in, either side
 * shares a link). A driver's link (a token sent to the driver, no account; not built yet) acts
 * for one trip's truck side: its route resolves the token to this actor and calls the same
 * commands.
 */
export type TrackingActor =
  ({ kind: 'party' } & Actor) | { kind: 'driver_link'; scheduleId: number; language: Language };

/** The signed-in user of a request as a tracking actor. */
export const partyActor = (actor: Actor): TrackingActor => ({ kind: 'party', ...actor });

/** The trip's truck side, or 403 for its load side; a trip the actor may not see is 404 before this. */
export function assertTruckSide(actor: TrackingActor, trip: TripFacts): void {
  if (actor.kind === 'driver_link') {
    if (actor.scheduleId !== trip.scheduleId) throw notFound(TRACKING_CODES.notFound);
    return;
  }
  if (actor.userId !== trip.truckOwnerId) throw forbidden(TRACKING_CODES.truckSideOnly);
}

/** A trip takes check-ins and positions until it is closed: cancelled, or a day after delivery. */
export function isLive(trip: Pick<TripFacts, 'status' | 'deliveredAt'>, now: Date): boolean {
  if (trip.status === 'cancelled') return false;
  return (
    !trip.deliveredAt ||
    now.getTime() - trip.deliveredAt.getTime() < HOURS(TRACKING_LINK_HOURS_AFTER_DELIVERY)
  );
}
export function assertLive(trip: Pick<TripFacts, 'status' | 'deliveredAt'>, now: Date): void {
  if (!isLive(trip, now)) throw conflict(TRACKING_CODES.tripClosed);
}
/**
 * Whether a trip takes this milestone now: a live trip; once delivered, only the delivery's own
 * (reached delivery, unloaded), which a driver may still tap after the proof of delivery went up.
 * A pickup's milestone checked in after delivery would record a time it did not happen at.
 */
export function takesCheckIn(
  trip: Pick<TripFacts, 'status' | 'deliveredAt'>,
  kind: TripMilestone | null,
  now: Date,
): kind is TripMilestone {
  if (kind === null || !isLive(trip, now)) return false;
  return trip.status !== 'delivered' || MILESTONE_PLACE[kind] === 'delivery';
}

/**
 * A check-in needs a trip that takes it (`takesCheckIn`); on a cancelled one it says so, since a
 * no-show report may have just crossed it (decision 054).
 */
export function assertTakesCheckIns(
  trip: Pick<TripFacts, 'status' | 'deliveredAt'>,
  kind: TripMilestone,
  now: Date,
): void {
  if (trip.status === 'cancelled') throw conflict(TRACKING_CODES.tripCancelled);
  if (!takesCheckIn(trip, kind, now)) throw conflict(TRACKING_CODES.tripClosed);
}

const HOURS = (hours: number) => hours * 3_600_000;

/** The milestone due after those recorded (in order), or null when all five are in. */
export function nextMilestone(recorded: readonly TripMilestone[]): TripMilestone | null {
  return TRIP_MILESTONES[recorded.length] ?? null;
}

/** Milestones come in order, once each: a repeat or a skip is 409. */
export function assertNext(recorded: readonly TripMilestone[], kind: TripMilestone): void {
  if (recorded.includes(kind)) throw new HttpError(409, TRACKING_CODES.alreadyRecorded);
  if (nextMilestone(recorded) !== kind) throw new HttpError(409, TRACKING_CODES.outOfOrder);
}

/**
 * How far a fix is from the place it should be at, and whether that is outside the area: 25 km
 * from a PIN's centre, 50 km from a district's (districts are larger). No centre: no opinion.
 */
export function geofence(
  fix: Point,
  centre: PlacePoint | null,
): { distanceKm: number | null; outside: boolean | null } {
  if (!centre) return { distanceKm: null, outside: null };
  const distanceKm = Math.round(haversineKm(fix, centre) * 10) / 10;
  const radius = centre.basis === 'pin' ? GEOFENCE_PIN_KM : GEOFENCE_DISTRICT_KM;
  return { distanceKm, outside: distanceKm > radius };
}

/** The road distance left and the arrival at the average speed, from a fix taken at `at`. */
export function etaOf(from: Point, to: Point, at: Date): { km: number; at: Date } {
  const km = roadKm(from, to);
  return { km, at: new Date(at.getTime() + (km / ETA_KMPH) * 3_600_000) };
}

/**
 * Which positions of a batch to keep: none older than a day, and each at least
 * `POSITION_MIN_GAP_SECONDS` from the previous one kept and from the newest stored, so a flood
 * from one phone stores a handful. (Positions from the future are refused whole by the caller.)
 */
export function positionsToKeep<T extends { at: Date }>(
  positions: T[],
  newestStored: Date | null,
  now: Date,
): T[] {
  const oldest = now.getTime() - HOURS(POSITION_MAX_AGE_HOURS);
  const gap = POSITION_MIN_GAP_SECONDS * 1000;
  const near = (t: number, other: number | undefined) => other !== undefined && Math.abs(t - other) < gap;
  const kept: T[] = [];
  for (const position of [...positions].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const t = position.at.getTime();
    if (t < oldest || near(t, newestStored?.getTime()) || near(t, kept.at(-1)?.at.getTime())) continue;
    kept.push(position);
  }
  return kept;
}

/** When a link stops answering: a day after delivery (null while the trip is not delivered). */
export const linkExpiry = (trip: Pick<TripFacts, 'deliveredAt'>): Date | null =>
  trip.deliveredAt && new Date(trip.deliveredAt.getTime() + HOURS(TRACKING_LINK_HOURS_AFTER_DELIVERY));
