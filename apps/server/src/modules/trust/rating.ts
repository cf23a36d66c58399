/**
 * A user's rating as lists show it (decision 030), defined once: the sums of the ratings they
 * received (`user_ratings`) and the trips they delivered on either side (trade's `trade_trips`,
 * on the two partial indexes of migration 0019). Trust's summaries read it, and the marketplace
 * pages carry it as columns of their own statement (`ratingColumns`), so a page stays one.
 */
import { sql } from 'drizzle-orm';
import type { RatingSummary } from '@lorrybazaar/contract';

/**
 * The rating of the user this alias's `id` names, as four columns (`rating_count`,
 * `rating_stars`, `rating_trips`, `rating_called_off`: trips counted against them as called off,
 * decision 045, on the partial index of migration 0029; `ratingSummary` shapes them).
 */
export const ratingColumns = (alias: string) =>
  sql.raw(`coalesce((SELECT r.ratings FROM user_ratings r WHERE r.user_id = ${alias}.id), 0)::int AS rating_count,
  coalesce((SELECT r.stars_total FROM user_ratings r WHERE r.user_id = ${alias}.id), 0)::int AS rating_stars,
  ((SELECT count(*) FROM trade_trips s WHERE s.load_owner_id = ${alias}.id AND s.delivered)
   + (SELECT count(*) FROM trade_trips s WHERE s.truck_owner_id = ${alias}.id AND s.delivered))::int AS rating_trips,
  (SELECT count(*) FROM trade_trips s WHERE s.at_fault_id = ${alias}.id)::int AS rating_called_off`);

/** The columns of `ratingColumns` read back from a row that carries them (`alias.rating_count`, …). */
export const ratingColumnsOf = (alias: string) =>
  sql.raw(RATING_NAMES.map((name) => `${alias}.${name}`).join(', '));

export interface RatingColumns {
  rating_count: number;
  rating_stars: number;
  rating_trips: number;
  rating_called_off: number;
}

const RATING_NAMES = [
  'rating_count',
  'rating_stars',
  'rating_trips',
  'rating_called_off',
] as const satisfies readonly (keyof RatingColumns)[];

/** `users_rating` from `ratingColumns`: the average to one decimal, null before any rating. */
export const ratingSummary = (row: RatingColumns): RatingSummary => ({
  average: row.rating_count ? Math.round((row.rating_stars / row.rating_count) * 10) / 10 : null,
  count: row.rating_count,
  trips: row.rating_trips,
  called_off: row.rating_called_off,
});
