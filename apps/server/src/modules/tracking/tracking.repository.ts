import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TRIP_MILESTONES, type TripMilestone } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { trackingLinks, tripEvents, tripPositions, type TripEventRow } from './tracking.schema.js';

/** A trip's milestones, in order. */
export const milestonesOf = (db: DbOrTx, scheduleId: number): Promise<TripEventRow[]> =>
  db.select().from(tripEvents).where(eq(tripEvents.scheduleId, scheduleId)).orderBy(tripEvents.seq);

export interface NewMilestone {
  scheduleId: number;
  kind: TripMilestone;
  at: Date;
  lat: number;
  lng: number;
  accuracyM: number;
  via: 'truck_side' | 'driver_link';
  byUser: number | null;
  distanceKm: number | null;
  outsideArea: boolean | null;
}

export async function insertMilestone(db: DbOrTx, m: NewMilestone): Promise<void> {
  await db.insert(tripEvents).values({ ...m, seq: TRIP_MILESTONES.indexOf(m.kind) + 1, source: 'phone' });
}

// ---------------------------------------------------------------- positions

export async function newestPosition(db: DbOrTx, scheduleId: number) {
  const [row] = await db
    .select()
    .from(tripPositions)
    .where(eq(tripPositions.scheduleId, scheduleId))
    .orderBy(desc(tripPositions.at))
    .limit(1);
  return row;
}

export async function insertPositions(
  db: DbOrTx,
  values: {
    scheduleId: number;
    byUser: number | null;
    at: Date;
    lat: number;
    lng: number;
    accuracyM: number;
    receivedAt: Date;
  }[],
): Promise<number> {
  if (!values.length) return 0;
  const stored = await db
    .insert(tripPositions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: tripPositions.id });
  return stored.length;
}

/** Trips that have positions received before `before` (the clean-up's candidates), at most `limit`. */
export async function tripsWithPositionsBefore(db: DbOrTx, before: Date, limit: number): Promise<number[]> {
  const found = await rows<{ schedule_id: string }>(
    db,
    sql`SELECT DISTINCT schedule_id FROM trip_positions WHERE received_at < ${before.toISOString()}::timestamptz
        LIMIT ${limit}`,
  );
  return found.map((row) => Number(row.schedule_id));
}

export async function deletePositionsOf(db: DbOrTx, scheduleIds: number[]): Promise<number> {
  if (!scheduleIds.length) return 0;
  const gone = await db
    .delete(tripPositions)
    .where(inArray(tripPositions.scheduleId, scheduleIds))
    .returning({ id: tripPositions.id });
  return gone.length;
}

export async function deletePositionsReceivedBefore(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .delete(tripPositions)
    .where(lt(tripPositions.receivedAt, before))
    .returning({ id: tripPositions.id });
  return gone.length;
}

// ---------------------------------------------------------------- links

export const liveLinksOf = (db: DbOrTx, scheduleId: number, userId: number) =>
  db
    .select()
    .from(trackingLinks)
    .where(
      and(
        eq(trackingLinks.scheduleId, scheduleId),
        eq(trackingLinks.createdBy, userId),
        isNull(trackingLinks.revokedAt),
      ),
    );

export async function insertLink(
  db: DbOrTx,
  link: { scheduleId: number; token: string; tokenHash: Buffer; createdBy: number; createdAt: Date },
) {
  const [row] = await db.insert(trackingLinks).values(link).returning();
  return row!;
}

export async function linkByHash(db: DbOrTx, tokenHash: Buffer) {
  const [row] = await db.select().from(trackingLinks).where(eq(trackingLinks.tokenHash, tokenHash));
  return row;
}

/** Revokes a live link of its maker; answers whether there was one. */
export async function revokeLink(db: DbOrTx, linkId: number, userId: number, at: Date): Promise<boolean> {
  const done = await db
    .update(trackingLinks)
    .set({ revokedAt: at })
    .where(
      and(eq(trackingLinks.id, linkId), eq(trackingLinks.createdBy, userId), isNull(trackingLinks.revokedAt)),
    )
    .returning({ id: trackingLinks.id });
  return done.length > 0;
}
