import { sql, type SQL } from 'drizzle-orm';
import {
  BID_KIND_CODE,
  BID_STATUS,
  LOAD_STATUS,
  POSTING_STATUS,
  SCHEDULES_MAX,
  SCHEDULE_STATUS,
  TRUCK_STATUS,
  type Language,
} from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { isoTimestamp, localised, shownName } from '../../db/sql.js';

const BID_ON_LOAD = Number(BID_KIND_CODE.onLoad);
const OPEN_BID = Number(BID_STATUS.open);
const CLOSED_BID = Number(BID_STATUS.closed);

export const TRIP = {
  scheduled: Number(SCHEDULE_STATUS.scheduled),
  inTransit: Number(SCHEDULE_STATUS.inTransit),
  delivered: Number(SCHEDULE_STATUS.delivered),
};

// ---------------------------------------------------------------- booking

export interface NewSchedule {
  bidId: number;
  loadId: number;
  truckId: number;
  postingId: number | null;
  loadOwnerId: number;
  truckOwnerId: number;
  amount: number;
  tripDate: string;
  at: Date;
}

export async function insertSchedule(db: DbOrTx, s: NewSchedule): Promise<number> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`
      INSERT INTO schedules (bid_id, load_id, truck_id, posting_id, load_owner_id, truck_owner_id, amount,
                             trip_date, created_at)
      VALUES (${s.bidId}, ${s.loadId}, ${s.truckId}, ${s.postingId}, ${s.loadOwnerId}, ${s.truckOwnerId},
              ${s.amount}, ${s.tripDate}::date, ${s.at.toISOString()}::timestamptz)
      RETURNING id`,
  );
  return Number(row!.id);
}

export async function scheduleOfBid(db: DbOrTx, bidId: number): Promise<number | undefined> {
  const [row] = await rows<{ id: string }>(db, sql`SELECT id FROM schedules WHERE bid_id = ${bidId}`);
  return row ? Number(row.id) : undefined;
}

/**
 * One more truck of the load is booked; with its last truck the load is booked and leaves the
 * marketplace (docs/decisions/017). Answers whether that was the last truck. The CHECK
 * loads_trucks_booked_check backs up the caller's count.
 */
export async function bookTruckOfLoad(db: DbOrTx, loadId: number): Promise<boolean> {
  const [row] = await rows<{ full: boolean }>(
    db,
    sql`UPDATE loads SET trucks_booked = trucks_booked + 1,
          status = CASE WHEN trucks_booked + 1 >= no_of_trucks THEN ${Number(LOAD_STATUS.booked)} ELSE status END
        WHERE id = ${loadId}
        RETURNING (trucks_booked >= no_of_trucks) AS full`,
  );
  return row!.full;
}

/** The posting leaves the marketplace and its truck is "added" again: it may be posted anew. */
export async function bookPosting(db: DbOrTx, postingId: number, truckId: number): Promise<void> {
  await db.execute(
    sql`UPDATE truck_postings SET status = ${Number(POSTING_STATUS.booked)} WHERE id = ${postingId}`,
  );
  await db.execute(sql`UPDATE trucks SET status = ${Number(TRUCK_STATUS.added)} WHERE id = ${truckId}`);
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
    sql`(b.kind = ${BID_ON_LOAD} AND b.truck_id = ${accepted.truckId}
         AND b.load_id IN (SELECT id FROM loads WHERE pickup_date = ${accepted.tripDate}::date))`,
  ];
  if (accepted.loadId !== null) moot.push(sql`b.load_id = ${accepted.loadId}`);
  if (accepted.postingId !== null) moot.push(sql`b.posting_id = ${accepted.postingId}`);
  // Locked in id order first: two bookings whose moot bids overlap take them in the same order,
  // so they queue instead of deadlocking.
  const lockedIds = await rows<{ id: string }>(
    db,
    sql`SELECT b.id FROM bids b
        WHERE b.status = ${OPEN_BID} AND b.id <> ${accepted.bidId} AND (${sql.join(moot, sql` OR `)})
        ORDER BY b.id FOR UPDATE`,
  );
  if (!lockedIds.length) return 0;
  const closed = await rows<{ id: string }>(
    db,
    sql`
      UPDATE bids SET status = ${CLOSED_BID}, updated_at = ${accepted.at.toISOString()}::timestamptz
      WHERE status = ${OPEN_BID} AND id IN (${sql.join(
        lockedIds.map((row) => sql`${Number(row.id)}`),
        sql`, `,
      )})
      RETURNING id`,
  );
  return closed.length;
}

// ---------------------------------------------------------------- lists

export interface ScheduleRecord {
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
}

function selectSchedules(where: SQL, lang: Language, tail: SQL = sql``) {
  return sql`
    SELECT
      s.id::text AS schedule_id,
      s.status::int AS status,
      s.amount,
      to_char(s.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS booked_on,
      ${isoTimestamp('s.created_at')} AS created_at,
      to_char(s.trip_date, 'YYYY-MM-DD') AS pickup_date,
      l.pickup_loc, l.delivery_loc,
      ${localised('m', lang)} AS materials_name,
      ${localised('lc', lang)} AS load_capacities_name,
      l.no_of_trucks::int AS no_of_trucks,
      l.comments,
      t.reg_number AS vehicle_reg,
      ${localised('tt', lang)} AS truck_types_name,
      ${localised('tc', lang)} AS truck_capacities_name,
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
      ${isoTimestamp('s.pod_uploaded_at')} AS pod_uploaded_at
    FROM schedules s
    JOIN bids b ON b.id = s.bid_id
    JOIN loads l ON l.id = s.load_id
    JOIN trucks t ON t.id = s.truck_id
    JOIN materials m ON m.id = l.material_id
    JOIN truck_capacities lc ON lc.id = l.capacity_id
    JOIN truck_types tt ON tt.id = t.truck_type_id
    JOIN truck_capacities tc ON tc.id = t.capacity_id
    JOIN users lu ON lu.id = s.load_owner_id
    JOIN users tu ON tu.id = s.truck_owner_id
    WHERE ${where}
    ${tail}`;
}

/** Trips of the user's loads (`side` load) or trucks (`side` truck), booked since `since`. */
export function listSchedules(
  db: DbOrTx,
  userId: number,
  side: 'load' | 'truck',
  since: string | null,
  lang: Language,
) {
  const where = [side === 'load' ? sql`s.load_owner_id = ${userId}` : sql`s.truck_owner_id = ${userId}`];
  if (since) where.push(sql`s.created_at >= ${since}::timestamptz`);
  return rows<ScheduleRecord>(
    db,
    selectSchedules(
      sql.join(where, sql` AND `),
      lang,
      sql`ORDER BY s.created_at DESC, s.id DESC LIMIT ${SCHEDULES_MAX}`,
    ),
  );
}

export async function findSchedule(db: DbOrTx, scheduleId: number, lang: Language) {
  const [row] = await rows<ScheduleRecord>(db, selectSchedules(sql`s.id = ${scheduleId}`, lang));
  return row;
}

export interface PartyRecord {
  users_id: string;
  users_name: string;
  company: string | null;
  user_type_id: number;
  mobile: string;
}

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

// ---------------------------------------------------------------- trip documents

export interface LockedSchedule {
  id: number;
  status: number;
  /** The pickup day, YYYY-MM-DD. */
  trip_date: string;
  load_owner_id: number;
  truck_owner_id: number;
}

export async function lockSchedule(db: DbOrTx, scheduleId: number): Promise<LockedSchedule | undefined> {
  const [row] = await rows<{
    id: string;
    status: number;
    trip_date: string;
    load_owner_id: string;
    truck_owner_id: string;
  }>(
    db,
    sql`SELECT id, status::int AS status, to_char(trip_date, 'YYYY-MM-DD') AS trip_date, load_owner_id,
               truck_owner_id
        FROM schedules WHERE id = ${scheduleId} FOR UPDATE`,
  );
  return row
    ? {
        id: Number(row.id),
        status: row.status,
        trip_date: row.trip_date,
        load_owner_id: Number(row.load_owner_id),
        truck_owner_id: Number(row.truck_owner_id),
      }
    : undefined;
}

export async function attachLorryReceipt(
  db: DbOrTx,
  scheduleId: number,
  fileId: string,
  userId: number,
  at: Date,
) {
  await db.execute(
    sql`UPDATE schedules SET lr_file_id = ${fileId}::uuid, lr_uploaded_by = ${userId},
          lr_uploaded_at = ${at.toISOString()}::timestamptz, status = ${TRIP.inTransit}
        WHERE id = ${scheduleId}`,
  );
}

export async function attachProofOfDelivery(
  db: DbOrTx,
  scheduleId: number,
  fileId: string,
  userId: number,
  at: Date,
) {
  await db.execute(
    sql`UPDATE schedules SET pod_file_id = ${fileId}::uuid, pod_uploaded_by = ${userId},
          pod_uploaded_at = ${at.toISOString()}::timestamptz, status = ${TRIP.delivered}
        WHERE id = ${scheduleId}`,
  );
}
