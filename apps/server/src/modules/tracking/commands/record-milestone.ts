import { MILESTONE_PLACE, TRACKING_CODES, type TripMilestone } from '@lorrybazaar/contract';
import { conflict } from '../../../lib/http-error.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { actingUser, tripOfActor, type TrackingContext } from '../context.js';
import { assertNext, assertTakesCheckIns, assertTruckSide, geofence, type TrackingActor } from '../policy.js';
import * as repo from '../tracking.repository.js';

export interface MilestoneInput {
  scheduleId: number;
  kind: TripMilestone;
  lat: number;
  lng: number;
  accuracyM: number;
}

/**
 * The truck side checks a milestone in with the phone's fix: in order, once each; a fix far from
 * the place is kept and flagged. The load side hears of it at once (`trip.milestone`). The trip's
 * row is held while the check-in is written, as a cancel holds it (decision 054): a no-show
 * report and a check-in sent in the same instant queue, and the second sees the first.
 */
export async function recordMilestone(ctx: TrackingContext, actor: TrackingActor, input: MilestoneInput) {
  const trip = await tripOfActor(ctx, actor, input.scheduleId);
  assertTruckSide(actor, trip);
  const at = ctx.clock.now();
  assertTakesCheckIns(trip, input.kind, at);
  const place = MILESTONE_PLACE[input.kind] === 'pickup' ? trip.pickup : trip.delivery;
  const fence = geofence(input, await ctx.reference.pointOf(place));
  try {
    await ctx.db.transaction(async (tx) => {
      const status = (await ctx.trips.hold(tx, trip.scheduleId)) ?? 'cancelled';
      assertTakesCheckIns({ status, deliveredAt: trip.deliveredAt }, input.kind, at);
      const recorded = (await repo.milestonesOf(tx, trip.scheduleId)).map((row) => row.kind as TripMilestone);
      assertNext(recorded, input.kind);
      await repo.insertMilestone(tx, {
        scheduleId: trip.scheduleId,
        kind: input.kind,
        at,
        lat: input.lat,
        lng: input.lng,
        accuracyM: input.accuracyM,
        via: actor.kind === 'party' ? 'truck_side' : 'driver_link',
        byUser: actor.kind === 'party' ? actor.userId : null,
        distanceKm: fence.distanceKm,
        outsideArea: fence.outside,
      });
    });
  } catch (error) {
    // Two check-ins of the same milestone racing: one is stored, the other finds it done.
    if (isUniqueViolation(error, 'trip_events_once') || isUniqueViolation(error, 'trip_events_kind_once'))
      throw conflict(TRACKING_CODES.alreadyRecorded);
    throw error;
  }
  ctx.events.publish({
    type: 'trip.milestone',
    schedule_id: trip.scheduleId,
    kind: input.kind,
    outside_area: fence.outside === true,
    by: actingUser(actor, trip),
    recipients: [trip.loadOwnerId],
  });
  return trip;
}
