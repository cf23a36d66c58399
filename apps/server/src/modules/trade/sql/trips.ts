/**
 * Trips' SQL (a trip is a `schedules` row: a booked bid): the trip view (what the trip screens
 * show, written once), the writes of a booking and of the trip papers.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  SCHEDULES_MAX,
  type CancelReason,
  type Language,
  type Terms,
  type TripMilestone,
} from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { preparedRows } from '../../../db/prepared.js';
import { rows } from '../../../db/rows.js';
import { indiaDay, isoTimestamp, shownName } from '../../../db/sql.js';
import { BID, KIND, LOAD, POSTING, TRIP, TRUCK } from '../codes.js';
import { schedules, truckPostings, trucks } from '../schema.js';
import { LOAD_AND_TRUCK_NAMES, loadAndTruckNames } from './names.js';

// ---------------------------------------------------------------- booking

export async function insertSchedule(db: DbOrTx, trip: typeof schedules.$inferInsert): Promise<number> {
  const [row] = await db.insert(schedules).values(trip).returning({ id: schedules.id });
  return row!.id;
}

export async function scheduleOfBid(db: DbOrTx, bidId: number): Promise<number | undefined> {
  // Named (db/prepared.ts): every accept asks it, one row by key.
  const [row] = await preparedRows<{ id: string }>(db, sql`SELECT id FROM schedules WHERE bid_id = ${bidId}`);
  return row ? Number(row.id) : undefined;
}

/**
 * One more truck of the load is booked; with its last truck the load is booked and leaves the
 * marketplace (docs/decisions/017). Answers whether that was the last truck. The CHECK
 * loads_trucks_booked_check backs up the caller's count.
 */
export async function bookTruckOfLoad(db: DbOrTx, loadId: number): Promise<boolean> {
  const [row] = await preparedRows<{ full: boolean }>(
    db,
    sql`UPDATE loads SET trucks_booked = trucks_booked + 1,
          status = CASE WHEN trucks_booked + 1 >= no_of_trucks THEN ${LOAD.booked} ELSE status END
        WHERE id = ${loadId}
        RETURNING (trucks_booked >= no_of_trucks) AS full`,
  );
  return row!.full;
}

/** The posting leaves the marketplace and its truck is "added" again: it may be posted anew. */
export async function bookPosting(db: DbOrTx, postingId: number, truckId: number): Promise<void> {
  await db.update(truckPostings).set({ status: POSTING.booked }).where(eq(truckPostings.id, postingId));
  await db.update(trucks).set({ status: TRUCK.added }).where(eq(trucks.id, truckId));
}

/**
 * Every other open bid the booking makes moot is closed: bids on the load or made with it once its
 * last truck is booked (`loadId`; null while trucks are still open, so those bids may still be
 * accepted), bids on the booked posting, and bids of the truck on other loads picked up the same day.
 */
export async function closeCompetitors(
  db: DbOrTx,
  accepted: {
    bidId: number;
    loadId: number | null;
    postingId: number | null;
    truckId: number;
    tripDate: string;
    at: Date;
  },
): Promise<number> {
  const moot = [
    sql`(b.kind = ${KIND.onLoad} AND b.truck_id = ${accepted.truckId}
         AND b.load_id IN (SELECT id FROM loads WHERE pickup_date = ${accepted.tripDate}::date))`,
  ];
  if (accepted.loadId !== null) moot.push(sql`b.load_id = ${accepted.loadId}`);
  if (accepted.postingId !== null) moot.push(sql`b.posting_id = ${accepted.postingId}`);
  // Locked in id order first: two bookings whose moot bids overlap take them in the same order,
  // so they queue instead of deadlocking. Named (db/prepared.ts): one text per shape of booking.
  const lockedIds = await preparedRows<{ id: string }>(
    db,
    sql`SELECT b.id FROM bids b
        WHERE b.status = ${BID.open} AND b.id <> ${accepted.bidId} AND (${sql.join(moot, sql` OR `)})
        ORDER BY b.id FOR UPDATE`,
  );
  if (!lockedIds.length) return 0;
  const closed = await rows<{ id: string }>(
    db,
    sql`
      UPDATE bids SET status = ${BID.closed}, updated_at = ${accepted.at.toISOString()}::timestamptz
      WHERE status = ${BID.open} AND id IN (${sql.join(
        lockedIds.map((row) => sql`${Number(row.id)}`),
        sql`, `,
      )})
      RETURNING id`,
  );
  return closed.length;
}

// ---------------------------------------------------------------- the trip view

export interface TripRecord {
  schedule_id: string;
  status: number;
  amount: number;
  booked_on: string;
  created_at: string;
  pickup_date: string;
  pickup_loc: string;
  delivery_loc: string;
  materials_name: string;
  load_capacities_name: string;
  no_of_trucks: number;
  comments: string | null;
  vehicle_reg: string;
  truck_types_name: string;
  truck_capacities_name: string;
  loads_id: string;
  truck_id: string;
  bid_id: string;
  bid_kind: number;
  load_owner_id: string;
  truck_owner_id: string;
  load_owner_name: string;
  truck_owner_name: string;
  lr_file_id: string | null;
  pod_file_id: string | null;
  lr_uploaded_by: string | null;
  pod_uploaded_by: string | null;
  lr_uploaded_at: string | null;
  pod_uploaded_at: string | null;
  /** Migration 0029 (decision 045): who called the trip off, why, when. */
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_reason: CancelReason | null;
  load_owner_suspended: boolean;
  truck_owner_suspended: boolean;
  pickup_pin: string | null;
  delivery_pin: string | null;
  /** The terms copied at booking. */
  terms: Terms | null;
}

function selectTrips(where: SQL, lang: Language, tail: SQL = sql``) {
  return sql`
    SELECT
      s.id::text AS schedule_id,
      s.status::int AS status,
      s.amount,
      ${indiaDay('s.created_at')} AS booked_on,
      ${isoTimestamp('s.created_at')} AS created_at,
      to_char(s.trip_date, 'YYYY-MM-DD') AS pickup_date,
      l.pickup_loc, l.delivery_loc,
      l.no_of_trucks::int AS no_of_trucks,
      l.comments,
      t.reg_number AS vehicle_reg,
      ${loadAndTruckNames(lang)},
      s.load_id::text AS loads_id,
      s.truck_id::text AS truck_id,
      s.bid_id::text AS bid_id,
      b.kind::int AS bid_kind,
      s.load_owner_id::text AS load_owner_id,
      s.truck_owner_id::text AS truck_owner_id,
      ${shownName('lu')} AS load_owner_name,
      ${shownName('tu')} AS truck_owner_name,
      s.lr_file_id::text AS lr_file_id,
      s.pod_file_id::text AS pod_file_id,
      s.lr_uploaded_by::text AS lr_uploaded_by,
      s.pod_uploaded_by::text AS pod_uploaded_by,
      ${isoTimestamp('s.lr_uploaded_at')} AS lr_uploaded_at,
      ${isoTimestamp('s.pod_uploaded_at')} AS pod_uploaded_at,
      ${isoTimestamp('s.cancelled_at')} AS cancelled_at,
      s.cancelled_by::text AS cancelled_by,
      s.cancel_reason,
      lu.suspended_at IS NOT NULL AS load_owner_suspended,
      tu.suspended_at IS NOT NULL AS truck_owner_suspended,
      l.pickup_pin, l.delivery_pin,
      s.terms
    FROM schedules s
    JOIN bids b ON b.id = s.bid_id
    JOIN loads l ON l.id = s.load_id
    JOIN trucks t ON t.id = s.truck_id
    ${LOAD_AND_TRUCK_NAMES}
    JOIN users lu ON lu.id = s.load_owner_id
    JOIN users tu ON tu.id = s.truck_owner_id
    WHERE ${where}
    ${tail}`;
}

/** Trips of the user's loads (`side` load) or trucks (`side` truck), booked since `since`. */
export function listTrips(
  db: DbOrTx,
  userId: number,
  side: 'load' | 'truck',
  since: string | null,
  lang: Language,
) {
  const where = [side === 'load' ? sql`s.load_owner_id = ${userId}` : sql`s.truck_owner_id = ${userId}`];
  if (since) where.push(sql`s.created_at >= ${since}::timestamptz`);
  return rows<TripRecord>(
    db,
    selectTrips(
      sql.join(where, sql` AND `),
      lang,
      sql`ORDER BY s.created_at DESC, s.id DESC LIMIT ${SCHEDULES_MAX}`,
    ),
  );
}

/**
 * One trip by id, as its screens show it. Every accept and Book Now reads it: a named statement
 * (db/prepared.ts, one text per language), planned once per connection, where planning its nine
 * joins cost about twenty times reading one row by key (docs/performance.md).
 */
export async function findTrip(db: DbOrTx, scheduleId: number, lang: Language) {
  const [row] = await preparedRows<TripRecord>(db, selectTrips(sql`s.id = ${scheduleId}`, lang));
  return row;
}

export interface PartyRecord {
  users_id: string;
  users_name: string;
  company: string | null;
  user_type_id: number;
  mobile: string;
}

/** The two people of a trip, as its detail shows them to each other. */
export async function parties(db: DbOrTx, ids: number[]): Promise<Map<string, PartyRecord>> {
  const list = await rows<PartyRecord>(
    db,
    sql`SELECT u.id::text AS users_id, ${shownName('u')} AS users_name, nullif(u.company, '') AS company,
               u.user_type_id::int AS user_type_id, u.mobile
        FROM users u WHERE u.id IN (${sql.join(ids, sql`, `)})`,
  );
  return new Map(list.map((row) => [row.users_id, row]));
}

export interface FileRecord {
  id: string;
  name: string;
  content_type: string;
  size: number;
}

/** The trip papers' names, types and sizes (the files table is read, never written, here). */
export async function fileRecords(db: DbOrTx, ids: string[]): Promise<Map<string, FileRecord>> {
  if (!ids.length) return new Map();
  const list = await rows<FileRecord>(
    db,
    sql`SELECT id::text AS id, original_name AS name, content_type, size_bytes AS size
        FROM files WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Map(list.map((row) => [row.id, row]));
}

// ---------------------------------------------------------------- trip papers

export interface LockedTrip {
  id: number;
  status: number;
  /** The pickup day, YYYY-MM-DD. */
  trip_date: string;
  /** The booking, ISO 8601 (created_at): when a no-show report opens (reportOpensAt). */
  booked_at: string;
  load_owner_id: number;
  truck_owner_id: number;
}

export async function lockTrip(db: DbOrTx, scheduleId: number): Promise<LockedTrip | undefined> {
  const [row] = await rows<{
    id: string;
    status: number;
    trip_date: string;
    booked_at: string;
    load_owner_id: string;
    truck_owner_id: string;
  }>(
    db,
    sql`SELECT id, status::int AS status, to_char(trip_date, 'YYYY-MM-DD') AS trip_date,
               ${isoTimestamp('created_at')} AS booked_at, load_owner_id, truck_owner_id
        FROM schedules WHERE id = ${scheduleId} FOR UPDATE`,
  );
  return row
    ? {
        id: Number(row.id),
        status: row.status,
        trip_date: row.trip_date,
        booked_at: row.booked_at,
        load_owner_id: Number(row.load_owner_id),
        truck_owner_id: Number(row.truck_owner_id),
      }
    : undefined;
}

/**
 * A paper attached by one of the parties: the lorry receipt puts the trip in transit, the proof
 * of delivery delivers it.
 */
export async function attachPaper(
  db: DbOrTx,
  scheduleId: number,
  which: 'lorry_receipt' | 'proof_of_delivery',
  by: { fileId: string; userId: number; at: Date },
) {
  await db
    .update(schedules)
    .set(
      which === 'lorry_receipt'
        ? { lrFileId: by.fileId, lrUploadedBy: by.userId, lrUploadedAt: by.at, status: TRIP.inTransit }
        : { podFileId: by.fileId, podUploadedBy: by.userId, podUploadedAt: by.at, status: TRIP.delivered },
    )
    .where(eq(schedules.id, scheduleId));
}

// ---------------------------------------------------------------- calling a trip off

/**
 * What a cancel must lock before the trip (the lock order of accept-bid.ts: its load, truck,
 * posting), and its parties.
 */
export async function tripItems(db: DbOrTx, scheduleId: number) {
  const [row] = await rows<{
    load_id: string;
    truck_id: string;
    posting_id: string | null;
    load_owner_id: string;
    truck_owner_id: string;
  }>(
    db,
    sql`SELECT load_id, truck_id, posting_id, load_owner_id, truck_owner_id
        FROM schedules WHERE id = ${scheduleId}`,
  );
  return row
    ? {
        loadId: Number(row.load_id),
        truckId: Number(row.truck_id),
        postingId: row.posting_id === null ? null : Number(row.posting_id),
        load_owner_id: Number(row.load_owner_id),
        truck_owner_id: Number(row.truck_owner_id),
      }
    : undefined;
}

/** Whether an operator has suspended this user (users.suspended_at, decision 029). */
export async function isSuspended(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await rows<{ suspended: boolean }>(
    db,
    sql`SELECT suspended_at IS NOT NULL AS suspended FROM users WHERE id = ${userId}`,
  );
  return row?.suspended ?? false;
}

/** The milestones the trip's truck checked in (tracking's published view, decision 051). */
export async function milestonesOf(db: DbOrTx, scheduleId: number): Promise<TripMilestone[]> {
  const found = await rows<{ kind: TripMilestone }>(
    db,
    sql`SELECT kind FROM tracking_trip_milestones WHERE schedule_id = ${scheduleId} ORDER BY seq`,
  );
  return found.map((row) => row.kind);
}

export async function markCancelled(
  db: DbOrTx,
  scheduleId: number,
  by: { userId: number; reason: CancelReason; atFault: number; at: Date },
): Promise<void> {
  await db
    .update(schedules)
    .set({
      status: TRIP.cancelled,
      cancelledAt: by.at,
      cancelledBy: by.userId,
      cancelReason: by.reason,
      atFaultId: by.atFault,
    })
    .where(eq(schedules.id, scheduleId));
}

/**
 * The truck's share of the load is open again: one truck fewer booked, and a booked load is
 * open (the marketplace shows it while its pickup day has not passed).
 */
export async function releaseTruckOfLoad(db: DbOrTx, loadId: number): Promise<void> {
  await rows(
    db,
    sql`UPDATE loads SET trucks_booked = trucks_booked - 1,
          status = CASE WHEN status = ${LOAD.booked} THEN ${LOAD.open} ELSE status END
        WHERE id = ${loadId}`,
  );
}

/**
 * The posting the trip booked is open again when its day is still ahead and the truck has not
 * been posted anew meanwhile (one open posting a truck); its truck is "posted" again. Answers
 * whether it was reopened.
 */
export async function reopenPosting(db: DbOrTx, postingId: number, todayStart: string): Promise<boolean> {
  const reopened = await rows<{ truck_id: string }>(
    db,
    sql`UPDATE truck_postings p SET status = ${POSTING.open}
        WHERE p.id = ${postingId} AND p.status = ${POSTING.booked}
          AND p.available_at >= ${todayStart}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM truck_postings o WHERE o.truck_id = p.truck_id AND o.status = ${POSTING.open})
        RETURNING p.truck_id`,
  );
  if (!reopened.length) return false;
  await db
    .update(trucks)
    .set({ status: TRUCK.posted })
    .where(eq(trucks.id, Number(reopened[0]!.truck_id)));
  return true;
}

/** The trips of this user still booked (not picked up), each with its other party. */
export async function openTripsOf(db: DbOrTx, userId: number) {
  const found = await rows<{ id: string; other_id: string }>(
    db,
    sql`SELECT id, CASE WHEN load_owner_id = ${userId} THEN truck_owner_id ELSE load_owner_id END AS other_id
        FROM schedules
        WHERE (load_owner_id = ${userId} OR truck_owner_id = ${userId}) AND status = ${TRIP.scheduled}`,
  );
  return found.map((row) => ({ scheduleId: Number(row.id), otherId: Number(row.other_id) }));
}
