import { sql, type SQL } from 'drizzle-orm';
import {
  BID_KIND_CODE,
  BID_STATUS,
  LOAD_STATUS,
  POSTING_STATUS,
  SCHEDULE_STATUS,
  TRUCK_STATUS,
  type Language,
} from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { rows } from '../../db/rows.js';
import { escapeLike, isoTimestamp, literal, localised, shownName } from '../../db/sql.js';
import { ratingColumns, shownOwner, verifiedUser, type RatingColumns } from '../../db/standing.js';
import type { Today } from '../../lib/india-day.js';
import type { ListingCounts, ListingKind } from './listing-counts.js';

const OPEN_LOAD = Number(LOAD_STATUS.open);
const BOOKED_LOAD = Number(LOAD_STATUS.booked);
const EXPIRED_LOAD = Number(LOAD_STATUS.expired);
const DELIVERED_LOAD = Number(LOAD_STATUS.delivered);
const OPEN_BID = Number(BID_STATUS.open);
const DELIVERED_TRIP = Number(SCHEDULE_STATUS.delivered);
const BID_ON_LOAD = Number(BID_KIND_CODE.onLoad);
const BID_ON_POSTING = Number(BID_KIND_CODE.onTruck);
const OPEN_POSTING = Number(POSTING_STATUS.open);
const BOOKED_POSTING = Number(POSTING_STATUS.booked);
const EXPIRED_POSTING = Number(POSTING_STATUS.expired);
const ADDED = Number(TRUCK_STATUS.added);
const POSTED = Number(TRUCK_STATUS.posted);

export type { Today };

/**
 * Substring match on the lower-cased column, served by its trigram index; several texts (one
 * place's English names, reference.placeTerms) are ORed, a bitmap OR of that index.
 */
const contains = (column: SQL, texts: PlaceTerms) =>
  sql`(${sql.join(
    texts.map((text) => sql`lower(${column}) LIKE lower(${`%${escapeLike(text)}%`}) ESCAPE '\\'`),
    sql` OR `,
  )})`;

/** What a place filter looks for: the English texts a search names (reference.placeTerms). */
export type PlaceTerms = readonly string[];

const and = (parts: SQL[]) => sql.join(parts, sql` AND `);
const indiaDateTime = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI')`);

/**
 * The capped count behind `totalPages`: counting stops at `cap` rows, so a page number can
 * never cost more than the deepest page the API serves (docs/decisions/006).
 */
async function cappedCount(db: DbOrTx, from: SQL, where: SQL, cap: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${cap}) AS capped`,
  );
  return row?.n ?? 0;
}

/**
 * The viewer's total for a marketplace listing: everyone's matching items counted once per
 * filter set and day (listing-counts.ts), less the viewer's own; and how many of those are the
 * viewer's own (capped).
 */
export function viewerTotal(db: DbOrTx, counts: ListingCounts, of: Listing, viewerId: number, cap: number) {
  const { kind, from, owner } = of.listing;
  return counts.viewer(kind, JSON.stringify([cap, of.key]), viewerId, cap, {
    shared: (limit) => cappedCount(db, from, of.shared, limit),
    own: (limit) => cappedCount(db, from, sql`${owner} = ${viewerId} AND ${of.shared}`, limit),
    exact: () => cappedCount(db, from, sql`${owner} <> ${viewerId} AND ${of.shared}`, cap),
  });
}

export interface Paging {
  limit: number;
  offset: number;
  /** Rows counted at most (MAX_PAGE × limit). */
  countCap: number;
}

/** Where a row stands in a listing's order (newest first): its exact time and id. */
export interface Bookmark {
  /** created_at as PostgreSQL writes it (microseconds, UTC): read back exactly. */
  at: string;
  id: string;
}

/** Which rows of a marketplace listing to read. */
export interface PageOf {
  /**
   * Leave out this viewer's own items and say which ones they have an open bid on; null:
   * everyone's items, `bid_placed` false (the first rows kept in memory, listing-pages.ts).
   */
  viewerId: number | null;
  /** From this row on (it included), before the offset; null: from the newest. */
  from: Bookmark | null;
  offset: number;
  limit: number;
}

/** What a listing row carries besides its columns: its place in the order and the poster's rating. */
export type Placed<R> = R & RatingColumns & { sort_at: string };

/**
 * A page's statement. Without a place or date filter it is a named prepared statement
 * (db/prepared.ts): filters that compare ids plan the same for every value. A substring or a
 * date plans differently for a common and a rare value (an index in the listing's order, or
 * the matching rows then sorted), so those are planned with their values each time.
 */
const pageRows = <R>(db: DbOrTx, query: SQL, planEachTime: boolean) =>
  planEachTime ? rows<Placed<R>>(db, query) : preparedRows<Placed<R>>(db, query, { page: true });

/**
 * A page's row of another table, by its primary key. As a LATERAL subquery that cannot be merged
 * into the join (its LIMIT), so even a generic plan (db/prepared.ts) fetches the page's dozen
 * rows by id: with the id unknown, a plan once hashed the whole postings table at 10,000 loads.
 */
const byId = (table: string, alias: string, id: SQL) =>
  sql`CROSS JOIN LATERAL (SELECT * FROM ${sql.raw(table)} WHERE id = ${id} LIMIT 1) ${sql.raw(alias)}`;

/** The page's own conditions: not the viewer's items, from the bookmark on. */
function pageWhere(alias: 'l' | 'p', shared: SQL, q: PageOf): SQL {
  const parts = [shared];
  if (q.viewerId !== null) parts.unshift(sql.raw(`${alias}.user_id <> `).append(sql`${q.viewerId}`));
  if (q.from)
    parts.push(
      sql
        .raw(`(${alias}.created_at, ${alias}.id) <= (`)
        .append(sql`${q.from.at}::timestamptz, ${q.from.id}::bigint)`),
    );
  return and(parts);
}

// ---------------------------------------------------------------- loads

/** A marketplace load; the reference names (and tonnes) are filled in from memory by the service. */
export interface LoadListingRow {
  loads_id: string;
  createdAt: string;
  pickupLoc: string;
  deliveryLoc: string;
  users_name: string;
  user_type_id: number;
  pickupDate: string;
  no_of_trucks: number;
  trucks_open: number;
  bid_placed: boolean;
  comments: string | null;
  materials_id: string;
  truck_capacities_id: string;
  truck_types_id: string;
  users_id: string;
  user_types_id: string;
  /** The poster's KYC documents are approved (db/standing.ts). */
  verified: boolean;
}

/**
 * There is no filter on the number of trucks: a load is open exactly while one of its trucks is
 * (docs/decisions/017), so "at least one truck open" is the status the index already filters on.
 */
export interface LoadFilters {
  pickupLoc: PlaceTerms | null;
  deliveryLoc: PlaceTerms | null;
  pickupDate: string | null;
  materialId: number | null;
  /** Loads needing at most this many tonnes. */
  maxTonnes: number | null;
  truckTypeId: number | null;
}

export const NO_LOAD_FILTERS: LoadFilters = {
  pickupLoc: null,
  deliveryLoc: null,
  pickupDate: null,
  materialId: null,
  maxTonnes: null,
  truckTypeId: null,
};

/** Live open loads matching the filters, anyone's (the viewer's own are excluded by the caller). */
function marketLoadsWhere(today: Today, f: LoadFilters): SQL {
  const where = [
    sql`l.status = ${literal(OPEN_LOAD)}`,
    sql`l.pickup_date >= ${today.date}::date`,
    shownOwner('l.user_id'),
  ];
  if (f.pickupLoc) where.push(contains(sql`l.pickup_loc`, f.pickupLoc));
  if (f.deliveryLoc) where.push(contains(sql`l.delivery_loc`, f.deliveryLoc));
  if (f.pickupDate) where.push(sql`l.pickup_date >= ${f.pickupDate}::date`);
  if (f.materialId !== null) where.push(sql`l.material_id = ${f.materialId}`);
  if (f.truckTypeId !== null) where.push(sql`l.truck_type_id = ${f.truckTypeId}`);
  if (f.maxTonnes !== null)
    where.push(sql`l.capacity_id IN (SELECT id FROM truck_capacities WHERE tonnes <= ${f.maxTonnes})`);
  return and(where);
}

/**
 * The viewer has an open bid on the load (any truck of theirs): the card says "Bid placed"
 * (false for no viewer: the caller marks them, listing-pages.ts).
 */
const bidPlaced = (kind: number, column: string, viewerId: number | null) =>
  viewerId === null
    ? sql`false`
    : sql`EXISTS (SELECT 1 FROM bids b WHERE ${sql.raw(`b.${column}`)} AND b.kind = ${literal(kind)}
            AND b.bidder_id = ${viewerId} AND b.status = ${literal(OPEN_BID)})`;

export const loadListingColumns = (viewerId: number | null) => sql`
  l.id::text AS loads_id,
  ${isoTimestamp('l.created_at')} AS "createdAt",
  l.pickup_loc AS "pickupLoc",
  l.delivery_loc AS "deliveryLoc",
  ${shownName('u')} AS users_name,
  u.user_type_id::int AS user_type_id,
  to_char(l.pickup_date, 'YYYY-MM-DD') AS "pickupDate",
  l.no_of_trucks::int AS no_of_trucks,
  (l.no_of_trucks - l.trucks_booked)::int AS trucks_open,
  ${bidPlaced(BID_ON_LOAD, 'load_id = l.id', viewerId)} AS bid_placed,
  l.comments,
  l.material_id::text AS materials_id,
  l.capacity_id::text AS truck_capacities_id,
  l.truck_type_id::text AS truck_types_id,
  l.user_id::text AS users_id,
  u.user_type_id::text AS user_types_id,
  ${verifiedUser('u')} AS verified`;
const loadJoins = sql`
  JOIN materials m ON m.id = l.material_id
  JOIN truck_capacities c ON c.id = l.capacity_id
  JOIN truck_types tt ON tt.id = l.truck_type_id
  JOIN users u ON u.id = l.user_id`;

const LOADS = { kind: 'loads', from: sql`loads l`, owner: sql`l.user_id` } as const;

/**
 * A listing for one filter set: its table, its shared conditions (built when a statement needs
 * them: a request answered from kept rows and counts does not), the key its counts and kept
 * pages go by (listing-counts.ts, listing-pages.ts), and whether its pages are planned with
 * their values each time (pageRows).
 */
export interface Listing {
  listing: { kind: ListingKind; from: SQL; owner: SQL };
  readonly shared: SQL;
  key: string;
  planEachTime: boolean;
}

function listingOf(
  listing: Listing['listing'],
  where: () => SQL,
  key: unknown[],
  planEachTime: boolean,
): Listing {
  let shared: SQL | undefined;
  return {
    listing,
    get shared() {
      return (shared ??= where());
    },
    key: JSON.stringify(key),
    planEachTime,
  };
}

/** The loads listing for one filter set. */
export const loadsListing = (today: Today, filters: LoadFilters) =>
  listingOf(
    LOADS,
    () => marketLoadsWhere(today, filters),
    [today.date, filters],
    !!(filters.pickupLoc || filters.deliveryLoc || filters.pickupDate),
  );

/**
 * Open loads, newest first, one page (decision 006): chosen on the loads table alone (its index
 * gives the order), then joined for those rows only.
 */
export function marketLoadsPage(db: DbOrTx, listing: Listing, q: PageOf) {
  return pageRows<LoadListingRow>(
    db,
    sql`
      WITH page AS (
        SELECT l.id, l.created_at FROM loads l WHERE ${pageWhere('l', listing.shared, q)}
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${literal(q.limit)} OFFSET ${literal(q.offset)}
      )
      SELECT ${loadListingColumns(q.viewerId)}, ${ratingColumns('u')}, l.created_at::text AS sort_at
      FROM page
      ${byId('loads', 'l', sql`page.id`)}
      ${byId('users', 'u', sql`l.user_id`)}
      ORDER BY page.created_at DESC, page.id DESC`,
    listing.planEachTime,
  );
}

/** Of these loads, the ones the viewer has an open bid on (the cards of a page kept in memory). */
export async function loadsBidOn(db: DbOrTx, viewerId: number, loadIds: string[]): Promise<Set<string>> {
  if (!loadIds.length) return new Set();
  const found = await preparedRows<{ id: string }>(
    db,
    sql`SELECT DISTINCT load_id::text AS id FROM bids
        WHERE kind = ${literal(BID_ON_LOAD)} AND status = ${literal(OPEN_BID)} AND bidder_id = ${viewerId}
          AND load_id = ANY(${`{${loadIds.join(',')}}`}::bigint[])`,
  );
  return new Set(found.map((row) => row.id));
}

export interface OwnLoadRow {
  loads_id: string;
  materials_name: string;
  truck_capacities_name: string;
  pickupLoc: string;
  deliveryLoc: string;
  materials_id: string;
  truck_capacities_id: string;
  truck_types_id: string;
  truck_types_name: string;
  tonnes: number;
  pickupDate: string;
  no_of_trucks: number;
  trucks_booked: number;
  trucks_open: number;
  comments: string | null;
  loads_status: string;
  createdAt: string;
}

const ownLoadColumns = (lang: Language, today: Today) => sql`
  l.id::text AS loads_id,
  ${localised('m', lang)} AS materials_name,
  ${localised('c', lang)} AS truck_capacities_name,
  l.pickup_loc AS "pickupLoc",
  l.delivery_loc AS "deliveryLoc",
  l.material_id::text AS materials_id,
  l.capacity_id::text AS truck_capacities_id,
  l.truck_type_id::text AS truck_types_id,
  ${localised('tt', lang)} AS truck_types_name,
  c.tonnes::float8 AS tonnes,
  to_char(l.pickup_date, 'YYYY-MM-DD') AS "pickupDate",
  l.no_of_trucks::int AS no_of_trucks,
  l.trucks_booked::int AS trucks_booked,
  (CASE WHEN l.status = ${OPEN_LOAD} AND l.pickup_date >= ${today.date}::date
        THEN l.no_of_trucks - l.trucks_booked ELSE 0 END)::int AS trucks_open,
  l.comments,
  (CASE WHEN l.status = ${OPEN_LOAD} AND l.pickup_date < ${today.date}::date THEN ${EXPIRED_LOAD}
        WHEN l.status = ${BOOKED_LOAD} AND (
          SELECT bool_and(s.status = ${DELIVERED_TRIP}) FROM schedules s WHERE s.load_id = l.id) IS TRUE
        THEN ${DELIVERED_LOAD}
        ELSE l.status END)::text AS loads_status,
  ${isoTimestamp('l.created_at')} AS "createdAt"`;

/** The owner's loads, newest first (every status; an open load past its day shows expired). */
export async function ownLoads(db: DbOrTx, ownerId: number, today: Today, paging: Paging, lang: Language) {
  const where = sql`l.user_id = ${ownerId}`;
  const data = await rows<OwnLoadRow>(
    db,
    sql`
      SELECT ${ownLoadColumns(lang, today)}
      FROM loads l ${loadJoins}
      WHERE ${where}
      ORDER BY l.created_at DESC, l.id DESC
      LIMIT ${paging.limit} OFFSET ${paging.offset}`,
  );
  const total = await cappedCount(db, sql`loads l`, where, paging.countCap);
  return { data, total };
}

export async function ownLoad(db: DbOrTx, loadId: number, ownerId: number, today: Today, lang: Language) {
  const [row] = await rows<OwnLoadRow>(
    db,
    sql`SELECT ${ownLoadColumns(lang, today)} FROM loads l ${loadJoins}
        WHERE l.id = ${loadId} AND l.user_id = ${ownerId}`,
  );
  return row;
}

export interface NewLoad {
  userId: number;
  pickupLoc: string;
  deliveryLoc: string;
  pickupDate: string;
  materialId: number;
  capacityId: number;
  truckTypeId: number;
  noOfTrucks: number;
  comments: string | null;
  createdAt: Date;
}

/**
 * The owner's load this one repeats (docs/decisions/030): still open, added since `since`, with
 * the same places (as stored, any case), pickup day, material, capacity and truck type. Found on
 * `loads_owner`. The caller holds `lockOwnerLoads`, so two posts at once see each other.
 */
export async function recentDuplicate(db: DbOrTx, load: NewLoad, since: Date): Promise<string | undefined> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`
      SELECT id::text FROM loads
      WHERE user_id = ${load.userId} AND created_at > ${since.toISOString()}::timestamptz
        AND status = ${Number(LOAD_STATUS.open)} AND lower(pickup_loc) = lower(${load.pickupLoc})
        AND lower(delivery_loc) = lower(${load.deliveryLoc}) AND pickup_date = ${load.pickupDate}::date
        AND material_id = ${load.materialId} AND capacity_id = ${load.capacityId}
        AND truck_type_id = ${load.truckTypeId}
      ORDER BY created_at DESC LIMIT 1`,
  );
  return row?.id;
}

export async function lockOwnerLoads(tx: DbOrTx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`loads:${userId}`}, 0))`);
}

export async function insertLoad(db: DbOrTx, load: NewLoad): Promise<number> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`
      INSERT INTO loads (user_id, pickup_loc, delivery_loc, pickup_date, material_id, capacity_id,
                         truck_type_id, no_of_trucks, comments, created_at)
      VALUES (${load.userId}, ${load.pickupLoc}, ${load.deliveryLoc}, ${load.pickupDate}::date,
              ${load.materialId}, ${load.capacityId}, ${load.truckTypeId}, ${load.noOfTrucks},
              ${load.comments}, ${load.createdAt.toISOString()}::timestamptz)
      RETURNING id`,
  );
  return Number(row!.id);
}

// ---------------------------------------------------------------- trucks

export interface OwnTruckRow {
  truck_id: string;
  truck_types_name: string;
  regNumber: string;
  location: string;
  truck_capacities_name: string;
  trucks_status: string;
  postTrucks_from: string | null;
  postTrucks_to: string | null;
  postTrucks_id: string | null;
  postTrucks_dateTime: string | null;
  truck_types_id: string;
  truck_capacities_id: string;
  tonnes: number;
  createdAt: string;
}

/**
 * The owner's trucks with their current posting (the latest open or booked one). A posted truck
 * whose open posting's day has passed counts as added again: it may be posted anew.
 */
function ownTrucksQuery(where: SQL, today: Today, lang: Language, status: number | null) {
  const effective = sql`(CASE WHEN t.status = ${POSTED} AND p.status = ${OPEN_POSTING}
                               AND p.available_at < ${today.start}::timestamptz
                          THEN ${ADDED} ELSE t.status END)`;
  return sql`
    SELECT * FROM (
      SELECT
        t.id::text AS truck_id,
        ${localised('tt', lang)} AS truck_types_name,
        t.reg_number AS "regNumber",
        t.location,
        ${localised('c', lang)} AS truck_capacities_name,
        ${effective}::text AS trucks_status,
        CASE WHEN ${effective} = ${POSTED} THEN p.from_loc END AS "postTrucks_from",
        CASE WHEN ${effective} = ${POSTED} THEN p.to_loc END AS "postTrucks_to",
        CASE WHEN ${effective} = ${POSTED} THEN p.id::text END AS "postTrucks_id",
        CASE WHEN ${effective} = ${POSTED} THEN ${indiaDateTime('p.available_at')} END AS "postTrucks_dateTime",
        t.truck_type_id::text AS truck_types_id,
        t.capacity_id::text AS truck_capacities_id,
        c.tonnes::float8 AS tonnes,
        ${isoTimestamp('t.created_at')} AS "createdAt",
        t.created_at AS sort_created, t.id AS sort_id
      FROM trucks t
      JOIN truck_types tt ON tt.id = t.truck_type_id
      JOIN truck_capacities c ON c.id = t.capacity_id
      LEFT JOIN LATERAL (
        SELECT * FROM truck_postings p
        WHERE p.truck_id = t.id AND p.status IN (${OPEN_POSTING}, ${BOOKED_POSTING})
        ORDER BY p.id DESC LIMIT 1
      ) p ON true
      WHERE ${where}
    ) own
    ${status === null ? sql`` : sql`WHERE own.trucks_status = ${String(status)}`}
    ORDER BY own.sort_created DESC, own.sort_id DESC`;
}

/** Your Truck: at most this many (a fleet, not a marketplace). */
export const OWN_TRUCKS_MAX = 1000;

export async function ownTrucks(
  db: DbOrTx,
  ownerId: number,
  status: number | null,
  today: Today,
  lang: Language,
) {
  const list = await rows<OwnTruckRow & { sort_created?: unknown; sort_id?: unknown }>(
    db,
    sql`${ownTrucksQuery(sql`t.user_id = ${ownerId}`, today, lang, status)} LIMIT ${OWN_TRUCKS_MAX}`,
  );
  return list.map(({ sort_created: _c, sort_id: _i, ...row }) => row as OwnTruckRow);
}

export async function ownTruck(db: DbOrTx, truckId: number, ownerId: number, today: Today, lang: Language) {
  const [row] = await rows<OwnTruckRow & { sort_created?: unknown; sort_id?: unknown }>(
    db,
    ownTrucksQuery(sql`t.id = ${truckId} AND t.user_id = ${ownerId}`, today, lang, null),
  );
  if (!row) return undefined;
  const { sort_created: _c, sort_id: _i, ...rest } = row;
  return rest as OwnTruckRow;
}

export async function regNumberTaken(db: DbOrTx, ownerId: number, regNumber: string): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM trucks WHERE user_id = ${ownerId} AND reg_number = ${regNumber}`,
  );
  return found.length > 0;
}

export interface NewTruck {
  userId: number;
  regNumber: string;
  truckTypeId: number;
  capacityId: number;
  insuranceFileId: string;
  rcFileId: string;
  location: string;
  createdAt: Date;
}

export async function insertTruck(db: DbOrTx, truck: NewTruck): Promise<number> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`
      INSERT INTO trucks (user_id, reg_number, truck_type_id, capacity_id, insurance_file_id,
                          rc_file_id, location, created_at)
      VALUES (${truck.userId}, ${truck.regNumber}, ${truck.truckTypeId}, ${truck.capacityId},
              ${truck.insuranceFileId}::uuid, ${truck.rcFileId}::uuid, ${truck.location},
              ${truck.createdAt.toISOString()}::timestamptz)
      RETURNING id`,
  );
  return Number(row!.id);
}

export interface LockedTruck {
  id: number;
  status: number;
  truck_type_id: number;
  tonnes: number;
}

/** The owner's truck, locked for the posting (another user's truck is not found). */
export async function lockOwnTruck(db: DbOrTx, truckId: number, ownerId: number) {
  const [row] = await rows<{ id: string; status: number; truck_type_id: number; tonnes: number }>(
    db,
    sql`
      SELECT t.id, t.status::int AS status, t.truck_type_id, c.tonnes::float8 AS tonnes
      FROM trucks t JOIN truck_capacities c ON c.id = t.capacity_id
      WHERE t.id = ${truckId} AND t.user_id = ${ownerId}
      FOR UPDATE OF t`,
  );
  return row ? ({ ...row, id: Number(row.id) } satisfies LockedTruck) : undefined;
}

/** The truck's open or booked posting, if any; `live` while its day has not passed. */
export async function currentPosting(db: DbOrTx, truckId: number, today: Today) {
  const [row] = await rows<{ id: string; status: number; live: boolean }>(
    db,
    sql`
      SELECT id::text AS id, status::int AS status,
             (available_at >= ${today.start}::timestamptz) AS live
      FROM truck_postings
      WHERE truck_id = ${truckId} AND status IN (${OPEN_POSTING}, ${BOOKED_POSTING})
      ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

/** Open postings of the truck whose day has passed become expired. */
export async function expireStalePostings(db: DbOrTx, truckId: number, today: Today) {
  await db.execute(
    sql`UPDATE truck_postings SET status = ${EXPIRED_POSTING}
        WHERE truck_id = ${truckId} AND status = ${OPEN_POSTING}
          AND available_at < ${today.start}::timestamptz`,
  );
}

export interface NewPosting {
  truckId: number;
  userId: number;
  truckTypeId: number;
  capacityId: number;
  availableAt: Date;
  fromLoc: string;
  toLoc: string;
  comments: string | null;
  createdAt: Date;
}

export async function insertPosting(db: DbOrTx, posting: NewPosting): Promise<number> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`
      INSERT INTO truck_postings (truck_id, user_id, truck_type_id, capacity_id, available_at,
                                  from_loc, to_loc, comments, created_at)
      VALUES (${posting.truckId}, ${posting.userId}, ${posting.truckTypeId}, ${posting.capacityId},
              ${posting.availableAt.toISOString()}::timestamptz, ${posting.fromLoc}, ${posting.toLoc},
              ${posting.comments}, ${posting.createdAt.toISOString()}::timestamptz)
      RETURNING id`,
  );
  return Number(row!.id);
}

export async function setTruckStatus(db: DbOrTx, truckId: number, status: number) {
  await db.execute(sql`UPDATE trucks SET status = ${status} WHERE id = ${truckId}`);
}

// ---------------------------------------------------------------- posted trucks

/** A marketplace posting; the reference names (and tonnes) are filled in from memory by the service. */
export interface PostingListingRow {
  truck_id: string;
  regNumber: string;
  postTrucks_from: string;
  postTrucks_to: string;
  postTrucks_dateTime: string;
  users_name: string;
  user_type_id: number;
  postTrucks_id: string;
  comments: string | null;
  truck_types_id: string;
  truck_capacities_id: string;
  users_id: string;
  user_types_id: string;
  createdAt: string;
  bid_placed: boolean;
  /** The poster's KYC documents are approved (db/standing.ts). */
  verified: boolean;
}

export interface PostingFilters {
  from: PlaceTerms | null;
  to: PlaceTerms | null;
  /** Postings on or after this day's start (ISO instant). */
  fromInstant: string | null;
  /** Postings offering at least this many tonnes. */
  minTonnes: number | null;
  truckTypeId: number | null;
}

export const NO_POSTING_FILTERS: PostingFilters = {
  from: null,
  to: null,
  fromInstant: null,
  minTonnes: null,
  truckTypeId: null,
};

/** Live open postings matching the filters, anyone's (the viewer's own are excluded by the caller). */
function marketPostingsWhere(today: Today, f: PostingFilters): SQL {
  const where = [
    sql`p.status = ${literal(OPEN_POSTING)}`,
    sql`p.available_at >= ${today.start}::timestamptz`,
    shownOwner('p.user_id'),
  ];
  if (f.from) where.push(contains(sql`p.from_loc`, f.from));
  if (f.to) where.push(contains(sql`p.to_loc`, f.to));
  if (f.fromInstant) where.push(sql`p.available_at >= ${f.fromInstant}::timestamptz`);
  if (f.truckTypeId !== null) where.push(sql`p.truck_type_id = ${f.truckTypeId}`);
  if (f.minTonnes !== null)
    where.push(sql`p.capacity_id IN (SELECT id FROM truck_capacities WHERE tonnes >= ${f.minTonnes})`);
  return and(where);
}

const POSTINGS = { kind: 'postings', from: sql`truck_postings p`, owner: sql`p.user_id` } as const;

/** The postings listing for one filter set. */
export const postingsListing = (today: Today, filters: PostingFilters) =>
  listingOf(
    POSTINGS,
    () => marketPostingsWhere(today, filters),
    [today.start, filters],
    !!(filters.from || filters.to || filters.fromInstant),
  );

/** Open postings, newest first, one page (as marketLoadsPage). */
export function marketPostingsPage(db: DbOrTx, listing: Listing, q: PageOf) {
  return pageRows<PostingListingRow>(
    db,
    sql`
      WITH page AS (
        SELECT p.id, p.created_at FROM truck_postings p WHERE ${pageWhere('p', listing.shared, q)}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${literal(q.limit)} OFFSET ${literal(q.offset)}
      )
      SELECT
        t.id::text AS truck_id,
        t.reg_number AS "regNumber",
        p.from_loc AS "postTrucks_from",
        p.to_loc AS "postTrucks_to",
        ${indiaDateTime('p.available_at')} AS "postTrucks_dateTime",
        ${shownName('u')} AS users_name,
        u.user_type_id::int AS user_type_id,
        p.id::text AS "postTrucks_id",
        p.comments,
        p.truck_type_id::text AS truck_types_id,
        p.capacity_id::text AS truck_capacities_id,
        p.user_id::text AS users_id,
        u.user_type_id::text AS user_types_id,
        ${verifiedUser('u')} AS verified,
        ${isoTimestamp('p.created_at')} AS "createdAt",
        ${bidPlaced(BID_ON_POSTING, 'posting_id = p.id', q.viewerId)} AS bid_placed,
        ${ratingColumns('u')},
        p.created_at::text AS sort_at
      FROM page
      ${byId('truck_postings', 'p', sql`page.id`)}
      ${byId('trucks', 't', sql`p.truck_id`)}
      ${byId('users', 'u', sql`p.user_id`)}
      ORDER BY page.created_at DESC, page.id DESC`,
    listing.planEachTime,
  );
}

/** Of these postings, the ones the viewer has an open bid on. */
export async function postingsBidOn(
  db: DbOrTx,
  viewerId: number,
  postingIds: string[],
): Promise<Set<string>> {
  if (!postingIds.length) return new Set();
  const found = await preparedRows<{ id: string }>(
    db,
    sql`SELECT DISTINCT posting_id::text AS id FROM bids
        WHERE kind = ${literal(BID_ON_POSTING)} AND status = ${literal(OPEN_BID)} AND bidder_id = ${viewerId}
          AND posting_id = ANY(${`{${postingIds.join(',')}}`}::bigint[])`,
  );
  return new Set(found.map((row) => row.id));
}
