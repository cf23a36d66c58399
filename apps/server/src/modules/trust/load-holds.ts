/**
 * Loads held for an operator (docs/decisions/049-token-fraud-guardrails.md): an asking price above
 * twice its lane's usual range (`priceOutlier`, the bids' own check of decision 030) from a
 * poster who is not verified. Trade holds the load in its AddLoad transaction and releases it for
 * an operator; this file keeps the record both read: the price, the range it was judged by, when,
 * and who released it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { priceOutlier, type LanePrice, type LoadCloseReason } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { isoTimestamp, shownName } from '../../db/sql.js';
import { loadHolds } from './load-holds.schema.js';

/** What a hold is judged by: one truck's asking amount and the lane's range. */
export interface AskingCheck {
  asking: number;
  low: number;
  high: number;
}

/** The asking amount against the lane: the check to keep when it is above twice the range. */
export function askingAboveLane(asking: number | null, lane: LanePrice | null): AskingCheck | null {
  if (asking === null || !lane || priceOutlier(asking, lane) !== 'above') return null;
  return { asking, low: lane.low, high: lane.high };
}

export async function recordHold(
  tx: DbOrTx,
  hold: AskingCheck & { loadId: number; userId: number; at: Date },
): Promise<void> {
  await tx.insert(loadHolds).values({
    loadId: hold.loadId,
    userId: hold.userId,
    asking: hold.asking,
    low: hold.low,
    high: hold.high,
    heldAt: hold.at,
  });
}

/** A hold neither released nor closed. */
const waiting = (loadId: number) =>
  and(eq(loadHolds.loadId, loadId), isNull(loadHolds.releasedAt), isNull(loadHolds.closedAt));

/** Marks a waiting hold released; false when there is none (never held, or decided already). */
export async function releaseHold(
  tx: DbOrTx,
  loadId: number,
  operatorId: number,
  at: Date,
): Promise<boolean> {
  const released = await tx
    .update(loadHolds)
    .set({ releasedAt: at, releasedBy: operatorId })
    .where(waiting(loadId))
    .returning({ loadId: loadHolds.loadId });
  return released.length > 0;
}

/**
 * Marks a waiting hold closed: rejected by an operator (`by`) or, with `by` null, for want of a
 * decision (docs/decisions/057); false when there is none waiting.
 */
export async function closeHold(
  tx: DbOrTx,
  loadId: number,
  o: { by: number | null; reason: LoadCloseReason; at: Date },
): Promise<boolean> {
  const closed = await tx
    .update(loadHolds)
    .set({ closedAt: o.at, closedBy: o.by, closeReason: o.reason })
    .where(waiting(loadId))
    .returning({ loadId: loadHolds.loadId });
  return closed.length > 0;
}

/** The loads of the holds waiting since before `before`, oldest first (the partial index load_holds_waiting). */
export async function undecidedHolds(db: DbOrTx, before: Date, limit: number): Promise<number[]> {
  const found = await rows<{ load_id: string }>(
    db,
    sql`SELECT load_id::text AS load_id FROM load_holds
        WHERE released_at IS NULL AND closed_at IS NULL AND held_at < ${before.toISOString()}::timestamptz
        ORDER BY held_at, load_id
        LIMIT ${limit}`,
  );
  return found.map((row) => Number(row.load_id));
}

export interface WaitingHold {
  loads_id: string;
  users_id: string;
  users_name: string;
  pickupLoc: string;
  deliveryLoc: string;
  pickupDate: string;
  asking: number;
  low: number;
  high: number;
  heldAt: string;
}

/** The holds an operator has still to look at, oldest first (the partial index load_holds_waiting). */
export function waitingHolds(db: DbOrTx, limit: number): Promise<WaitingHold[]> {
  return rows<WaitingHold>(
    db,
    sql`SELECT h.load_id::text AS loads_id, h.user_id::text AS users_id, ${shownName('u')} AS users_name,
               l.from_place AS "pickupLoc", l.to_place AS "deliveryLoc",
               to_char(l.day, 'YYYY-MM-DD') AS "pickupDate",
               h.asking, h.low, h.high, ${isoTimestamp('h.held_at')} AS "heldAt"
        FROM load_holds h
        JOIN trade_listings l ON l.kind = 'load' AND l.id = h.load_id
        JOIN users u ON u.id = h.user_id
        WHERE h.released_at IS NULL AND h.closed_at IS NULL
        ORDER BY h.held_at, h.load_id
        LIMIT ${limit}`,
  );
}
