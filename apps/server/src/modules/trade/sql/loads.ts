/** A load owner's SQL: their loads as Your Loads shows them (OwnLoad), and adding one. */
import { sql } from 'drizzle-orm';
import { withTerms, type Language, type ListedRow, type Terms } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { rows } from '../../../db/rows.js';
import { isoTimestamp, localised } from '../../../db/sql.js';
import type { Today } from '../../../lib/india-day.js';
import { LOAD, TRIP } from '../codes.js';
import { LISTED_LOAD, cappedCount } from './listings.js';

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
  terms: Terms | null;
}

/** An open load past its day shows expired; a booked one whose every trip is delivered, delivered. */
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
  (CASE WHEN l.status = ${LOAD.open} AND l.pickup_date >= ${today.date}::date
        THEN l.no_of_trucks - l.trucks_booked ELSE 0 END)::int AS trucks_open,
  l.comments,
  (CASE WHEN l.status = ${LOAD.open} AND l.pickup_date < ${today.date}::date THEN ${LOAD.expired}
        WHEN l.status = ${LOAD.booked} AND (
          SELECT bool_and(s.status = ${TRIP.delivered}) FROM schedules s WHERE s.load_id = l.id) IS TRUE
        THEN ${LOAD.delivered}
        ELSE l.status END)::text AS loads_status,
  ${isoTimestamp('l.created_at')} AS "createdAt",
  l.terms`;
const loadJoins = sql`
  JOIN materials m ON m.id = l.material_id
  JOIN truck_capacities c ON c.id = l.capacity_id
  JOIN truck_types tt ON tt.id = l.truck_type_id
  JOIN users u ON u.id = l.user_id`;

/** The owner's loads, newest first (every status), and how many (to `countCap`). */
export async function ownLoads(
  db: DbOrTx,
  ownerId: number,
  today: Today,
  paging: { limit: number; offset: number; countCap: number },
  lang: Language,
) {
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
  return { data: data.map(withTerms), total };
}

export async function ownLoad(db: DbOrTx, loadId: number, ownerId: number, today: Today, lang: Language) {
  const [row] = await rows<OwnLoadRow>(
    db,
    sql`SELECT ${ownLoadColumns(lang, today)} FROM loads l ${loadJoins}
        WHERE l.id = ${loadId} AND l.user_id = ${ownerId}`,
  );
  return row && withTerms(row);
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
  /** Optional PIN codes of the places (migration 0029). */
  pickupPin: string | null;
  deliveryPin: string | null;
  terms: Terms | null;
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
        AND status = ${LOAD.open} AND lower(pickup_loc) = lower(${load.pickupLoc})
        AND lower(delivery_loc) = lower(${load.deliveryLoc}) AND pickup_date = ${load.pickupDate}::date
        AND material_id = ${load.materialId} AND capacity_id = ${load.capacityId}
        AND truck_type_id = ${load.truckTypeId}
      ORDER BY created_at DESC LIMIT 1`,
  );
  return row?.id;
}

/** One owner's loads are added one at a time (the duplicate check above sees the other). */
export async function lockOwnerLoads(tx: DbOrTx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`loads:${userId}`}, 0))`);
}

/** A new load's id, and the load as the listings' filters see it. */
export async function insertLoad(db: DbOrTx, load: NewLoad): Promise<{ id: number; listed: ListedRow }> {
  const [row] = await rows<{ id: string; listed: ListedRow }>(
    db,
    sql`
      INSERT INTO loads (user_id, pickup_loc, delivery_loc, pickup_date, material_id, capacity_id,
                         truck_type_id, no_of_trucks, comments, pickup_pin, delivery_pin, terms,
                         created_at)
      VALUES (${load.userId}, ${load.pickupLoc}, ${load.deliveryLoc}, ${load.pickupDate}::date,
              ${load.materialId}, ${load.capacityId}, ${load.truckTypeId}, ${load.noOfTrucks},
              ${load.comments}, ${load.pickupPin}, ${load.deliveryPin},
              ${load.terms === null ? null : JSON.stringify(load.terms)}::jsonb,
              ${load.createdAt.toISOString()}::timestamptz)
      RETURNING id, ${LISTED_LOAD} AS listed`,
  );
  return { id: Number(row!.id), listed: row!.listed };
}

/** A load's stored status (a held load: commands/hold-load.ts). */
export async function setStatus(db: DbOrTx, loadId: number, status: number): Promise<void> {
  await db.execute(sql`UPDATE loads SET status = ${status} WHERE id = ${loadId}`);
}

/** A held load closed unlisted (expired, docs/decisions/057): its owner, or nothing when it was not held. */
export async function closeHeld(db: DbOrTx, loadId: number) {
  const [row] = await rows<{ user_id: string }>(
    db,
    sql`UPDATE loads SET status = ${LOAD.expired} WHERE id = ${loadId} AND status = ${LOAD.held}
        RETURNING user_id::text AS user_id`,
  );
  return row;
}

/** A held load opened: its owner and trucks, or nothing when it was not held. */
export async function openHeld(db: DbOrTx, loadId: number) {
  const [row] = await rows<{ user_id: string; no_of_trucks: number; listed: ListedRow }>(
    db,
    sql`UPDATE loads SET status = ${LOAD.open} WHERE id = ${loadId} AND status = ${LOAD.held}
        RETURNING user_id::text AS user_id, no_of_trucks::int AS no_of_trucks, ${LISTED_LOAD} AS listed`,
  );
  return row;
}
