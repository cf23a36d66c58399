import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared.js';
import { rows } from '../../db/rows.js';
import { roleFromUserTypeId } from '@lorrybazaar/contract';
import { shownName } from '../../db/sql.js';
import type { DbOrTx } from '../../db/client.js';
import { notifications, type NotificationRow } from './notifications.schema.js';

export interface NewNotification {
  userId: number;
  type: string;
  data: Record<string, unknown>;
  senderId?: number | null;
}

/**
 * Stores notifications in one statement whatever their number: the rows travel as one JSON
 * parameter and only the new ids come back, as one JSON text (a matched listing stores up to 20,
 * a batch of them hundreds; docs/performance.md, Saved lanes). The rows are returned as stored,
 * with `data` as given, in the order given.
 */
export async function insertNotifications(
  tx: DbOrTx,
  items: NewNotification[],
  createdAt: Date,
): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  const json = JSON.stringify(
    items.map((item) => ({ u: item.userId, t: item.type, d: item.data, s: item.senderId ?? null })),
  );
  // One JSON text, not a row per notification: PGlite reads result rows field by field. Named
  // (db/prepared.ts): every bid, counter, accept and booking stores its notification here.
  const [answer] = await preparedRows<{ stored: string }>(
    tx,
    sql`WITH stored AS (
          INSERT INTO notifications (user_id, type, data, sender_id, created_at)
          SELECT r.u, r.t, r.d, r.s, ${createdAt.toISOString()}::timestamptz
          FROM jsonb_to_recordset(${json}::jsonb) AS r(u bigint, t text, d jsonb, s bigint)
          RETURNING id, user_id)
        SELECT json_agg(json_build_array(id, user_id))::text AS stored FROM stored`,
  );
  const inserted = (JSON.parse(answer?.stored ?? '[]') as [number, number][]).map(([id, userId]) => ({
    id,
    user_id: userId,
  }));
  // The ids come back in the order of the rows read (one scan, nothing reorders it); should that
  // ever not hold, the rows are read back instead of guessed.
  if (inserted.length !== items.length || inserted.some((row, i) => Number(row.user_id) !== items[i]!.userId))
    return byIds(
      tx,
      inserted.map((row) => Number(row.id)),
    );
  return items.map((item, i) => ({
    id: Number(inserted[i]!.id),
    userId: item.userId,
    type: item.type,
    data: item.data,
    createdAt,
    readAt: null,
    senderId: item.senderId ?? null,
  }));
}

export function byIds(db: DbOrTx, ids: number[]): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(inArray(notifications.id, ids)).orderBy(asc(notifications.id));
}

/** A user's notifications after `afterId`, oldest first: what a reconnecting stream missed. */
export function after(
  db: DbOrTx,
  userId: number,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}

/** The id of a user's newest notification (0 with none). */
export async function latestId(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.id ?? 0;
}

export function page(db: DbOrTx, userId: number, offset: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .offset(offset)
    .limit(limit);
}

export async function countAll(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  return row?.n ?? 0;
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own notifications read: these ids, or all of them with `ids` null. */
export async function markRead(tx: DbOrTx, userId: number, ids: number[] | null, now: Date): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === null ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * What a notification about a load and a truck shows: the route, the truck, and who acted, read
 * through what trade publishes (migration 0020), so the list renders each notification without
 * a call per row.
 */
export async function describeTrip(
  db: DbOrTx,
  ids: { loadId: number; truckId: number; byUserId: number },
): Promise<
  | { pickupLoc: string; deliveryLoc: string; regNumber: string; other_name: string; other_role: string }
  | undefined
> {
  const [row] = await preparedRows<{
    pickupLoc: string;
    deliveryLoc: string;
    regNumber: string;
    other_name: string;
    other_type: number | string;
  }>(
    db,
    sql`
    SELECT l.from_place AS "pickupLoc", l.to_place AS "deliveryLoc", t.reg_number AS "regNumber",
           ${shownName('u')} AS other_name, u.user_type_id AS other_type
    FROM trade_listings l, trade_trucks t, users u
    WHERE l.kind = 'load' AND l.id = ${ids.loadId} AND t.id = ${ids.truckId} AND u.id = ${ids.byUserId}`,
  );
  if (!row) return undefined;
  const { other_type: type, ...trip } = row;
  // The role alerts name the other party by: an SMS or a push never quotes a typed name (decision 036).
  return { ...trip, other_role: roleFromUserTypeId(Number(type)) ?? '' };
}

/** The load and truck a trip (schedule) books. */
export async function tripOf(db: DbOrTx, scheduleId: number) {
  const [row] = await rows<{ loadId: string; truckId: string }>(
    db,
    sql`SELECT load_id AS "loadId", truck_id AS "truckId" FROM trade_trips WHERE id = ${scheduleId}`,
  );
  return row && { loadId: Number(row.loadId), truckId: Number(row.truckId) };
}

/** The route a load goes (its notification names it). */
export async function loadRoute(db: DbOrTx, loadId: number) {
  const [row] = await rows<{ pickupLoc: string; deliveryLoc: string }>(
    db,
    sql`SELECT from_place AS "pickupLoc", to_place AS "deliveryLoc" FROM trade_listings
        WHERE kind = 'load' AND id = ${loadId}`,
  );
  return row ?? {};
}
