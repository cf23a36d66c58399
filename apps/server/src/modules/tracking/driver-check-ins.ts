import type { TripMilestone } from '@lorrybazaar/contract';
import { recordMilestone, type MilestoneInput } from './commands/record-milestone.js';
import type { TrackingContext } from './context.js';
import { isLive, nextMilestone, type TrackingActor } from './policy.js';
import * as repo from './tracking.repository.js';

/** What the driver's page shows of the check-ins: those done, and the next it may make. */
export interface DriverCheckIns {
  done: TripMilestone[];
  next: TripMilestone | null;
}

/**
 * The driver's page (the paperwork's `/d/<token>`, decision 039) checks milestones in for its one
 * trip: the paperwork resolves the token to the trip and calls these; the check-in is the truck
 * side's `recordMilestone` with a `driver_link` actor (decision 040), so the rules, the geofence
 * and the load side's live notice are the same.
 */
export function driverCheckIns(ctx: TrackingContext) {
  async function state(scheduleId: number): Promise<DriverCheckIns> {
    const [trip, events] = await Promise.all([
      ctx.trips.byId(scheduleId),
      repo.milestonesOf(ctx.db, scheduleId),
    ]);
    const done = events.map((row) => row.kind as TripMilestone);
    const live = trip !== undefined && isLive(trip, ctx.clock.now());
    return { done, next: live ? nextMilestone(done) : null };
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
  };
}
export type DriverCheckInsPort = ReturnType<typeof driverCheckIns>;
