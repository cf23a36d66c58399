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

/**
 * A load poster's days to pay (docs/decisions/048), as load rows and bids carry it beside the
 * rating (additive `users_payment`): the median days from proof of delivery to the balance
 * confirmed over the last 180 days; `median_days` null below 3 trips from 2 carriers ("new").
 * `trips` counts the trips with a confirmed balance in that time.
 */
export const DaysToPaySchema = z.object({
  median_days: z.number().nullable(),
  trips: z.number(),
});
export type DaysToPay = z.infer<typeof DaysToPaySchema>;
