import { z } from 'zod';

/**
 * A user's standing (docs/decisions/030), as bid rows, listing cards and the profile card show
 * it: additive `users_rating` on those rows. `average` (one decimal) is null before any rating.
 */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  /** Delivered trips (proof of delivery) on either side. */
  trips: z.number(),
  /**
   * Trips this user called off, did not turn up for (a no-show or a load not ready, reported by
   * the other party), or left open by being suspended (docs/decisions/045). Shown once
   * `trips + called_off` reaches STANDING_MIN_TRIPS.
   */
  called_off: z.number(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;
