/** Loads for a truck (return loads, Trip Requests): where the truck will be, and the ranked loads there. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rows } from '../../../db/rows.js';
import { indiaDate } from '../../../db/sql.js';
import type { Today } from '../../../lib/india-day.js';
import { BID, KIND, LOAD, POSTING, TRIP } from '../codes.js';
import { loadListingColumns, type LoadListingRow } from './listings.js';

/**
 * The region of a stored pickup place: the text after its last comma, lower-cased. The same
 * expression as the index `loads_pickup_region` (migration 0017), so it must not change alone.
 */
const PICKUP_REGION = sql.raw(`lower(btrim(regexp_replace(l.pickup_loc, '^.*,', '')))`);

/** The caller's truck: what a load must fit (truckFit, packages/contract/src/truck-fit.ts). */
export async function ownTruckFit(db: DbOrTx, truckId: number, ownerId: number) {
  const [row] = await rows<{ tonnes: number; truck_type_id: number }>(
    db,
    sql`SELECT c.tonnes::float8 AS tonnes, t.truck_type_id::int AS truck_type_id
        FROM trucks t JOIN truck_capacities c ON c.id = t.capacity_id
        WHERE t.id = ${truckId} AND t.user_id = ${ownerId}`,
  );
  return row;
}

/** Where a truck will be and from which day (India): a place as stored, and a YYYY-MM-DD. */
export interface Anchor {
  place: string;
  day: string;
}

/**
 * One trip of the truck, its owner asking: where its load is delivered, and the day (the proof of
 * delivery's day once there is one, else the trip's day, the earliest the truck can be there).
 */
export async function tripDelivery(db: DbOrTx, scheduleId: number, truckId: number, ownerId: number) {
  const [row] = await rows<Anchor>(
    db,
    sql`SELECT l.delivery_loc AS place,
               to_char(CASE WHEN s.status = ${TRIP.delivered} THEN ${indiaDate('s.pod_uploaded_at')}
                            ELSE s.trip_date END, 'YYYY-MM-DD') AS day
        FROM schedules s JOIN loads l ON l.id = s.load_id
        WHERE s.id = ${scheduleId} AND s.truck_id = ${truckId} AND s.truck_owner_id = ${ownerId}`,
  );
  return row;
}

/**
 * Where the truck goes next without a trip named: the earliest of its live posting's destination
 * (or start, for `pickup`) and, for `delivery`, its trips whose return window is still open.
 */
export async function nextAnchor(
  db: DbOrTx,
  truckId: number,
  near: 'delivery' | 'pickup',
  today: Today,
  windowDays: number,
) {
  const posting = sql`
    SELECT ${near === 'pickup' ? sql`p.from_loc` : sql`p.to_loc`} AS place, ${indiaDate('p.available_at')} AS day
    FROM truck_postings p
    WHERE p.truck_id = ${truckId} AND p.status IN (${POSTING.open}, ${POSTING.booked})
      AND ${indiaDate('p.available_at')} + ${windowDays}::int >= ${today.date}::date`;
  const trips = sql`
    SELECT l.delivery_loc AS place, s.trip_date AS day
    FROM schedules s JOIN loads l ON l.id = s.load_id
    WHERE s.truck_id = ${truckId} AND s.status <> ${TRIP.delivered}
      AND s.trip_date + ${windowDays}::int >= ${today.date}::date`;
  const [row] = await rows<Anchor>(
    db,
    sql`SELECT place, to_char(day, 'YYYY-MM-DD') AS day
        FROM (${posting} ${near === 'delivery' ? sql`UNION ALL ${trips}` : sql``}) AS next
        ORDER BY day LIMIT 1`,
  );
  return row;
}

export interface LoadsNear {
  viewerId: number;
  truckId: number;
  /** storedForms of the place (reference service). */
  ends: string[];
  district: string[];
  from: string;
  to: string;
  tonnes: number;
  truckTypeId: number;
  limit: number;
}

export type LoadNearRow = LoadListingRow & { match: 'district' | 'state' };

/**
 * The ranking (docs/decisions/028): open loads of other users picking up in the region between
 * two days, that the truck can carry (its type, at most its tonnes, decision 017) and has no
 * open bid on; in the district first, then the load that fills the truck best, then the earliest
 * pickup. The candidates come from `loads_pickup_region` (region, day); only the page is joined.
 */
export async function loadsNear(db: DbOrTx, q: LoadsNear): Promise<LoadNearRow[]> {
  const list = (values: string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const inDistrict = q.district.length
    ? sql`lower(btrim(l.pickup_loc)) IN (${list(q.district)})`
    : sql`false`;
  return rows<LoadNearRow>(
    db,
    sql`
      WITH ranked AS (
        SELECT l.id, ${inDistrict} AS in_district, ${q.tonnes}::float8 - c.tonnes AS spare, l.pickup_date
        FROM loads l JOIN truck_capacities c ON c.id = l.capacity_id
        WHERE l.status = ${LOAD.open}
          AND ${PICKUP_REGION} IN (${list(q.ends)})
          AND l.pickup_date BETWEEN ${q.from}::date AND ${q.to}::date
          AND l.user_id <> ${q.viewerId}
          AND l.trucks_booked < l.no_of_trucks
          AND l.truck_type_id = ${q.truckTypeId}
          AND c.tonnes <= ${q.tonnes}
          AND NOT EXISTS (SELECT 1 FROM bids b WHERE b.load_id = l.id AND b.truck_id = ${q.truckId}
                            AND b.kind = ${KIND.onLoad} AND b.status = ${BID.open})
        ORDER BY in_district DESC, spare, l.pickup_date, l.id
        LIMIT ${q.limit}
      )
      SELECT ${loadListingColumns(q.viewerId)},
             CASE WHEN ranked.in_district THEN 'district' ELSE 'state' END AS match
      FROM ranked JOIN loads l ON l.id = ranked.id JOIN users u ON u.id = l.user_id
      ORDER BY ranked.in_district DESC, ranked.spare, ranked.pickup_date, ranked.id`,
  );
}
