import type { TradeContext } from '../context.js';
import * as trips from '../sql/trips.js';

/**
 * An operator suspended a user (heard from `user.standing_changed`, decision 029): the other
 * party of each of their booked trips is told at once (`trip.party_suspended`), and the trip
 * page offers them to put the trip back on the market (cancelTrip `party_suspended`,
 * decision 045). A standing change that is not a suspension (a restore, a report) tells nobody.
 */
export async function flagSuspendedParty(ctx: TradeContext, userId: number): Promise<number> {
  if (!(await trips.isSuspended(ctx.db, userId))) return 0;
  const open = await trips.openTripsOf(ctx.db, userId);
  for (const trip of open) {
    ctx.events.publish({
      type: 'trip.party_suspended',
      schedule_id: trip.scheduleId,
      by: userId,
      recipients: [trip.otherId],
    });
  }
  return open.length;
}
