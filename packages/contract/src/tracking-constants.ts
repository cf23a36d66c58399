/**
 * The milestones of a trip without zod: the notification texts (read by the signed-in shell's
 * first bundle, notification-text.ts) name them too. The schemas are in tracking.ts.
 */

/** The milestones of a trip, in the order they happen. */
export const TRIP_MILESTONES = [
  'reached_pickup',
  'loaded',
  'departed',
  'reached_delivery',
  'unloaded',
] as const;
export type TripMilestone = (typeof TRIP_MILESTONES)[number];
/** The place a milestone happens at: the first three at the pickup, the last two at the delivery. */
export const MILESTONE_PLACE: Record<TripMilestone, 'pickup' | 'delivery'> = {
  reached_pickup: 'pickup',
  loaded: 'pickup',
  departed: 'pickup',
  reached_delivery: 'delivery',
  unloaded: 'delivery',
};
