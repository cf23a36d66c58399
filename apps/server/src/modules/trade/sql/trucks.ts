/** A truck owner's SQL: their trucks as Your Truck shows them (OwnTruck), adding and posting one. */
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { withTerms, type Language, type ListedRow, type Terms, type TruckPaper } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { rows } from '../../../db/rows.js';
import { indiaDateTime, isoTimestamp, localised } from '../../../db/sql.js';
import type { Today } from '../../../lib/india-day.js';
import { POSTING, TRUCK } from '../codes.js';
import { heldByPaperColumn } from '../../profiles/truck-paper-hold.js';
import { truckPostings, trucks } from '../schema.js';
import { LISTED_POSTING } from './listings.js';

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
  /** The open posting's terms. */
  terms: Terms | null;
}

/**
 * The owner's trucks with their current posting (the latest open or booked one). A posted truck
 * whose open posting's day has passed counts as added again: it may be posted anew.
 */
function ownTrucksQuery(where: SQL, today: Today, lang: Language, status: number | null) {
  const effective = sql`(CASE WHEN t.status = ${TRUCK.posted} AND p.status = ${POSTING.open}
                               AND p.available_at < ${today.start}::timestamptz
                          THEN ${TRUCK.added} ELSE t.status END)`;
  return sql`
    SELECT * FROM (
      SELECT
        t.id::text AS truck_id,
        ${localised('tt', lang)} AS truck_types_name,
        t.reg_number AS "regNumber",
        t.location,
        ${localised('c', lang)} AS truck_capacities_name,
        ${effective}::text AS trucks_status,
        CASE WHEN ${effective} = ${TRUCK.posted} THEN p.from_loc END AS "postTrucks_from",
        CASE WHEN ${effective} = ${TRUCK.posted} THEN p.to_loc END AS "postTrucks_to",
        CASE WHEN ${effective} = ${TRUCK.posted} THEN p.id::text END AS "postTrucks_id",
        CASE WHEN ${effective} = ${TRUCK.posted} THEN ${indiaDateTime('p.available_at')} END AS "postTrucks_dateTime",
        t.truck_type_id::text AS truck_types_id,
        t.capacity_id::text AS truck_capacities_id,
        c.tonnes::float8 AS tonnes,
        ${isoTimestamp('t.created_at')} AS "createdAt",
        CASE WHEN ${effective} = ${TRUCK.posted} THEN p.terms END AS terms,
        t.created_at AS sort_created, t.id AS sort_id
      FROM trucks t
      JOIN truck_types tt ON tt.id = t.truck_type_id
      JOIN truck_capacities c ON c.id = t.capacity_id
      LEFT JOIN LATERAL (
        SELECT * FROM truck_postings p
        WHERE p.truck_id = t.id AND p.status IN (${POSTING.open}, ${POSTING.booked})
        ORDER BY p.id DESC LIMIT 1
      ) p ON true
      WHERE ${where}
    ) own
    ${status === null ? sql`` : sql`WHERE own.trucks_status = ${String(status)}`}
    ORDER BY own.sort_created DESC, own.sort_id DESC`;
}

type Sorted = OwnTruckRow & { sort_created?: unknown; sort_id?: unknown };
const unsorted = ({ sort_created: _c, sort_id: _i, ...row }: Sorted) => withTerms(row as OwnTruckRow);

/** Your Truck: at most this many (a fleet, not a marketplace). */
export const OWN_TRUCKS_MAX = 1000;

export async function ownTrucks(
  db: DbOrTx,
  ownerId: number,
  status: number | null,
  today: Today,
  lang: Language,
) {
  const list = await rows<Sorted>(
    db,
    sql`${ownTrucksQuery(sql`t.user_id = ${ownerId}`, today, lang, status)} LIMIT ${OWN_TRUCKS_MAX}`,
  );
  return list.map(unsorted);
}

export async function ownTruck(db: DbOrTx, truckId: number, ownerId: number, today: Today, lang: Language) {
  const [row] = await rows<Sorted>(
    db,
    ownTrucksQuery(sql`t.id = ${truckId} AND t.user_id = ${ownerId}`, today, lang, null),
  );
  return row && unsorted(row);
}

export async function regNumberTaken(db: DbOrTx, ownerId: number, regNumber: string): Promise<boolean> {
  const found = await db
    .select({ id: trucks.id })
    .from(trucks)
    .where(and(eq(trucks.userId, ownerId), eq(trucks.regNumber, regNumber)));
  return found.length > 0;
}

export async function insertTruck(db: DbOrTx, truck: typeof trucks.$inferInsert): Promise<number> {
  const [row] = await db.insert(trucks).values(truck).returning({ id: trucks.id });
  return row!.id;
}

/** The truck's own record of a paper's file: the one uploaded last. */
export async function setPaperFile(db: DbOrTx, truckId: number, paper: TruckPaper, fileId: string) {
  await db
    .update(trucks)
    .set(paper === 'rc' ? { rcFileId: fileId } : { insuranceFileId: fileId })
    .where(eq(trucks.id, truckId));
}

export interface LockedTruck {
  id: number;
  status: number;
  truck_type_id: number;
  tonnes: number;
  reg_number: string;
  /** The paper that holds it from a posting (decision 069, `profiles/truck-paper-hold.ts`), or null. */
  held_by: TruckPaper | null;
}

/** The owner's truck, locked for the posting (another user's truck is not found). */
export async function lockOwnTruck(db: DbOrTx, truckId: number, ownerId: number) {
  const [row] = await rows<Omit<LockedTruck, 'id'> & { id: string }>(
    db,
    sql`
      SELECT t.id, t.status::int AS status, t.truck_type_id, c.tonnes::float8 AS tonnes,
             t.reg_number, ${heldByPaperColumn(sql`t.id`)} AS held_by
      FROM trucks t JOIN truck_capacities c ON c.id = t.capacity_id
      WHERE t.id = ${truckId} AND t.user_id = ${ownerId}
      FOR UPDATE OF t`,
  );
  return row ? ({ ...row, id: Number(row.id) } satisfies LockedTruck) : undefined;
}

/**
 * A truck held by a rejected paper leaves the marketplace (decision 069): under the truck's lock
 * (a posting of it being made waits, or finds the paper rejected), its open posting is closed as
 * expired and the truck is "added" again. Nothing when a paper was uploaded again meanwhile or
 * it has no open posting; answers the posting closed.
 */
export async function closePostingOfHeldTruck(db: DbOrTx, truckId: number): Promise<number | undefined> {
  const [truck] = await rows<{ held_by: TruckPaper | null }>(
    db,
    sql`SELECT ${heldByPaperColumn(sql`t.id`)} AS held_by FROM trucks t WHERE t.id = ${truckId} FOR UPDATE OF t`,
  );
  if (!truck?.held_by) return undefined;
  const [closed] = await rows<{ id: string }>(
    db,
    sql`UPDATE truck_postings SET status = ${POSTING.expired}
        WHERE truck_id = ${truckId} AND status = ${POSTING.open} RETURNING id`,
  );
  if (!closed) return undefined;
  await db
    .update(trucks)
    .set({ status: TRUCK.added })
    .where(and(eq(trucks.id, truckId), eq(trucks.status, TRUCK.posted)));
  return Number(closed.id);
}

/** The truck's open or booked posting, if any; `live` while its day has not passed. */
export async function currentPosting(db: DbOrTx, truckId: number, today: Today) {
  const [row] = await rows<{ id: string; status: number; live: boolean }>(
    db,
    sql`
      SELECT id::text AS id, status::int AS status,
             (available_at >= ${today.start}::timestamptz) AS live
      FROM truck_postings
      WHERE truck_id = ${truckId} AND status IN (${POSTING.open}, ${POSTING.booked})
      ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

/** Open postings of the truck whose day has passed become expired. */
export async function expireStalePostings(db: DbOrTx, truckId: number, today: Today) {
  await db
    .update(truckPostings)
    .set({ status: POSTING.expired })
    .where(
      and(
        eq(truckPostings.truckId, truckId),
        eq(truckPostings.status, POSTING.open),
        lt(truckPostings.availableAt, new Date(today.start)),
      ),
    );
}

/** A new posting's id, and the posting as the listings' filters see it. */
export async function insertPosting(db: DbOrTx, posting: typeof truckPostings.$inferInsert) {
  const [row] = await db
    .insert(truckPostings)
    .values(posting)
    .returning({ id: truckPostings.id, listed: sql<ListedRow>`${LISTED_POSTING}` });
  return row!;
}

export async function setTruckStatus(db: DbOrTx, truckId: number, status: number) {
  await db.update(trucks).set({ status }).where(eq(trucks.id, truckId));
}
