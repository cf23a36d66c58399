import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { idArray } from '../../db/sql.js';
import { shownOwner } from '../ops/withheld.js';
import { savedLanes, type NewSavedLane, type SavedLaneRow } from './lanes.schema.js';

export const LANE_KIND = { loads: 1, trucks: 2 } as const;

/** Serialises one user's lane changes for the rest of the transaction (the limit holds under races). */
export async function lockUserLanes(tx: DbOrTx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`lanes:${userId}`}, 0))`);
}

export async function countOwn(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedLanes).where(eq(savedLanes.userId, userId));
  return row?.n ?? 0;
}

export function listOwn(db: DbOrTx, userId: number): Promise<SavedLaneRow[]> {
  return db.select().from(savedLanes).where(eq(savedLanes.userId, userId)).orderBy(asc(savedLanes.id));
}

export async function insert(tx: DbOrTx, values: NewSavedLane): Promise<SavedLaneRow> {
  const [row] = await tx.insert(savedLanes).values(values).returning();
  return row!;
}

export async function rename(db: DbOrTx, userId: number, laneId: number, name: string) {
  const [row] = await db
    .update(savedLanes)
    .set({ name })
    .where(and(eq(savedLanes.id, laneId), eq(savedLanes.userId, userId)))
    .returning();
  return row;
}

export async function remove(db: DbOrTx, userId: number, laneId: number): Promise<boolean> {
  const deleted = await db
    .delete(savedLanes)
    .where(and(eq(savedLanes.id, laneId), eq(savedLanes.userId, userId)))
    .returning({ id: savedLanes.id });
  return deleted.length > 0;
}

/** What a new listing is, for matching: its places (as ids) and what it carries or offers. */
export interface Listing {
  kind: (typeof LANE_KIND)[keyof typeof LANE_KIND];
  ownerId: number;
  pickup: { stateId: number; districtId: number | null };
  delivery: { stateId: number; districtId: number | null } | null;
  truckTypeId: number;
  materialId: number | null;
  /** The listing's capacity's tonnes: a load's need, a posting's offer. */
  tonnes: number;
}

/**
 * At most this many users are told of one new listing: the work after adding a load stays
 * bounded however many lanes are stored (docs/decisions/028, docs/performance.md).
 */
export const LANE_ALERTS_MAX = 20;

/**
 * New listings wait at most this long to be matched, together with every other listing added
 * meanwhile: one read of the listings, one lookup and one transaction of notifications for the
 * whole batch, so their fixed costs are shared (docs/decisions/028-return-loads.md).
 */
export const LANE_BATCH_MS = 1000;
/** A batch holds at most this many listings; a full one is matched at once. */
export const LANE_BATCH_MAX = 100;

/**
 * The users whose lanes new listings are on (other users only), with the names of those lanes,
 * for many listings in one statement: the listings travel as one JSON parameter, and for each
 * one lookup on `saved_lanes_lookup` (migration 0017), exact on every place and the truck type
 * (an empty field is 0 in the index, so "anywhere" and "this one" are two keys each), then the
 * capacity and material of those few lanes (the capacities fit for the listing are found once).
 * A lane of loads with a capacity matches loads needing at most its tonnes; a lane of trucks,
 * postings offering at least its tonnes. When more than LANE_ALERTS_MAX users match a listing,
 * those with the most specific lane come first, then the oldest lane. The answer is one JSON
 * text (reading hundreds of rows field by field cost more than the lookup), per listing (`n`,
 * its index in `listings`), in that order.
 */
export async function matching(db: DbOrTx, listings: Listing[]) {
  if (listings.length === 0) return [];
  const json = JSON.stringify(
    listings.map((listing, n) => ({
      n,
      k: listing.kind,
      o: listing.ownerId,
      ps: listing.pickup.stateId,
      pd: listing.pickup.districtId ?? 0,
      ds: listing.delivery?.stateId ?? 0,
      dd: listing.delivery?.districtId ?? 0,
      tt: listing.truckTypeId,
      m: listing.materialId ?? 0,
      t: listing.tonnes,
    })),
  );
  const [found] = await rows<{ matched: string | null }>(
    db,
    sql`
    SELECT json_agg(json_build_array(x.n, u."userId"::text, u."firstId"::text, u.names)
                    ORDER BY x.n, u.specific DESC, u."firstId")::text AS matched
    FROM jsonb_to_recordset(${json}::jsonb)
      AS x(n int, k smallint, o bigint, ps int, pd int, ds int, dd int, tt int, m int, t numeric)
    -- The capacities a lane may name to match this listing, found once for it (not per lane read).
    CROSS JOIN LATERAL (
      SELECT array_agg(c.id) AS ids FROM truck_capacities c
      WHERE CASE WHEN x.k = ${LANE_KIND.loads} THEN c.tonnes >= x.t ELSE c.tonnes <= x.t END
    ) caps
    CROSS JOIN LATERAL (
      SELECT l.user_id AS "userId", min(l.id) AS "firstId", array_agg(l.name ORDER BY l.id) AS names,
             max((l.pickup_district_id IS NOT NULL)::int + (l.delivery_state_id IS NOT NULL)::int
                 + (l.delivery_district_id IS NOT NULL)::int + (l.truck_type_id IS NOT NULL)::int
                 + (l.capacity_id IS NOT NULL)::int + (l.material_id IS NOT NULL)::int) AS specific
      FROM saved_lanes l
      WHERE l.kind = x.k
        AND l.pickup_state_id = x.ps
        AND coalesce(l.pickup_district_id, 0) IN (0, x.pd)
        AND coalesce(l.delivery_state_id, 0) IN (0, x.ds)
        AND coalesce(l.delivery_district_id, 0) IN (0, x.dd)
        AND coalesce(l.truck_type_id, 0) IN (0, x.tt)
        AND (l.material_id IS NULL OR l.material_id = x.m)
        AND (l.capacity_id IS NULL OR l.capacity_id = ANY (caps.ids))
        AND l.user_id <> x.o
      GROUP BY l.user_id
      ORDER BY specific DESC, "firstId"
      LIMIT ${LANE_ALERTS_MAX}
    ) u`,
  );
  const matched = JSON.parse(found?.matched ?? '[]') as [number, string, string, string[]][];
  return matched.map(([n, userId, firstId, names]) => ({ n, userId, firstId, names }));
}

/**
 * New loads as matching needs them (trade's listings view, migration 0020): those of posters the
 * marketplace shows, as its lists do (a withheld poster's route reaches nobody's lanes).
 */
export function loadsForMatching(db: DbOrTx, loadIds: number[]) {
  if (loadIds.length === 0) return Promise.resolve([]);
  return rows<{
    id: string;
    userId: string;
    pickupLoc: string;
    deliveryLoc: string;
    truckTypeId: number;
    materialId: number;
    tonnes: string;
    day: string;
  }>(
    db,
    sql`SELECT l.id, l.user_id AS "userId", l.from_place AS "pickupLoc", l.to_place AS "deliveryLoc",
               l.truck_type_id AS "truckTypeId", l.material_id AS "materialId", c.tonnes,
               to_char(l.day, 'YYYY-MM-DD') AS day
        FROM trade_listings l JOIN truck_capacities c ON c.id = l.capacity_id
        WHERE l.kind = 'load' AND l.id = ANY(${idArray(loadIds)}) AND ${shownOwner('l.user_id')}`,
  );
}

/** New postings as matching needs them, of posters the marketplace shows. */
export function postingsForMatching(db: DbOrTx, postingIds: number[]) {
  if (postingIds.length === 0) return Promise.resolve([]);
  return rows<{
    id: string;
    userId: string;
    pickupLoc: string;
    deliveryLoc: string;
    truckTypeId: number;
    tonnes: string;
    truckId: string;
    day: string;
  }>(
    db,
    sql`SELECT p.id, p.user_id AS "userId", p.from_place AS "pickupLoc", p.to_place AS "deliveryLoc",
               p.truck_type_id AS "truckTypeId", c.tonnes, p.truck_id AS "truckId",
               to_char(p.day, 'YYYY-MM-DD') AS day
        FROM trade_listings p JOIN truck_capacities c ON c.id = p.capacity_id
        WHERE p.kind = 'posting' AND p.id = ANY(${idArray(postingIds)}) AND ${shownOwner('p.user_id')}`,
  );
}
