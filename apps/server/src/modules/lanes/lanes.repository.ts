import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
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
 * The users whose lanes a new listing is on (other users only), with the names of those lanes:
 * one lookup on `saved_lanes_lookup` (migration 0017), exact on every place and the truck type
 * (an empty field is 0 in the index, so "anywhere" and "this one" are two keys each), then the
 * capacity and material of those few lanes. A lane of loads with a capacity matches loads needing
 * at most its tonnes; a lane of trucks, postings offering at least its tonnes. When more than
 * LANE_ALERTS_MAX users match, those with the most specific lane come first, then the oldest lane.
 */
export function matching(db: DbOrTx, listing: Listing) {
  const { pickup, delivery } = listing;
  const tonnes =
    listing.kind === LANE_KIND.loads
      ? sql`c.tonnes >= ${listing.tonnes}`
      : sql`c.tonnes <= ${listing.tonnes}`;
  const anyOr = (value: number | null | undefined) => sql`(0, ${value ?? 0})`;
  return rows<{ userId: string; firstId: string; names: string[] }>(
    db,
    sql`
    SELECT l.user_id AS "userId", min(l.id)::text AS "firstId", array_agg(l.name ORDER BY l.id) AS names
    FROM saved_lanes l
    LEFT JOIN truck_capacities c ON c.id = l.capacity_id
    WHERE l.kind = ${listing.kind}
      AND l.pickup_state_id = ${pickup.stateId}
      AND coalesce(l.pickup_district_id, 0) IN ${anyOr(pickup.districtId)}
      AND coalesce(l.delivery_state_id, 0) IN ${anyOr(delivery?.stateId)}
      AND coalesce(l.delivery_district_id, 0) IN ${anyOr(delivery?.districtId)}
      AND coalesce(l.truck_type_id, 0) IN ${anyOr(listing.truckTypeId)}
      AND (l.material_id IS NULL OR l.material_id = ${listing.materialId ?? 0})
      AND (l.capacity_id IS NULL OR ${tonnes})
      AND l.user_id <> ${listing.ownerId}
    GROUP BY l.user_id
    ORDER BY max((l.pickup_district_id IS NOT NULL)::int + (l.delivery_state_id IS NOT NULL)::int
                 + (l.delivery_district_id IS NOT NULL)::int + (l.truck_type_id IS NOT NULL)::int
                 + (l.capacity_id IS NOT NULL)::int + (l.material_id IS NOT NULL)::int) DESC,
             min(l.id)
    LIMIT ${LANE_ALERTS_MAX}`,
  );
}

/** A new load as matching needs it (a read of the marketplace's table, like a view). */
export async function loadForMatching(db: DbOrTx, loadId: number) {
  const [row] = await rows<{
    userId: string;
    pickupLoc: string;
    deliveryLoc: string;
    truckTypeId: number;
    materialId: number;
    tonnes: string;
  }>(
    db,
    sql`SELECT l.user_id AS "userId", l.pickup_loc AS "pickupLoc", l.delivery_loc AS "deliveryLoc",
               l.truck_type_id AS "truckTypeId", l.material_id AS "materialId", c.tonnes
        FROM loads l JOIN truck_capacities c ON c.id = l.capacity_id WHERE l.id = ${loadId}`,
  );
  return row;
}

/** A new posting as matching needs it. */
export async function postingForMatching(db: DbOrTx, postingId: number) {
  const [row] = await rows<{
    userId: string;
    pickupLoc: string;
    deliveryLoc: string;
    truckTypeId: number;
    tonnes: string;
    truckId: string;
  }>(
    db,
    sql`SELECT p.user_id AS "userId", p.from_loc AS "pickupLoc", p.to_loc AS "deliveryLoc",
               p.truck_type_id AS "truckTypeId", c.tonnes, p.truck_id AS "truckId"
        FROM truck_postings p JOIN truck_capacities c ON c.id = p.capacity_id WHERE p.id = ${postingId}`,
  );
  return row;
}
