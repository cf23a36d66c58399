/**
 * The marketplace listings' SQL: one page of loads or postings (decisions 006, 032), the capped
 * counts behind `totalPages` (decision 015) and the viewer's bids on a page's rows. The columns
 * are in the contract's names and order (LoadListing, PostedTruckListing): a listing row is sent
 * as read, with the names from memory added (present.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListedRow, Terms } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { preparedRows } from '../../../db/prepared.js';
import { rows } from '../../../db/rows.js';
import { escapeLike, idArray, indiaDateTime, isoTimestamp, literal, shownName } from '../../../db/sql.js';
import { shownOwner } from '../../ops/withheld.js';
import { verifiedUser } from '../../profiles/verified.js';
import { ratingColumns, ratingColumnsOf, type RatingColumns } from '../../trust/rating.js';
import { daysToPayColumns } from '../../ledger/days-to-pay.js';
import type { Today } from '../../../lib/india-day.js';
import { BID, KIND, LOAD, POSTING } from '../codes.js';

export type ListingKind = 'loads' | 'postings';

/**
 * What a place filter looks for (reference.placeFilter, docs/decisions/052): the districts whose
 * "District, State" contains the search's text, and its English texts for locations stored as
 * anything else.
 */
export interface PlaceFilter {
  terms: readonly string[];
  districtIds: readonly number[];
}

/**
 * The place filter on one of a row's locations, as two parts no row is in both of. A location
 * stored as exactly a district's label carries its id (migration 0036) and is matched by the ids,
 * on the district's index; any other stored text has no id and is matched as before, a substring
 * of the lower-cased text through the trigram index of the rows without an id. Together they find
 * exactly the rows the texts alone found (place-ids.test.ts).
 */
function placeParts(districtColumn: SQL, textColumn: SQL, place: PlaceFilter) {
  const ids = place.districtIds;
  const like = (text: string) => sql`lower(${textColumn}) LIKE lower(${`%${escapeLike(text)}%`}) ESCAPE '\\'`;
  const byId = ids.length
    ? [
        // One id as an equality: the district's index then gives the listing's order.
        ids.length === 1
          ? sql`${districtColumn} = ${ids[0]}`
          : sql`${districtColumn} = ANY(${idArray(ids, 'int')})`,
      ]
    : [];
  return {
    /** For the counts: one flat OR, so the planner takes a bitmap OR of the two indexes. */
    any: sql`(${sql.join(
      [...byId, ...place.terms.map((text) => sql`(${districtColumn} IS NULL AND ${like(text)})`)],
      sql` OR `,
    )})`,
    /** For a page: each part read on its own (pageSelect). */
    parts: [
      ...byId.map((where) => ({ where, whole: false })),
      {
        where: sql`(${districtColumn} IS NULL AND (${sql.join(place.terms.map(like), sql` OR `)}))`,
        // The trigram index finds a text's matches when each text has a trigram (3 characters).
        whole: place.terms.every((text) => text.length >= 3),
      },
    ],
  };
}
type PlaceParts = ReturnType<typeof placeParts>;

/**
 * Whether a row in `district` (null: stored as other text) could match the place filter, as
 * placeParts matches it: a row with a district only by the filter's ids, a row without one by
 * its text, which is not known here (so it could).
 */
const placeMayList = (place: PlaceFilter | null, district: number | null) =>
  !place || district === null || place.districtIds.includes(district);

/** Whether a row could match an equality filter (null or absent: no filter). */
const sameOrAny = (wanted: number | null | undefined, value: number | null) =>
  wanted == null || wanted === value;

/**
 * Whether a new row could be listed under these filters (Listing.mayList), as the conditions of
 * marketLoadsWhere and marketPostingsWhere match it: by its districts, material (the loads'),
 * truck type and Book Now. Dates and tonnes are not told apart: under those the row may be.
 */
const mayListUnder =
  (f: {
    from: PlaceFilter | null;
    to: PlaceFilter | null;
    materialId?: number | null;
    truckTypeId: number | null;
    bookNow: boolean;
  }) =>
  (row: ListedRow) =>
    placeMayList(f.from, row.from_district_id) &&
    placeMayList(f.to, row.to_district_id) &&
    sameOrAny(f.materialId, row.material_id) &&
    sameOrAny(f.truckTypeId, row.truck_type_id) &&
    (!f.bookNow || row.book_now);

/** Whether the terms in `terms` (a column) take Book Now, as the partial indexes of migration 0028 name it. */
const bookNowIn = (terms: string) => `(${terms} ->> 'book_now') = 'true'`;

/** A row as ListedRow, one JSON value, from its columns (the table's own names for the places and material). */
const listedRow = (from: string, to: string, material: string) =>
  sql.raw(`json_build_object('user_id', user_id, 'from_district_id', ${from}, 'to_district_id', ${to},
    'material_id', ${material}, 'truck_type_id', truck_type_id,
    'book_now', coalesce(${bookNowIn('terms')}, false))`);

const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

/**
 * The capped count behind `totalPages`: counting stops at `cap` rows, so a page number can
 * never cost more than the deepest page the API serves (docs/decisions/006). `named`: as a named
 * prepared statement (db/prepared.ts, its names bounded like a page's), for a count whose plan
 * is the same for every value.
 */
export async function cappedCount(
  db: DbOrTx,
  from: SQL,
  where: SQL,
  cap: number,
  { named = false } = {},
): Promise<number> {
  const query = sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${cap}) AS capped`;
  const [row] = await (named
    ? preparedRows<{ n: number }>(db, query, { page: true })
    : rows<{ n: number }>(db, query));
  return row?.n ?? 0;
}

/**
 * The counts a viewer's total is made of (queries/listing-counts.ts): everyone's matching items,
 * the viewer's own, the viewer's answer counted directly, and the viewer's own in `everyone` (the
 * listing of this kind without filters). The viewer's own are read through the owner's index
 * whatever the filters (a few rows), so that count is named: planned each time, its plan cost
 * twenty times its run (docs/performance.md).
 */
export function listingCounts(db: DbOrTx, of: Listing, everyone: Listing, viewerId: number, cap: number) {
  const { from, owner } = of.listing;
  const own = (listing: Listing) => (limit: number) =>
    cappedCount(db, from, sql`${owner} = ${viewerId} AND ${listing.shared}`, limit, { named: true });
  return {
    shared: (limit: number) => cappedCount(db, from, of.shared, limit),
    own: own(of),
    exact: () => cappedCount(db, from, sql`${owner} <> ${viewerId} AND ${of.shared}`, cap),
    anywhere: of.key === everyone.key ? undefined : { key: everyone.key, own: own(everyone) },
  };
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
   * everyone's items, `bid_placed` false (the first rows kept in memory, queries/listing-pages.ts).
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
 * A page's ids, newest first (pageSelect). Without a place or date filter it is a named prepared
 * statement (db/prepared.ts): filters that compare ids plan the same for every value. A substring
 * or a date plans differently for a common and a rare value (an index in the listing's order, or
 * the matching rows then sorted), so those are planned with their values each time.
 */
const pageIds = (db: DbOrTx, query: SQL, planEachTime: boolean) =>
  planEachTime ? rows<PageId>(db, query) : preparedRows<PageId>(db, query, { page: true });

interface PageId {
  id: string;
}

/**
 * One page of a listing: its ids chosen by pageIds, then its rows as the screens show them (the
 * poster, the badge, the rating, the viewer's bid) by one named statement over those ids, in their
 * order. That statement's plan is the same for any ids, so it is planned once per connection;
 * planned with the ids' statement, its joins and the dozen subqueries of each row were about three
 * quarters of a place page's planning (docs/decisions/065). `present` makes the statement's text
 * from the ids as a table `page (id, n)`, n their order.
 */
async function chosenThenShown<R>(
  db: DbOrTx,
  alias: 'l' | 'p',
  listing: Listing,
  q: PageOf,
  present: (page: SQL) => SQL,
): Promise<Placed<R>[]> {
  const chosen = await pageIds(db, pageSelect(alias, listing, q), listing.planEachTime);
  if (!chosen.length) return [];
  const ids = idArray(chosen.map((row) => row.id));
  return preparedRows<Placed<R>>(db, present(sql`unnest(${ids}) WITH ORDINALITY AS page (id, n)`));
}

/**
 * A page's row of another table, by its primary key. As a LATERAL subquery that cannot be merged
 * into the join (its LIMIT), so even a generic plan (db/prepared.ts) fetches the page's dozen
 * rows by id: with the id unknown, a plan once hashed the whole postings table at 10,000 loads.
 */
const byId = (table: string, alias: string, id: SQL) =>
  sql`CROSS JOIN LATERAL (SELECT * FROM ${sql.raw(table)} WHERE id = ${id} LIMIT 1) ${sql.raw(alias)}`;

/**
 * A page's poster (`u`), by id, with their rating (trust/rating.ts) as columns of the same row. Its
 * trip counts read every delivered trip of the poster; in this LATERAL subquery the plan keeps the
 * row per poster (a Memoize), so a page of one poster's rows counts their trips once, not once a
 * row: 55 ms → 2.4 ms for a page of 24 rows of a poster with 20,000 trips (docs/decisions/065).
 */
const posterById = (userId: SQL) =>
  sql`CROSS JOIN LATERAL (SELECT x.*, ${ratingColumns('x')} FROM users x WHERE x.id = ${userId} LIMIT 1) u`;

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

/**
 * A listing's conditions: all together (`shared`, for the counts), and as disjoint arms whose rows
 * together are the listing's (one per combination of its place filters' parts; the listing's
 * conditions alone when it has no place filter), for a page (pageSelect).
 */
interface ListingWhere {
  shared: SQL;
  arms: Arm[];
}

/**
 * One arm of a listing: its conditions, and whether it is read whole and then sorted (one of them
 * matches a location's text through the trigram index, pageSelect).
 */
interface Arm {
  where: SQL;
  whole: boolean;
}

/** The conditions of `base` and each place filter (null: none), as ListingWhere. */
function listingWhere(base: SQL[], places: (PlaceParts | null)[]): ListingWhere {
  const used = places.filter((place): place is PlaceParts => place !== null);
  const combinations = used.reduce<Arm[][]>(
    (sofar, place) => sofar.flatMap((combination) => place.parts.map((part) => [...combination, part])),
    [[]],
  );
  const shared = and([...base, ...used.map((place) => place.any)]);
  return {
    shared,
    arms: used.length
      ? combinations.map((combination) => ({
          where: and([...base, ...combination.map((part) => part.where)]),
          whole: combination.some((part) => part.whole),
        }))
      : [{ where: shared, whole: false }],
  };
}

/**
 * A listing for one filter set: its table, its conditions (built when a statement needs them: a
 * request answered from kept rows and counts does not), the key its counts and kept pages go by
 * (queries/listing-counts.ts, queries/listing-pages.ts), and whether its pages are planned with
 * their values each time (pageIds).
 */
export interface Listing {
  listing: { kind: ListingKind; from: SQL; owner: SQL };
  readonly shared: SQL;
  readonly arms: Arm[];
  key: string;
  planEachTime: boolean;
  /**
   * Whether a new row could be listed here: false only when one of the filters above cannot match
   * it (the kept counts and pages of this filter set then stay, queries/listing-changes.ts).
   */
  mayList: (row: ListedRow) => boolean;
}

function listingOf(
  listing: Listing['listing'],
  where: () => ListingWhere,
  key: unknown[],
  planEachTime: boolean,
  mayList: (row: ListedRow) => boolean,
): Listing {
  let built: ListingWhere | undefined;
  return {
    listing,
    get shared() {
      return (built ??= where()).shared;
    },
    get arms() {
      return (built ??= where()).arms;
    },
    key: JSON.stringify(key),
    planEachTime,
    mayList,
  };
}

/**
 * The ids and times of a page's rows, newest first. A listing of several arms (a place filter:
 * rows by district id, rows by text) is read arm by arm, each in the listing's order and no
 * further than the page's end, then merged: a district's rows come from its index newest first
 * (a dozen entries for a first page) instead of every match of the district read and sorted.
 *
 * An arm matching a location's text of three characters or more is read whole, then sorted
 * (`OFFSET 0` keeps the planner from reading it in the listing's order): its matches come from the
 * trigram index of the rows without a district. Offered the listing's order, the planner walked
 * the listing's index for a short text (Leh, Mon, Nuh: one trigram, which it rates common) and,
 * finding none, read every open item (docs/decisions/064). A shorter text has no trigram to look
 * up, so walking the listing's order is the planner's best way to it.
 */
function pageSelect(alias: 'l' | 'p', listing: Listing, q: PageOf): SQL {
  const read = ({ where, whole }: Arm) => {
    const select = sql`SELECT ${sql.raw(`${alias}.id, ${alias}.created_at`)} FROM ${listing.listing.from}
        WHERE ${pageWhere(alias, where, q)}`;
    return whole
      ? sql`SELECT id, created_at FROM (${select} OFFSET 0) AS by_text ORDER BY created_at DESC, id DESC`
      : sql`${select} ORDER BY ${sql.raw(`${alias}.created_at DESC, ${alias}.id DESC`)}`;
  };
  const [only, ...more] = listing.arms;
  if (!more.length) return sql`${read(only!)} LIMIT ${literal(q.limit)} OFFSET ${literal(q.offset)}`;
  return sql`SELECT id, created_at FROM (${sql.join(
    listing.arms.map((arm) => sql`(${read(arm)} LIMIT ${literal(q.offset + q.limit)})`),
    sql` UNION ALL `,
  )}) AS arms ORDER BY created_at DESC, id DESC LIMIT ${literal(q.limit)} OFFSET ${literal(q.offset)}`;
}

/**
 * The viewer has an open bid on the load (any truck of theirs): the card says "Bid placed"
 * (false for no viewer: the caller marks them, queries/listing-pages.ts).
 */
const bidPlaced = (kind: number, column: string, viewerId: number | null) =>
  viewerId === null
    ? sql`false`
    : sql`EXISTS (SELECT 1 FROM bids b WHERE ${sql.raw(`b.${column}`)} AND b.kind = ${literal(kind)}
            AND b.bidder_id = ${viewerId} AND b.status = ${literal(BID.open)})`;

/** Of these items, the ones the viewer has an open bid on (the cards of a page kept in memory). */
async function bidOn(
  db: DbOrTx,
  kind: number,
  column: 'load_id' | 'posting_id',
  viewerId: number,
  ids: string[],
) {
  if (!ids.length) return new Set<string>();
  const found = await preparedRows<{ id: string }>(
    db,
    sql`SELECT DISTINCT ${sql.raw(column)}::text AS id FROM bids
        WHERE kind = ${literal(kind)} AND status = ${literal(BID.open)} AND bidder_id = ${viewerId}
          AND ${sql.raw(column)} = ANY(${idArray(ids)})`,
  );
  return new Set(found.map((row) => row.id));
}

// ---------------------------------------------------------------- loads

/** A marketplace load; the reference names (and tonnes) are filled in from memory (present.ts). */
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
  /** The poster is verified (profiles/verified.ts). */
  verified: boolean;
  /** The price and terms (present.ts spreads them). */
  terms: Terms | null;
}

/**
 * There is no filter on the number of trucks: a load is open exactly while one of its trucks is
 * (docs/decisions/017), so "at least one truck open" is the status the index already filters on.
 */
export interface LoadFilters {
  pickupLoc: PlaceFilter | null;
  deliveryLoc: PlaceFilter | null;
  pickupDate: string | null;
  materialId: number | null;
  /** Loads needing at most this many tonnes. */
  maxTonnes: number | null;
  truckTypeId: number | null;
  /** Only loads that take Book Now (served by the partial index loads_book_now). */
  bookNow: boolean;
}

export const NO_LOAD_FILTERS: LoadFilters = {
  pickupLoc: null,
  deliveryLoc: null,
  pickupDate: null,
  materialId: null,
  maxTonnes: null,
  truckTypeId: null,
  bookNow: false,
};

/** The Book Now filter (bookNowIn, the partial indexes' expression). */
const takesBookNow = (alias: 'l' | 'p') => sql.raw(bookNowIn(`${alias}.terms`));

/** Live open loads matching the filters, anyone's (the viewer's own are excluded by the caller). */
function marketLoadsWhere(today: Today, f: LoadFilters): ListingWhere {
  const where = [
    sql`l.status = ${literal(LOAD.open)}`,
    sql`l.pickup_date >= ${today.date}::date`,
    shownOwner('l.user_id'),
  ];
  if (f.pickupDate) where.push(sql`l.pickup_date >= ${f.pickupDate}::date`);
  if (f.materialId !== null) where.push(sql`l.material_id = ${f.materialId}`);
  if (f.truckTypeId !== null) where.push(sql`l.truck_type_id = ${f.truckTypeId}`);
  if (f.bookNow) where.push(takesBookNow('l'));
  if (f.maxTonnes !== null)
    where.push(sql`l.capacity_id IN (SELECT id FROM truck_capacities WHERE tonnes <= ${f.maxTonnes})`);
  return listingWhere(where, [
    f.pickupLoc && placeParts(sql`l.pickup_district_id`, sql`l.pickup_loc`, f.pickupLoc),
    f.deliveryLoc && placeParts(sql`l.delivery_district_id`, sql`l.delivery_loc`, f.deliveryLoc),
  ]);
}

/** A marketplace load's columns (`l` the load, `u` its poster), as the listing and loads-near send them. */
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
  ${bidPlaced(KIND.onLoad, 'load_id = l.id', viewerId)} AS bid_placed,
  l.comments,
  l.material_id::text AS materials_id,
  l.capacity_id::text AS truck_capacities_id,
  l.truck_type_id::text AS truck_types_id,
  l.user_id::text AS users_id,
  u.user_type_id::text AS user_types_id,
  ${verifiedUser('u')} AS verified,
  l.terms`;

const LOADS = {
  kind: 'loads',
  from: sql`loads l`,
  owner: sql`l.user_id`,
} as const;

/** The loads listing for one filter set. */
export const loadsListing = (today: Today, filters: LoadFilters) =>
  listingOf(
    LOADS,
    () => marketLoadsWhere(today, filters),
    [today.date, filters],
    !!(filters.pickupLoc || filters.deliveryLoc || filters.pickupDate),
    mayListUnder({ ...filters, from: filters.pickupLoc, to: filters.deliveryLoc }),
  );

/** A load as the listings' filters see it (ListedRow), one JSON value, for a RETURNING of `loads`. */
export const LISTED_LOAD = listedRow('pickup_district_id', 'delivery_district_id', 'material_id');

/**
 * Open loads, newest first, one page (decision 006): chosen on the loads table alone (its index
 * gives the order), then joined for those rows only (chosenThenShown).
 */
export function marketLoadsPage(db: DbOrTx, listing: Listing, q: PageOf) {
  return chosenThenShown<LoadListingRow>(
    db,
    'l',
    listing,
    q,
    (page) => sql`
      SELECT ${loadListingColumns(q.viewerId)}, ${ratingColumnsOf('u')}, ${daysToPayColumns('u')},
             l.created_at::text AS sort_at
      FROM ${page}
      ${byId('loads', 'l', sql`page.id`)}
      ${posterById(sql`l.user_id`)}
      ORDER BY page.n`,
  );
}

/** Of these loads, the ones the viewer has an open bid on. */
export const loadsBidOn = (db: DbOrTx, viewerId: number, loadIds: string[]) =>
  bidOn(db, KIND.onLoad, 'load_id', viewerId, loadIds);

// ---------------------------------------------------------------- posted trucks

/** A marketplace posting; the reference names (and tonnes) are filled in from memory (present.ts). */
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
  /** The poster is verified (profiles/verified.ts). */
  verified: boolean;
  /** The price and terms (present.ts spreads them). */
  terms: Terms | null;
}

export interface PostingFilters {
  from: PlaceFilter | null;
  to: PlaceFilter | null;
  /** Postings on or after this day's start (ISO instant). */
  fromInstant: string | null;
  /** Postings offering at least this many tonnes. */
  minTonnes: number | null;
  truckTypeId: number | null;
  /** Only postings that take Book Now (the partial index truck_postings_book_now). */
  bookNow: boolean;
}

export const NO_POSTING_FILTERS: PostingFilters = {
  from: null,
  to: null,
  fromInstant: null,
  minTonnes: null,
  truckTypeId: null,
  bookNow: false,
};

/** Live open postings matching the filters, anyone's (the viewer's own are excluded by the caller). */
function marketPostingsWhere(today: Today, f: PostingFilters): ListingWhere {
  const where = [
    sql`p.status = ${literal(POSTING.open)}`,
    sql`p.available_at >= ${today.start}::timestamptz`,
    shownOwner('p.user_id'),
  ];
  if (f.fromInstant) where.push(sql`p.available_at >= ${f.fromInstant}::timestamptz`);
  if (f.truckTypeId !== null) where.push(sql`p.truck_type_id = ${f.truckTypeId}`);
  if (f.bookNow) where.push(takesBookNow('p'));
  if (f.minTonnes !== null)
    where.push(sql`p.capacity_id IN (SELECT id FROM truck_capacities WHERE tonnes >= ${f.minTonnes})`);
  return listingWhere(where, [
    f.from && placeParts(sql`p.from_district_id`, sql`p.from_loc`, f.from),
    f.to && placeParts(sql`p.to_district_id`, sql`p.to_loc`, f.to),
  ]);
}

const POSTINGS = {
  kind: 'postings',
  from: sql`truck_postings p`,
  owner: sql`p.user_id`,
} as const;

/** The postings listing for one filter set. */
export const postingsListing = (today: Today, filters: PostingFilters) =>
  listingOf(
    POSTINGS,
    () => marketPostingsWhere(today, filters),
    [today.start, filters],
    !!(filters.from || filters.to || filters.fromInstant),
    mayListUnder(filters),
  );

/** A posting as the listings' filters see it (ListedRow), as LISTED_LOAD, for `truck_postings`. */
export const LISTED_POSTING = listedRow('from_district_id', 'to_district_id', 'NULL::int');

/** Open postings, newest first, one page (as marketLoadsPage). */
export function marketPostingsPage(db: DbOrTx, listing: Listing, q: PageOf) {
  return chosenThenShown<PostingListingRow>(
    db,
    'p',
    listing,
    q,
    (page) => sql`
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
        p.terms,
        ${isoTimestamp('p.created_at')} AS "createdAt",
        ${bidPlaced(KIND.onTruck, 'posting_id = p.id', q.viewerId)} AS bid_placed,
        ${ratingColumnsOf('u')},
        p.created_at::text AS sort_at
      FROM ${page}
      ${byId('truck_postings', 'p', sql`page.id`)}
      ${byId('trucks', 't', sql`p.truck_id`)}
      ${posterById(sql`p.user_id`)}
      ORDER BY page.n`,
  );
}

/** Of these postings, the ones the viewer has an open bid on. */
export const postingsBidOn = (db: DbOrTx, viewerId: number, postingIds: string[]) =>
  bidOn(db, KIND.onTruck, 'posting_id', viewerId, postingIds);
