/**
 * A user's rating as lists show it (decision 030), defined once: the sums of the ratings they
 * received (`user_ratings`) and the trips they delivered on either side (trade's `trade_trips`,
 * on the two partial indexes of migration 0019), of those trips only the ones that count
 * (`tripCounts`). Trust's summaries read it, and the marketplace pages carry it as columns of
 * their own statement (`ratingColumns`), so a page stays one.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LANE_PRICE_MIN_TRIP_HOURS, type RatingSummary } from '@lorrybazaar/contract';
import { samePersonColumn } from '../auth/people.js';

/** Whether the trip `alias` (a row of `trade_trips`) is between two accounts of one person. */
const oneSelf = (alias: string) =>
  samePersonColumn(sql.raw(`${alias}.load_owner_id`), sql.raw(`${alias}.truck_owner_id`));

/**
 * Whether the `trade_trips` row `alias` was delivered (proof of delivery) at least
 * LANE_PRICE_MIN_TRIP_HOURS after it was booked: a trip "delivered" in the minute it was booked
 * was never driven (decision 042). Half of `tripCounts`; a lane's prices use it too
 * (trust.repository.ts), with their own test of two people.
 */
export const deliveredAsDriven = (alias: string) => {
  const s = sql.raw(alias);
  return sql`${s}.delivered
    AND ${s}.delivered_at >= ${s}.booked_at + ${sql.raw(`interval '${LANE_PRICE_MIN_TRIP_HOURS} hours'`)}`;
};

/**
 * A delivered trip that proves something of its two sides (decision 030, amended 2026-11-29), as
 * a condition on the `trade_trips` row `alias`: delivered as driven (`deliveredAsDriven`) and
 * between two people (mobiles, auth/people.ts). A rating's `trips` counts only these.
 */
export const tripCounts = (alias: string) => sql`${deliveredAsDriven(alias)} AND NOT ${oneSelf(alias)}`;

/**
 * The rating of the user this alias's `id` names, as four columns (`rating_count`,
 * `rating_stars`, `rating_trips`: the delivered trips that count, `tripCounts`; and
 * `rating_called_off`: trips counted against them as called off, decision 045, on the partial
 * index of migration 0029, but not those with another account of their own mobile, which prove
 * nothing either way; `ratingSummary` shapes them).
 */
export const ratingColumns = (alias: string): SQL => {
  const u = sql.raw(alias);
  return sql`coalesce((SELECT r.ratings FROM user_ratings r WHERE r.user_id = ${u}.id), 0)::int AS rating_count,
  coalesce((SELECT r.stars_total FROM user_ratings r WHERE r.user_id = ${u}.id), 0)::int AS rating_stars,
  ((SELECT count(*) FROM trade_trips s WHERE s.load_owner_id = ${u}.id AND ${tripCounts('s')})
   + (SELECT count(*) FROM trade_trips s WHERE s.truck_owner_id = ${u}.id AND ${tripCounts('s')}))::int AS rating_trips,
  (SELECT count(*) FROM trade_trips s WHERE s.at_fault_id = ${u}.id AND NOT ${oneSelf('s')})::int AS rating_called_off`;
};

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
