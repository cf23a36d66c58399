import { TRACKING_CODES } from '@lorrybazaar/contract';
import { badRequest } from '../../../lib/http-error.js';
import { tripOfActor, type TrackingContext } from '../context.js';
import { assertLive, assertTruckSide, positionsToKeep, type TrackingActor } from '../policy.js';
import * as repo from '../tracking.repository.js';

/** A phone's clock may run a little ahead of ours; more than this is a wrong clock. */
const CLOCK_SKEW_MS = 2 * 60_000;

export interface PositionInput {
  at: Date;
  lat: number;
  lng: number;
  accuracyM: number;
}

/**
 * A batch of the phone's positions while the truck side's trip page or the trip's driver page
 * shares them (queued while offline). Each is kept only a few minutes after the last: a flood
 * stores a handful (policy.ts); the routes limit how often a user or a driver's link may send.
 */
export async function storePositions(
  ctx: TrackingContext,
  actor: TrackingActor,
  input: { scheduleId: number; positions: PositionInput[] },
) {
  const trip = await tripOfActor(ctx, actor, input.scheduleId);
  assertTruckSide(actor, trip);
  const now = ctx.clock.now();
  assertLive(trip, now);
  if (input.positions.some((p) => p.at.getTime() > now.getTime() + CLOCK_SKEW_MS))
    throw badRequest(TRACKING_CODES.futurePosition);
  const newest = await repo.newestPosition(ctx.db, trip.scheduleId);
  const kept = positionsToKeep(input.positions, newest?.at ?? null, now);
  const stored = await repo.insertPositions(
    ctx.db,
    kept.map((p) => ({
      scheduleId: trip.scheduleId,
      byUser: actor.kind === 'party' ? actor.userId : null,
      at: p.at,
      lat: p.lat,
      lng: p.lng,
      accuracyM: p.accuracyM,
      receivedAt: now,
    })),
  );
  return { stored, ignored: input.positions.length - stored };
}
