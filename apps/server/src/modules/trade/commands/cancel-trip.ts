import type { CancelTripInput, ScheduleDetail } from '@lorrybazaar/contract';
import { SCHEDULE_CODES } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import { today, type TradeContext } from '../context.js';
import { assertMayCancel, tripSideOf } from '../policy.js';
import { tripDetail } from '../queries/trips.js';
import * as bids from '../sql/bids.js';
import * as trips from '../sql/trips.js';

/**
 * cancelTrip (docs/decisions/045): a party calls a booked trip off until the no-show report opens
 * (before the pickup day, or in the grace of a trip booked for today), reports a no-show from
 * then, or puts back on the market a trip whose other party was suspended (the rules:
 * `assertMayCancel`). In one transaction, under trade's lock order (load, truck,
 * posting, then the trip; accept-bid.ts): the trip is cancelled with who, why and whom it counts
 * against; the truck's share of the load is open again; the posting it booked too when its day is
 * ahead. Once committed the other party hears of it (`trip.cancelled`) and the listings' caches
 * forget their pages (queries/listing-counts.ts).
 */
export async function cancelTrip(
  ctx: TradeContext,
  actor: Actor,
  input: CancelTripInput,
): Promise<ScheduleDetail> {
  const day = today(ctx);
  const items = await trips.tripItems(ctx.db, input.schedule_id);
  // Anyone but a party learns nothing and locks nothing.
  if (!items || !tripSideOf(items, actor.userId)) throw notFound(SCHEDULE_CODES.scheduleNotFound);
  const done = await ctx.db.transaction(async (tx) => {
    await bids.loadFacts(tx, items.loadId, day, 'update');
    await bids.truckFacts(tx, items.truckId, 'update');
    if (items.postingId !== null) await bids.postingFacts(tx, items.postingId, day, 'update');
    const trip = await trips.lockTrip(tx, input.schedule_id);
    const otherId = items.load_owner_id === actor.userId ? items.truck_owner_id : items.load_owner_id;
    const { side, atFault } = assertMayCancel(trip, input.reason, actor.userId, {
      now: ctx.clock.now(),
      otherSuspended: await trips.isSuspended(tx, otherId),
      milestones: await trips.milestonesOf(tx, input.schedule_id),
    });
    await trips.markCancelled(tx, input.schedule_id, {
      userId: actor.userId,
      reason: input.reason,
      atFault,
      at: ctx.clock.now(),
    });
    await trips.releaseTruckOfLoad(tx, items.loadId);
    if (items.postingId !== null) await trips.reopenPosting(tx, items.postingId, day.start);
    return { side, otherId };
  });
  ctx.events.publish({
    type: 'trip.cancelled',
    schedule_id: input.schedule_id,
    side: done.side,
    reason: input.reason,
    by: actor.userId,
    recipients: [done.otherId],
  });
  return tripDetail(ctx, actor, { schedule_id: input.schedule_id });
}
