import {
  TRACKING_CODES,
  TRACKING_TOKEN_PATTERN,
  type Language,
  type PublicTrack,
  type TripMilestone,
} from '@lorrybazaar/contract';
import { notFound } from '../../../lib/http-error.js';
import type { Point } from '../../reference/geo.js';
import { tokenHash } from '../commands/create-link.js';
import type { TrackingContext } from '../context.js';
import { etaOf, linkExpiry } from '../policy.js';
import * as repo from '../tracking.repository.js';
import type { TripFacts } from '../trip-port.js';

const MINUTE_MS = 60_000;

/**
 * The trip behind a live link. Every token is looked up by its SHA-256 digest, a well-formed guess
 * as much as a real one: the database compares digests, so how long a miss takes tells nothing
 * about how close the guess was. Unknown, revoked and expired all answer the same 404.
 */
async function tripOfToken(ctx: TrackingContext, token: string, now: Date): Promise<TripFacts> {
  const hash = tokenHash(token);
  const link = TRACKING_TOKEN_PATTERN.test(token) ? await repo.linkByHash(ctx.db, hash) : undefined;
  const trip = link && !link.revokedAt ? await ctx.trips.byId(link.scheduleId) : undefined;
  const expiry = trip && linkExpiry(trip);
  if (!trip || trip.status === 'cancelled' || (expiry && now >= expiry))
    throw notFound(TRACKING_CODES.linkNotFound);
  return trip;
}

/** What anyone with a tracking link sees, in their language: route, milestones, last position, ETA. */
export async function publicTrack(ctx: TrackingContext, token: string, lng: Language): Promise<PublicTrack> {
  const now = ctx.clock.now();
  const trip = await tripOfToken(ctx, token, now);
  const [events, position, pickup, delivery, destination] = await Promise.all([
    repo.milestonesOf(ctx.db, trip.scheduleId),
    repo.newestPosition(ctx.db, trip.scheduleId),
    ctx.reference.localPlace(trip.pickup.place, lng),
    ctx.reference.localPlace(trip.delivery.place, lng),
    ctx.reference.pointOf(trip.delivery),
  ]);
  // The newest fix: a shared position, or a milestone's if that came later.
  const lastEvent = events.at(-1);
  const fix: (Point & { at: Date }) | null =
    position && (!lastEvent || position.at >= lastEvent.at) ? position : (lastEvent ?? null);
  const kinds = events.map((row) => row.kind as TripMilestone);
  const onTheRoad = kinds.includes('departed') && !kinds.includes('reached_delivery');
  const nearId = fix && (await ctx.reference.nearestDistrict(fix));
  const eta = onTheRoad && fix && destination ? etaOf(fix, destination, fix.at) : null;
  return {
    pickup,
    delivery,
    pickup_date: trip.pickupDate,
    vehicle_reg: trip.vehicleReg,
    // Left the pickup: on the road for whoever follows it, lorry receipt uploaded or not.
    status: trip.status === 'scheduled' && kinds.includes('departed') ? 'in_transit' : trip.status,
    milestones: events.map((row) => ({ kind: row.kind as TripMilestone, at: row.at.toISOString() })),
    last_position: fix && {
      at: fix.at.toISOString(),
      age_minutes: Math.max(0, Math.floor((now.getTime() - fix.at.getTime()) / MINUTE_MS)),
      near: nearId ? await ctx.reference.districtLabel(nearId, lng) : null,
    },
    eta: eta && { km: eta.km, at: eta.at.toISOString() },
    expires_at: linkExpiry(trip)?.toISOString() ?? null,
  };
}
