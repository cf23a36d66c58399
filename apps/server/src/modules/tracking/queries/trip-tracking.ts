import type { TripMilestone, TripTracking } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import type { TrackingContext } from '../context.js';
import { waitingOf } from '../detention.js';
import { isLive, nextMilestone, takesCheckIn } from '../policy.js';
import { presentLink, presentMilestone } from '../present.js';
import * as repo from '../tracking.repository.js';
import type { TripEventRow } from '../tracking.schema.js';

const atOf = (rows: TripEventRow[], kind: TripMilestone) => rows.find((row) => row.kind === kind)?.at ?? null;

/** A trip's tracking as one of its parties sees it: the timeline, the waits, their links. */
export async function tripTracking(
  ctx: TrackingContext,
  actor: Actor,
  scheduleId: number,
): Promise<TripTracking> {
  const trip = await ctx.trips.forParty(actor, scheduleId);
  const now = ctx.clock.now();
  const [events, newest, links, routeKm] = await Promise.all([
    repo.milestonesOf(ctx.db, trip.scheduleId),
    repo.newestPosition(ctx.db, trip.scheduleId),
    repo.liveLinksOf(ctx.db, trip.scheduleId, actor.userId),
    ctx.reference.distanceKm(trip.pickup, trip.delivery),
  ]);
  const next = nextMilestone(events.map((row) => row.kind as TripMilestone));
  const live = isLive(trip, now);
  return {
    schedule_id: String(trip.scheduleId),
    your_side: trip.side,
    milestones: events.map(presentMilestone),
    next,
    live,
    can_check_in: trip.side === 'truck' && takesCheckIn(trip, next, now),
    waiting: {
      pickup: waitingOf(atOf(events, 'reached_pickup'), atOf(events, 'loaded'), now),
      delivery: waitingOf(atOf(events, 'reached_delivery'), atOf(events, 'unloaded'), now),
    },
    last_position_at: newest?.at.toISOString() ?? null,
    route_km: routeKm,
    // A link past its time answers nobody: the screen offers a new one only while the trip is live.
    links: live ? links.map((row) => presentLink(row, trip)) : [],
  };
}
