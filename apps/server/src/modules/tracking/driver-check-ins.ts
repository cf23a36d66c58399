import type { TripMilestone } from '@lorrybazaar/contract';
import { recordMilestone, type MilestoneInput } from './commands/record-milestone.js';
import { storePositions, type PositionInput } from './commands/store-positions.js';
import type { TrackingContext } from './context.js';
import { nextMilestone, takesCheckIn, type TrackingActor } from './policy.js';
import * as repo from './tracking.repository.js';

/** What the driver's page shows of the check-ins: those done, and the next it may make. */
export interface DriverCheckIns {
  done: TripMilestone[];
  next: TripMilestone | null;
}

/**
 * The driver's page (the paperwork's `/d/<token>`, decision 039) checks milestones in and shares
 * the phone's position for its one trip: the paperwork resolves the token to the trip and calls
 * these; they are the truck side's `recordMilestone` and `storePositions` with a `driver_link`
 * actor (decisions 040, 051), so the rules, the geofence, the positions' spacing and the load
 * side's live notice are the same.
 */
export function driverCheckIns(ctx: TrackingContext) {
  async function state(scheduleId: number): Promise<DriverCheckIns> {
    const [trip, events] = await Promise.all([
      ctx.trips.byId(scheduleId),
      repo.milestonesOf(ctx.db, scheduleId),
    ]);
    const done = events.map((row) => row.kind as TripMilestone);
    const next = nextMilestone(done);
    return { done, next: trip !== undefined && takesCheckIn(trip, next, ctx.clock.now()) ? next : null };
  }
  return {
    state,
    async record(
      link: Extract<TrackingActor, { kind: 'driver_link' }>,
      input: Omit<MilestoneInput, 'scheduleId'>,
    ): Promise<DriverCheckIns> {
      await recordMilestone(ctx, link, { ...input, scheduleId: link.scheduleId });
      return state(link.scheduleId);
    },
    positions: (link: Extract<TrackingActor, { kind: 'driver_link' }>, positions: PositionInput[]) =>
      storePositions(ctx, link, { scheduleId: link.scheduleId, positions }),
  };
}
export type DriverCheckInsPort = ReturnType<typeof driverCheckIns>;
