/**
 * Bids' SQL: the bid view (every column a bid's screens show, written once), the facts the bid
 * rules read under their locks, and the writes of placing, countering and closing a bid.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Language, Terms, TruckPaper } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { preparedRows } from '../../../db/prepared.js';
import { rows } from '../../../db/rows.js';
import { indiaDate, indiaDateTime, isoTimestamp, literal, localised, shownName } from '../../../db/sql.js';
import { samePersonColumn } from '../../auth/people.js';
import { heldByPaperColumn } from '../../profiles/truck-paper-hold.js';
import { verifiedUser } from '../../profiles/verified.js';
import type { Today } from '../../../lib/india-day.js';
import { BID, KIND, LIVE_TRIP, LOAD, PARTY, POSTING, type KindCode } from '../codes.js';
import { bidOffers, bids } from '../schema.js';
import { LOAD_AND_TRUCK_NAMES, loadAndTruckNames } from './names.js';

/**
 * An open bid whose load or posting is no longer live (booked by another bid, or its day has
 * passed) is closed, whatever its stored status: the same rule the marketplace lists use.
 */
const effectiveStatus = (today: Today) => sql`
  (CASE WHEN b.status = ${BID.open} AND (
          l.status <> ${LOAD.open} OR l.pickup_date < ${today.date}::date
          OR (b.kind = ${KIND.onTruck} AND (p.status <> ${POSTING.open} OR p.available_at < ${today.start}::timestamptz))
        ) THEN ${BID.closed} ELSE b.status END)`;

/** A bid as its screens show it, either kind (present.ts shapes it per kind). */
export interface BidRecord {
  id: string;
  kind: KindCode;
  amount: number;
  current_amount: number;
  last_offer_by: number;
  offers: number;
  status: number;
  created_at: string;
  updated_at: string;
  bidder_id: string;
  bidder_name: string;
  bidder_type: number;
  owner_id: string;
  owner_name: string;
  loads_id: string;
  materials_id: string;
  materials_name: string;
  load_capacities_name: string;
  pickup_date: string;
  pickup_loc: string;
  delivery_loc: string;
  truck_id: string;
  reg_number: string;
  truck_types_name: string;
  truck_capacities_name: string;
  posting_id: string | null;
  posting_from: string | null;
  posting_to: string | null;
  posting_date_time: string | null;
  schedule_id: string | null;
  verified: boolean;
}

/** The bid view; `source` is the bids table, or a bid just inserted. */
function selectBids(where: SQL, today: Today, lang: Language, tail: SQL = sql``, source: SQL = sql`bids`) {
  return sql`
    SELECT
      b.id::text AS id,
      b.kind::int AS kind,
      b.amount, b.current_amount,
      b.last_offer_by::int AS last_offer_by,
      b.offers::int AS offers,
      ${effectiveStatus(today)}::int AS status,
      ${isoTimestamp('b.created_at')} AS created_at,
      ${isoTimestamp('b.updated_at')} AS updated_at,
      b.bidder_id::text AS bidder_id,
      ${shownName('bu')} AS bidder_name,
      bu.user_type_id::int AS bidder_type,
      b.owner_id::text AS owner_id,
      ${shownName('ou')} AS owner_name,
      l.id::text AS loads_id,
      l.material_id::text AS materials_id,
      to_char(l.pickup_date, 'YYYY-MM-DD') AS pickup_date,
      l.pickup_loc, l.delivery_loc,
      t.id::text AS truck_id,
      t.reg_number,
      ${loadAndTruckNames(lang)},
      p.id::text AS posting_id,
      p.from_loc AS posting_from,
      p.to_loc AS posting_to,
      ${indiaDateTime('p.available_at')} AS posting_date_time,
      s.id::text AS schedule_id,
      ${verifiedUser('bu')} AS verified
    FROM ${source} b
    JOIN loads l ON l.id = b.load_id
    JOIN trucks t ON t.id = b.truck_id
    LEFT JOIN truck_postings p ON p.id = b.posting_id
    JOIN users bu ON bu.id = b.bidder_id
    JOIN users ou ON ou.id = b.owner_id
    ${LOAD_AND_TRUCK_NAMES}
    LEFT JOIN schedules s ON s.bid_id = b.id
    WHERE ${where}
    ${tail}`;
}

/** Bids list: newest first, at most this many (a load or a truck draws dozens, not thousands). */
export const BIDS_LIST_MAX = 500;

/** Which of the four lists: bids of a kind, on or with one of the user's loads or trucks, on their side. */
export interface ListKey<K extends KindCode = KindCode> {
  kind: K;
  by: 'load' | 'truck';
  side: 'owner' | 'bidder';
}

export function listBids(
  db: DbOrTx,
  key: ListKey,
  itemId: number,
  userId: number,
  today: Today,
  lang: Language,
) {
  const column = key.by === 'load' ? sql`b.load_id` : sql`b.truck_id`;
  const party = key.side === 'owner' ? sql`b.owner_id` : sql`b.bidder_id`;
  return rows<BidRecord>(
    db,
    selectBids(
      sql`b.kind = ${key.kind} AND ${column} = ${itemId} AND ${party} = ${userId}`,
      today,
      lang,
      sql`ORDER BY b.created_at DESC, b.id DESC LIMIT ${BIDS_LIST_MAX}`,
    ),
  );
}

export async function findBid(db: DbOrTx, bidId: number, today: Today, lang: Language) {
  const [row] = await rows<BidRecord>(db, selectBids(sql`b.id = ${bidId}`, today, lang));
  return row;
}

// ---------------------------------------------------------------- what the rules read

export interface LoadFacts {
  id: number;
  user_id: number;
  status: number;
  pickup_date: string;
  live: boolean;
  /** Trucks of the load not yet booked (docs/decisions/017). */
  trucks_open: number;
  /** What a truck must offer to fit it (truckFit, packages/contract/src/truck-fit.ts). */
  tonnes: number;
  truck_type_id: number;
  /** The load's price and terms (null: none given), copied onto its trips. */
  terms: Terms | null;
}

const loadFactColumns = (today: Today) => sql`
  l.id, l.user_id, l.status::int AS status, to_char(l.pickup_date, 'YYYY-MM-DD') AS pickup_date,
  (l.status = ${LOAD.open} AND l.pickup_date >= ${today.date}::date) AS live,
  (l.no_of_trucks - l.trucks_booked)::int AS trucks_open,
  (SELECT c.tonnes::float8 FROM truck_capacities c WHERE c.id = l.capacity_id) AS tonnes,
  l.truck_type_id::int AS truck_type_id, l.terms`;
type LoadFactRow = Omit<LoadFacts, 'id' | 'user_id'> & { id: string; user_id: string };
const toLoadFacts = (row: LoadFactRow): LoadFacts => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
});

/** A row lock: FOR SHARE, FOR UPDATE, or none. */
export type Lock = 'share' | 'update' | null;
const forLock = (lock: Lock, of = '') =>
  lock === 'share' ? sql.raw(`FOR SHARE${of}`) : lock === 'update' ? sql.raw(`FOR UPDATE${of}`) : sql``;

/**
 * A load with what the rules need, locked as asked. This and the other reads of one row by key
 * or by its truck below are named statements (db/prepared.ts): an accept and Book Now run them,
 * and planning each cost more than reading its row.
 */
export async function loadFacts(db: DbOrTx, loadId: number, today: Today, lock: Lock = null) {
  const [row] = await preparedRows<LoadFactRow>(
    db,
    sql`SELECT ${loadFactColumns(today)} FROM loads l WHERE l.id = ${loadId} ${forLock(lock, ' OF l')}`,
  );
  return row ? toLoadFacts(row) : undefined;
}

/** What a truck (or the posting of one) offers a load: its capacity's tonnes and its type. */
export interface Fitting {
  tonnes: number;
  truck_type_id: number;
}

export interface TruckFacts {
  id: number;
  user_id: number;
}

export async function truckFacts(
  db: DbOrTx,
  truckId: number,
  lock: 'update' | null = null,
): Promise<TruckFacts | undefined> {
  const [row] = await preparedRows<{ id: string; user_id: string }>(
    db,
    sql`SELECT id, user_id FROM trucks WHERE id = ${truckId} ${forLock(lock)}`,
  );
  return row ? { id: Number(row.id), user_id: Number(row.user_id) } : undefined;
}

/**
 * What the papers' hold needs of a truck (decision 069, `paper-hold.ts`): its number, to name it,
 * and the paper that holds it back (`profiles/truck-paper-hold.ts`), read with its other facts.
 */
export interface TruckHoldFacts {
  reg_number: string;
  held_by: TruckPaper | null;
}

/**
 * The truck a booking takes (an accept, Book Now), locked FOR UPDATE in THE order
 * (commands/accept-bid.ts), with its papers' hold.
 */
export async function truckToBook(
  db: DbOrTx,
  truckId: number,
): Promise<(TruckFacts & TruckHoldFacts) | undefined> {
  const [row] = await preparedRows<{ id: string; user_id: string } & TruckHoldFacts>(
    db,
    sql`SELECT t.id, t.user_id, t.reg_number, ${heldByPaperColumn(sql`t.id`)} AS held_by
        FROM trucks t WHERE t.id = ${truckId} FOR UPDATE OF t`,
  );
  return row ? { ...row, id: Number(row.id), user_id: Number(row.user_id) } : undefined;
}

/** A live trip (scheduled or in transit) of the truck on that day (one trip a truck a day). */
const busyOn = (truckId: SQL | number, date: SQL | string) =>
  sql`SELECT 1 FROM schedules
      WHERE truck_id = ${truckId} AND trip_date = ${typeof date === 'string' ? sql`${date}::date` : date}
        AND status IN (${sql.join(
          LIVE_TRIP.map((status) => literal(status)),
          sql`, `,
        )})
      LIMIT 1`;

export async function truckBusyOn(db: DbOrTx, truckId: number, date: string): Promise<boolean> {
  const found = await preparedRows<{ '?column?': number }>(db, busyOn(truckId, date));
  return found.length > 0;
}

/**
 * A bid's load (locked FOR SHARE, as `loadFacts`) and the truck it is made with (busy on the
 * load's day, its papers' hold), in one statement; the truck is undefined when it does not exist.
 */
export async function bidFacts(
  db: DbOrTx,
  loadId: number,
  truckId: number,
  today: Today,
): Promise<
  | {
      load: LoadFacts;
      truck: (TruckFacts & Fitting & TruckHoldFacts & { busy: boolean }) | undefined;
      /** The load's poster and the truck's owner are one person (auth/people.ts). */
      samePerson: boolean;
    }
  | undefined
> {
  const [row] = await preparedRows<
    LoadFactRow & {
      t_id: string | null;
      t_user_id: string | null;
      t_busy: boolean;
      t_tonnes: number;
      t_truck_type_id: number;
      t_reg_number: string;
      t_held_by: TruckPaper | null;
      same_person: boolean;
    }
  >(
    db,
    sql`
      SELECT ${loadFactColumns(today)},
             t.id AS t_id, t.user_id AS t_user_id,
             EXISTS (${busyOn(sql`t.id`, sql`l.pickup_date`)}) AS t_busy,
             (SELECT c.tonnes::float8 FROM truck_capacities c WHERE c.id = t.capacity_id) AS t_tonnes,
             t.truck_type_id::int AS t_truck_type_id,
             t.reg_number AS t_reg_number, ${heldByPaperColumn(sql`t.id`)} AS t_held_by,
             ${samePersonColumn(sql`l.user_id`, sql`t.user_id`)} AS same_person
      FROM loads l LEFT JOIN trucks t ON t.id = ${truckId}
      WHERE l.id = ${loadId}
      FOR SHARE OF l`,
  );
  if (!row) return undefined;
  const {
    t_id,
    t_user_id,
    t_busy,
    t_tonnes,
    t_truck_type_id,
    t_reg_number,
    t_held_by,
    same_person,
    ...load
  } = row;
  return {
    load: toLoadFacts(load),
    samePerson: same_person,
    truck:
      t_id === null
        ? undefined
        : {
            id: Number(t_id),
            user_id: Number(t_user_id),
            busy: t_busy,
            tonnes: t_tonnes,
            truck_type_id: t_truck_type_id,
            reg_number: t_reg_number,
            held_by: t_held_by,
          },
  };
}

export interface PostingFacts extends Fitting {
  id: number;
  truck_id: number;
  user_id: number;
  status: number;
  live: boolean;
  /** The posting's price and terms (null: none given). */
  terms: Terms | null;
}

/** The posting's capacity offered and its truck's type are what a load must fit. */
const postingColumns = (today: Today) => sql`
  id, truck_id, user_id, status::int AS status,
  (status = ${POSTING.open} AND available_at >= ${today.start}::timestamptz) AS live,
  (SELECT c.tonnes::float8 FROM truck_capacities c WHERE c.id = capacity_id) AS tonnes,
  truck_type_id::int AS truck_type_id, terms`;
type PostingRow = Fitting & {
  id: string;
  truck_id: string;
  user_id: string;
  status: number;
  live: boolean;
  terms: Terms | null;
};
const toPosting = (row: PostingRow): PostingFacts => ({
  ...row,
  id: Number(row.id),
  truck_id: Number(row.truck_id),
  user_id: Number(row.user_id),
});

/**
 * The truck's open posting (at most one), locked when asked; with `onDay` (a load's pickup day),
 * only a posting for that day in India (a booking books no posting of another day).
 */
export async function openPostingOfTruck(
  db: DbOrTx,
  truckId: number,
  today: Today,
  lock: Lock = null,
  onDay?: string,
) {
  const [row] = await preparedRows<PostingRow>(
    db,
    sql`SELECT ${postingColumns(today)} FROM truck_postings
        WHERE truck_id = ${truckId} AND status = ${POSTING.open}
          ${onDay === undefined ? sql`` : sql`AND ${indiaDate('available_at')} = ${onDay}::date`}
        ORDER BY id DESC LIMIT 1
        ${forLock(lock)}`,
  );
  return row ? toPosting(row) : undefined;
}

export async function postingFacts(
  db: DbOrTx,
  postingId: number,
  today: Today,
  lock: 'update' | null = null,
) {
  const [row] = await preparedRows<PostingRow>(
    db,
    sql`SELECT ${postingColumns(today)} FROM truck_postings WHERE id = ${postingId}
        ${forLock(lock)}`,
  );
  return row ? toPosting(row) : undefined;
}

/** A bid row locked for a change, with what the rules need. */
export interface LockedBid {
  id: number;
  kind: KindCode;
  bidder_id: number;
  owner_id: number;
  load_id: number;
  truck_id: number;
  posting_id: number | null;
  current_amount: number;
  last_offer_by: number;
  offers: number;
  /** Stored status. */
  status: number;
  /** Status with the liveness of its load and posting (an open bid on a gone item is closed). */
  effective: number;
}

/** A bid locked for its accept, counter or decline (a named statement: one row by key, db/prepared.ts). */
export async function lockBid(db: DbOrTx, bidId: number, today: Today): Promise<LockedBid | undefined> {
  const [row] = await preparedRows<Record<keyof LockedBid, string | number | null>>(
    db,
    sql`
      SELECT b.id, b.kind::int AS kind, b.bidder_id, b.owner_id, b.load_id, b.truck_id, b.posting_id,
             b.current_amount, b.last_offer_by::int AS last_offer_by, b.offers::int AS offers,
             b.status::int AS status, ${effectiveStatus(today)}::int AS effective
      FROM bids b
      JOIN loads l ON l.id = b.load_id
      LEFT JOIN truck_postings p ON p.id = b.posting_id
      WHERE b.id = ${bidId}
      FOR UPDATE OF b`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    kind: Number(row.kind) as KindCode,
    bidder_id: Number(row.bidder_id),
    owner_id: Number(row.owner_id),
    load_id: Number(row.load_id),
    truck_id: Number(row.truck_id),
    posting_id: row.posting_id === null ? null : Number(row.posting_id),
    current_amount: Number(row.current_amount),
    last_offer_by: Number(row.last_offer_by),
    offers: Number(row.offers),
    status: Number(row.status),
    effective: Number(row.effective),
  };
}

/** A party's name as the bid view shows it (a counter refused names the other side's offer). */
export async function shownNameOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await rows<{ name: string }>(
    db,
    sql`SELECT ${shownName('u')} AS name FROM users u WHERE u.id = ${userId}`,
  );
  return row?.name ?? '';
}

/**
 * The open bids of a (load, truck) pair of both kinds, oldest first: an accept naming only the
 * pair is ambiguous when they are of two kinds (decision 042).
 */
export function openBidsOfPair(db: DbOrTx, loadId: number, truckId: number) {
  return rows<{ bid_id: string; kind: number; amount: number }>(
    db,
    sql`SELECT id::text AS bid_id, kind::int AS kind, current_amount AS amount FROM bids
        WHERE load_id = ${loadId} AND truck_id = ${truckId} AND status = ${BID.open} ORDER BY id`,
  );
}

/** The open bid of a (load, truck) pair, for older clients that accept without a bid id. */
export async function openBidOfPair(
  db: DbOrTx,
  kind: KindCode,
  loadId: number,
  truckId: number,
): Promise<number | undefined> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM bids WHERE kind = ${kind} AND load_id = ${loadId} AND truck_id = ${truckId}
        ORDER BY (status = ${BID.open}) DESC, (status = ${BID.accepted}) DESC, id DESC LIMIT 1`,
  );
  return row ? Number(row.id) : undefined;
}

// ---------------------------------------------------------------- writes

export interface NewBid {
  kind: KindCode;
  bidderId: number;
  ownerId: number;
  loadId: number;
  truckId: number;
  postingId: number | null;
  amount: number;
  at: Date;
}

/** The bid, its first offer, and the bid as its screens show it (the bid view), in one statement. */
export async function insertBidShown(
  db: DbOrTx,
  bid: NewBid,
  today: Today,
  lang: Language,
): Promise<BidRecord> {
  const at = bid.at.toISOString();
  // A second live bid on the same pair fails on the partial unique indexes bids_live_on_load /
  // bids_live_on_posting (the caller answers 409). Named (db/prepared.ts): planning this join was
  // most of a bid's cost on PostgreSQL.
  const [row] = await preparedRows<BidRecord>(
    db,
    sql`
      WITH inserted AS (
        INSERT INTO bids (kind, bidder_id, owner_id, load_id, truck_id, posting_id, amount, current_amount,
                          last_offer_by, created_at, updated_at)
        VALUES (${bid.kind}, ${bid.bidderId}, ${bid.ownerId}, ${bid.loadId}, ${bid.truckId}, ${bid.postingId},
                ${bid.amount}, ${bid.amount}, ${PARTY.bidder}, ${at}::timestamptz, ${at}::timestamptz)
        RETURNING *
      ), offer AS (
        INSERT INTO bid_offers (bid_id, user_id, party, amount, created_at)
        SELECT id, ${bid.bidderId}, ${PARTY.bidder}, ${bid.amount}, ${at}::timestamptz FROM inserted
      )
      ${selectBids(sql`true`, today, lang, sql``, sql`inserted`)}`,
  );
  return row!;
}

/** A counter offer: its row, and the bid's amount, turn and offer count. */
export async function insertCounter(
  db: DbOrTx,
  offer: { bidId: number; userId: number; party: number; amount: number; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(bidOffers)
    .values({
      bidId: offer.bidId,
      userId: offer.userId,
      party: offer.party,
      amount: offer.amount,
      createdAt: offer.at,
    })
    .returning({ id: bidOffers.id });
  await db
    .update(bids)
    .set({
      currentAmount: offer.amount,
      lastOfferBy: offer.party,
      offers: sql`${bids.offers} + 1`,
      updatedAt: offer.at,
    })
    .where(eq(bids.id, offer.bidId));
  return row!.id;
}

export async function setBidStatus(db: DbOrTx, bidId: number, status: number, at: Date): Promise<void> {
  await db.update(bids).set({ status, updatedAt: at }).where(eq(bids.id, bidId));
}

// ---------------------------------------------------------------- negotiation and pending

export interface NegotiationRecord {
  id: string;
  bid_id: string;
  user_id: string;
  users_name: string;
  amount: number;
  created_at: string;
  party: number;
  previous_amount: number | null;
}

/** Every offer of the bid, oldest first, each with the offer it answered. */
export function offersOf(db: DbOrTx, bidId: number) {
  return rows<NegotiationRecord>(
    db,
    sql`
      SELECT o.id::text AS id, o.bid_id::text AS bid_id, o.user_id::text AS user_id,
             ${shownName('u')} AS users_name, o.amount,
             ${isoTimestamp('o.created_at')} AS created_at, o.party::int AS party,
             lag(o.amount) OVER (ORDER BY o.id) AS previous_amount
      FROM bid_offers o JOIN users u ON u.id = o.user_id
      WHERE o.bid_id = ${bidId}
      ORDER BY o.id`,
  );
}

export interface PendingRecord {
  kind: KindCode;
  bid_id: string;
  owner_id: string;
  amount: number;
  loads_id: string;
  truck_id: string;
  materials_name: string;
  reg_number: string;
  pickup_loc: string;
  delivery_loc: string;
  bidder_name: string;
  owner_name: string;
  updated_at: string;
}

/** Open bids waiting for this user: new bids and counters-back (owner), counters (bidder). */
export async function pendingFor(db: DbOrTx, userId: number, today: Today, lang: Language, limit: number) {
  const waiting = sql`(
    (b.owner_id = ${userId} AND b.last_offer_by = ${PARTY.bidder})
    OR (b.bidder_id = ${userId} AND b.last_offer_by = ${PARTY.owner})
  )`;
  const live = sql`${effectiveStatus(today)} = ${BID.open}`;
  const from = sql`
    FROM bids b
    JOIN loads l ON l.id = b.load_id
    LEFT JOIN truck_postings p ON p.id = b.posting_id
    WHERE b.status = ${BID.open} AND (b.owner_id = ${userId} OR b.bidder_id = ${userId})
      AND ${waiting} AND ${live}`;
  const [counted] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from}`);
  const items = await rows<PendingRecord>(
    db,
    sql`
      WITH page AS (SELECT b.id ${from} ORDER BY b.updated_at DESC, b.id DESC LIMIT ${limit})
      SELECT b.kind::int AS kind, b.id::text AS bid_id, b.owner_id::text AS owner_id, b.current_amount AS amount,
             l.id::text AS loads_id, t.id::text AS truck_id, ${localised('m', lang)} AS materials_name,
             t.reg_number, l.pickup_loc, l.delivery_loc,
             ${shownName('bu')} AS bidder_name, ${shownName('ou')} AS owner_name,
             ${isoTimestamp('b.updated_at')} AS updated_at
      FROM page
      JOIN bids b ON b.id = page.id
      JOIN loads l ON l.id = b.load_id
      JOIN trucks t ON t.id = b.truck_id
      JOIN materials m ON m.id = l.material_id
      JOIN users bu ON bu.id = b.bidder_id
      JOIN users ou ON ou.id = b.owner_id
      ORDER BY b.updated_at DESC, b.id DESC`,
  );
  return { count: counted?.n ?? 0, items };
}
