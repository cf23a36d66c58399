/**
 * A user's standing as the marketplace shows it, one definition each
 * (docs/decisions/029-operator-console.md):
 * - withheld: suspended, or with open reports from three different people until an operator
 *   looks (the `withheld_users` view of migration 0018); their listings are not shown;
 * - verified: every KYC document their role keeps is current and approved (decision 010); the
 *   "Verified" badge on their listing cards and bid rows.
 * - rating: the sums of their ratings and their delivered trips (decision 030), `users_rating`.
 */
import { sql } from 'drizzle-orm';
import { SCHEDULE_STATUS, type RatingSummary } from '@lorrybazaar/contract';

/** True when the user this column names is not withheld. */
export const shownOwner = (userIdColumn: string) =>
  sql.raw(`${userIdColumn} NOT IN (SELECT user_id FROM withheld_users)`);

/** Whether the user of this `users` alias is verified, as a boolean column. */
export const verifiedUser = (alias: string) =>
  sql.raw(`(SELECT count(DISTINCT d.document_type_id) FROM documents d
      JOIN document_types dt ON dt.id = d.document_type_id
     WHERE d.user_id = ${alias}.id AND d.replaced_at IS NULL AND d.status = 2
       AND ${alias}.user_type_id = ANY (dt.for_user_types))
   = (SELECT count(*) FROM document_types dt WHERE ${alias}.user_type_id = ANY (dt.for_user_types))`);

const DELIVERED = Number(SCHEDULE_STATUS.delivered);

/**
 * The rating of the user this alias's `id` names, as three columns (`rating_count`,
 * `rating_stars`, `rating_trips`; `ratingSummary` shapes them): the sums of `user_ratings` (its
 * primary key) and the delivered trips on either side (the two partial indexes of migration 0019).
 */
export const ratingColumns = (alias: string) =>
  sql.raw(`coalesce((SELECT r.ratings FROM user_ratings r WHERE r.user_id = ${alias}.id), 0)::int AS rating_count,
  coalesce((SELECT r.stars_total FROM user_ratings r WHERE r.user_id = ${alias}.id), 0)::int AS rating_stars,
  ((SELECT count(*) FROM schedules s WHERE s.load_owner_id = ${alias}.id AND s.status = ${DELIVERED})
   + (SELECT count(*) FROM schedules s WHERE s.truck_owner_id = ${alias}.id AND s.status = ${DELIVERED}))::int AS rating_trips`);

export interface RatingColumns {
  rating_count: number;
  rating_stars: number;
  rating_trips: number;
}

/** `users_rating` from `ratingColumns`: the average to one decimal, null before any rating. */
export const ratingSummary = (row: RatingColumns): RatingSummary => ({
  average: row.rating_count ? Math.round((row.rating_stars / row.rating_count) * 10) / 10 : null,
  count: row.rating_count,
  trips: row.rating_trips,
});
