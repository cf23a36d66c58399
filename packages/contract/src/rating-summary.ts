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
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;
