import { eq, sql } from 'drizzle-orm';
import {
  RATING_EDIT_DAYS,
  LANE_PRICE_MIN_ACCOUNT_DAYS,
  LANE_PRICE_MIN_OWNERS,
  LANE_PRICE_MIN_TRIPS,
  LANE_PRICE_TRIM_FACTOR,
  type RatingSummary,
  type RatingTag,
} from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { rows } from '../../db/rows.js';
import { idArray, isoTimestamp, shownName } from '../../db/sql.js';
import {
  ratingColumns as standingColumns,
  ratingSummary,
  deliveredAsDriven,
  type RatingColumns,
} from './rating.js';
import { lanePrices, priceFlags, ratings } from './trust.schema.js';

// ---------------------------------------------------------------- ratings

/** The parties of a trip and whether it is delivered (proof of delivery). */
export async function tripParties(db: DbOrTx, scheduleId: number) {
  const [row] = await rows<{ load_owner_id: string; truck_owner_id: string; delivered: boolean }>(
    db,
    sql`SELECT load_owner_id, truck_owner_id, delivered FROM trade_trips WHERE id = ${scheduleId}`,
  );
  return row
    ? {
        loadOwnerId: Number(row.load_owner_id),
        truckOwnerId: Number(row.truck_owner_id),
        delivered: row.delivered,
      }
    : undefined;
}

export interface RatingRecord {
  id: string;
  schedule_id: string;
  rater_id: string;
  stars: number;
  tags: RatingTag[];
  comment: string | null;
  /** A Date from node-postgres, a string from PGlite: read through `new Date`. */
  created_at: Date | string;
  updated_at: Date | string;
}

const ratingColumns = sql`id::text, schedule_id::text, rater_id::text, stars::int AS stars, tags, comment,
  created_at, updated_at`;

/** Both ratings of a trip (at most one per side). */
export function tripRatings(db: DbOrTx, scheduleId: number) {
  return rows<RatingRecord>(db, sql`SELECT ${ratingColumns} FROM ratings WHERE schedule_id = ${scheduleId}`);
}

/** The rater's rating of this trip, locked: an edit and a second first rating queue on it. */
export async function lockRating(db: DbOrTx, scheduleId: number, raterId: number) {
  const [row] = await rows<RatingRecord>(
    db,
    sql`SELECT ${ratingColumns} FROM ratings WHERE schedule_id = ${scheduleId} AND rater_id = ${raterId} FOR UPDATE`,
  );
  return row;
}

export async function insertRating(db: DbOrTx, values: typeof ratings.$inferInsert) {
  const [row] = await db
    .insert(ratings)
    .values(values)
    .onConflictDoNothing({ target: [ratings.scheduleId, ratings.raterId] })
    .returning({ id: ratings.id });
  return row?.id;
}

export async function updateRating(
  db: DbOrTx,
  id: number,
  values: { stars: number; tags: RatingTag[]; comment: string | null; updatedAt: Date },
) {
  await db.update(ratings).set(values).where(eq(ratings.id, id));
}

/**
 * Whether the rating `alias` (a row of `ratings`) is shown at `now`: the SQL form of
 * `theirsShown` (policy.ts), the trip page's rule (decision 041). A rating stays blind, to the
 * rated person and to everyone else, until the rated person has rated the same trip back or
 * RATING_EDIT_DAYS have passed since it was given (it is final). Every read of ratings but the
 * rater's own applies it: the trip's view, the profile card's latest ratings and the sums.
 */
const shownAt = (alias: string, now: Date) => {
  const r = sql.raw(alias);
  return sql`(${r}.created_at <= ${now.toISOString()}::timestamptz - ${sql.raw(`interval '${RATING_EDIT_DAYS} days'`)}
    OR EXISTS (SELECT 1 FROM ratings answer
               WHERE answer.schedule_id = ${r}.schedule_id AND answer.rater_id = ${r}.ratee_id))`;
};

/**
 * A user's sums made again from the ratings they received that are shown at `now` (`shownAt`):
 * each person (mobile) who rated them counts once, with their latest shown rating, and another
 * account of the user's own mobile not at all (decision 042). A blind rating is left out, so an
 * average that moves does not tell the rated person the stars they may not see yet;
 * `reveal_at` keeps when the first of those ends its blind days, when the reveal pass
 * (`revealDue`) sums them again. Two raters' transactions take turns on the ratee's lock, so
 * each sees the other's rating once committed.
 */
export async function summarise(db: DbOrTx, userId: number, now: Date) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ratings:${userId}`}, 0))`);
  await db.execute(sql`
    INSERT INTO user_ratings (user_id, ratings, stars_total, reveal_at)
    SELECT ${userId}, count(*), coalesce(sum(stars), 0),
           (SELECT min(r.created_at) + ${sql.raw(`interval '${RATING_EDIT_DAYS} days'`)} FROM ratings r
            WHERE r.ratee_id = ${userId} AND NOT ${shownAt('r', now)})
    FROM (
      SELECT DISTINCT ON (rater.mobile) r.stars
      FROM ratings r JOIN users rater ON rater.id = r.rater_id
      WHERE r.ratee_id = ${userId} AND rater.mobile <> (SELECT mobile FROM users WHERE id = ${userId})
        AND ${shownAt('r', now)}
      ORDER BY rater.mobile, r.updated_at DESC, r.id DESC
    ) AS latest
    ON CONFLICT (user_id) DO UPDATE SET ratings = excluded.ratings, stars_total = excluded.stars_total,
      reveal_at = excluded.reveal_at`);
}

/** Users one of whose blind ratings has ended its blind days by `now` (`reveal_at`), oldest first. */
export async function revealDue(db: DbOrTx, now: Date, limit: number) {
  const found = await rows<{ user_id: string }>(
    db,
    sql`SELECT user_id::text FROM user_ratings WHERE reveal_at <= ${now.toISOString()}::timestamptz
        ORDER BY reveal_at LIMIT ${limit}`,
  );
  return found.map((row) => Number(row.user_id));
}

/**
 * Standing of many users in one query: their sums (primary key) and delivered trips on either
 * side (the two partial indexes of migration 0019), for a page of bids or listings.
 */
export async function summaries(db: DbOrTx, userIds: number[]): Promise<Map<number, RatingSummary>> {
  const result = new Map<number, RatingSummary>();
  if (!userIds.length) return result;
  const found = await rows<{ user_id: string } & RatingColumns>(
    db,
    sql`SELECT u.id::text AS user_id, ${standingColumns('u')} FROM unnest(${idArray(userIds)}) AS u(id)`,
  );
  for (const row of found) result.set(Number(row.user_id), ratingSummary(row));
  return result;
}

export async function person(db: DbOrTx, userId: number) {
  const [row] = await rows<{ name: string; user_type_id: number }>(
    db,
    sql`SELECT ${shownName('u')} AS name, u.user_type_id::int AS user_type_id FROM users u WHERE u.id = ${userId}`,
  );
  return row;
}

/** The latest ratings a user received that are shown at `now` (`shownAt`), without the rater. */
export function recentRatings(db: DbOrTx, userId: number, limit: number, now: Date) {
  return rows<{ stars: number; tags: RatingTag[]; comment: string | null; created_at: string }>(
    db,
    sql`SELECT r.stars::int AS stars, r.tags, r.comment, ${isoTimestamp('r.created_at')} AS created_at
        FROM ratings r WHERE r.ratee_id = ${userId} AND ${shownAt('r', now)}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
  );
}

// ---------------------------------------------------------------- lane prices

/** The booked trip's load, as a lane price needs it (a named statement: one row by key, db/prepared.ts). */
export async function acceptedTrip(db: DbOrTx, scheduleId: number) {
  const [row] = await preparedRows<{
    load_owner_id: string;
    amount: number;
    created_at: Date;
    pickup_loc: string;
    delivery_loc: string;
    tonnes: number;
  }>(
    db,
    sql`SELECT s.load_owner_id, s.amount, s.booked_at AS created_at, s.pickup_loc, s.delivery_loc,
               c.tonnes::float8 AS tonnes
        FROM trade_trips s JOIN truck_capacities c ON c.id = s.capacity_id
        WHERE s.id = ${scheduleId}`,
  );
  return row;
}

export async function insertLanePrice(db: DbOrTx, values: typeof lanePrices.$inferInsert) {
  await db.insert(lanePrices).values(values).onConflictDoNothing();
}

export interface Lane {
  pickup: { stateId: number; districtId: number | null };
  delivery: { stateId: number; districtId: number | null };
  band: number;
}

/**
 * The trips that count on a lane (decision 042), as a condition on `lane_prices p` joined to its
 * trip `t` and the load's and truck's owners `lo`, `tr`: delivered at least
 * LANE_PRICE_MIN_TRIP_HOURS after booking (`deliveredAsDriven`, as a rating's trips), between two
 * people (mobiles) whose accounts were LANE_PRICE_MIN_ACCOUNT_DAYS old at the booking. The two
 * owners' rows are joined here already, so their mobiles are compared as they are: the rule's
 * EXISTS (`samePersonColumn`) in their place made the planner expect one trip on the lane, and a
 * lane of 3,000 trips took 45 ms instead of 26 (docs/performance.md, "A poster's trips counted
 * once a page").
 */
const laneTripCounts = sql`${deliveredAsDriven('t')}
  AND lo.mobile <> tr.mobile
  AND lo.created_at <= t.booked_at - ${sql.raw(`interval '${LANE_PRICE_MIN_ACCOUNT_DAYS} days'`)}
  AND tr.created_at <= t.booked_at - ${sql.raw(`interval '${LANE_PRICE_MIN_ACCOUNT_DAYS} days'`)}`;

/**
 * The 25th–75th percentile of a lane's prices since `since`, of the trips that count
 * (`laneTripCounts`), without those more than LANE_PRICE_TRIM_FACTOR times off the lane's median,
 * when at least LANE_PRICE_MIN_TRIPS of them come from LANE_PRICE_MIN_OWNERS load owners
 * (mobiles); districts first, then states. One statement: the lane's rows on the two covering
 * indexes, each trip and its two owners by primary key.
 */
export async function lanePrice(db: DbOrTx, lane: Lane, since: Date) {
  const level = (name: 'district' | 'state', where: ReturnType<typeof sql>) => sql`
    SELECT ${name}::text AS level, p.amount, lo.mobile AS owner
    FROM lane_prices p
    JOIN trade_trips t ON t.id = p.schedule_id
    JOIN users lo ON lo.id = t.load_owner_id
    JOIN users tr ON tr.id = t.truck_owner_id
    WHERE ${where} AND p.band = ${lane.band} AND p.accepted_at >= ${since.toISOString()}::timestamptz
      AND ${laneTripCounts}`;
  const byDistrict =
    lane.pickup.districtId !== null && lane.delivery.districtId !== null
      ? sql`${level('district', sql`p.pickup_district_id = ${lane.pickup.districtId} AND p.delivery_district_id = ${lane.delivery.districtId}`)} UNION ALL`
      : sql``;
  // A named statement (db/prepared.ts): every bid reads its lane's price.
  const found = await preparedRows<{
    level: 'district' | 'state';
    trips: number;
    owners: number;
    low: number;
    high: number;
  }>(
    db,
    sql`WITH trips AS (
          ${byDistrict} ${level('state', sql`p.pickup_state_id = ${lane.pickup.stateId} AND p.delivery_state_id = ${lane.delivery.stateId}`)}
        ), middle AS (
          SELECT level, percentile_cont(0.5) WITHIN GROUP (ORDER BY amount) AS median FROM trips GROUP BY level
        )
        SELECT t.level, count(*)::int AS trips, count(DISTINCT t.owner)::int AS owners,
               percentile_cont(0.25) WITHIN GROUP (ORDER BY t.amount)::float8 AS low,
               percentile_cont(0.75) WITHIN GROUP (ORDER BY t.amount)::float8 AS high
        FROM trips t JOIN middle m ON m.level = t.level
        WHERE t.amount BETWEEN m.median / ${LANE_PRICE_TRIM_FACTOR} AND m.median * ${LANE_PRICE_TRIM_FACTOR}
        GROUP BY t.level ORDER BY t.level`,
  );
  return found.find((row) => row.trips >= LANE_PRICE_MIN_TRIPS && row.owners >= LANE_PRICE_MIN_OWNERS);
}

/** A load's places and capacity, for the price check of a bid made on it or with it. */
export async function loadLane(db: DbOrTx, loadId: number) {
  const [row] = await preparedRows<{ pickup_loc: string; delivery_loc: string; tonnes: number }>(
    db,
    sql`SELECT l.from_place AS pickup_loc, l.to_place AS delivery_loc, c.tonnes::float8 AS tonnes
        FROM trade_listings l JOIN truck_capacities c ON c.id = l.capacity_id
        WHERE l.kind = 'load' AND l.id = ${loadId}`,
  );
  return row;
}

// ---------------------------------------------------------------- flags

export async function insertFlag(db: DbOrTx, values: typeof priceFlags.$inferInsert) {
  const [row] = await db.insert(priceFlags).values(values).returning({ id: priceFlags.id });
  return row!.id;
}

export function flags(db: DbOrTx, limit: number, beforeId: number | null) {
  return rows<{
    id: string;
    bid_id: string;
    user_id: string;
    load_id: string;
    amount: number;
    low: number;
    high: number;
    direction: number;
    created_at: string;
  }>(
    db,
    sql`SELECT id::text, bid_id::text, user_id::text, load_id::text, amount, low, high, direction::int AS direction,
               ${isoTimestamp('created_at')} AS created_at
        FROM price_flags ${beforeId === null ? sql`` : sql`WHERE id < ${beforeId}`}
        ORDER BY id DESC LIMIT ${limit}`,
  );
}
