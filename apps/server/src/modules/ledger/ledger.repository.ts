import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DAYS_TO_PAY_MIN_CARRIERS,
  DAYS_TO_PAY_MIN_TRIPS,
  DAYS_TO_PAY_WINDOW_DAYS,
} from '@lorrybazaar/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { payerDays, tripPayments, type TripPaymentRow } from './ledger.schema.js';

/** The first key of the payers' advisory locks (db/job-runs.ts has 727275). */
const PAYER_LOCK = 727276;

export type NewLine = Omit<TripPaymentRow, 'id' | 'answeredBy' | 'answeredAt' | 'answer'>;

export async function insertLine(tx: DbOrTx, line: NewLine): Promise<TripPaymentRow> {
  const [row] = await tx.insert(tripPayments).values(line).returning();
  return row!;
}

export const linesOf = (db: DbOrTx, scheduleId: number) =>
  db.select().from(tripPayments).where(eq(tripPayments.scheduleId, scheduleId)).orderBy(asc(tripPayments.id));

/** The lines of many trips (the daily pass), grouped by trip. */
export async function linesOfTrips(db: DbOrTx, scheduleIds: number[]) {
  const found = scheduleIds.length
    ? await db.select().from(tripPayments).where(inArray(tripPayments.scheduleId, scheduleIds))
    : [];
  const byTrip = new Map<number, TripPaymentRow[]>();
  for (const row of found) byTrip.set(row.scheduleId, [...(byTrip.get(row.scheduleId) ?? []), row]);
  return byTrip;
}

export async function lineById(db: DbOrTx, id: number): Promise<TripPaymentRow | undefined> {
  const [row] = await db.select().from(tripPayments).where(eq(tripPayments.id, id));
  return row;
}

/** Answers a line still open; false when it was answered already (a race, or a second tap). */
export async function answerLine(
  tx: DbOrTx,
  o: { id: number; answer: 'confirmed' | 'disputed'; by: number; at: Date },
): Promise<boolean> {
  const done = await tx
    .update(tripPayments)
    .set({ answer: o.answer, answeredBy: o.by, answeredAt: o.at })
    .where(and(eq(tripPayments.id, o.id), isNull(tripPayments.answer)))
    .returning({ id: tripPayments.id });
  return done.length > 0;
}

/** Claims a due or overdue alert of a trip's part: true for the one pass that may send it. */
export async function claimAlert(
  db: DbOrTx,
  o: { scheduleId: number; part: string; stage: string; at: Date },
): Promise<boolean> {
  const claimed = await rows<{ schedule_id: string }>(
    db,
    sql`INSERT INTO trip_payment_alerts (schedule_id, part, stage, sent_at)
        VALUES (${o.scheduleId}, ${o.part}, ${o.stage}, ${o.at.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING schedule_id`,
  );
  return claimed.length > 0;
}

/**
 * Makes a payer's days to pay again from their confirmed balances of the last 180 days (on the
 * partial index of migration 0032): per trip, the days from its proof of delivery to its last
 * balance confirmed (never below 0); trips with another account of their own mobile are left out,
 * and carriers are counted by mobile (decision 042). The median is kept only at 3 trips from 2
 * carriers, else NULL ("new"). Under the payer's row lock: two confirmations at once write in turn.
 */
export async function refreshPayer(tx: Tx, userId: number, now: Date): Promise<void> {
  // After an earlier refresh of this payer commits, so its confirmation is seen here.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYER_LOCK}, ${userId}::int)`);
  const since = new Date(now.getTime() - DAYS_TO_PAY_WINDOW_DAYS * 86_400_000).toISOString();
  const [found] = await rows<{ trips: number; carriers: number; median: number | null }>(
    tx,
    sql`WITH paid AS (
          SELECT p.schedule_id, p.truck_owner_id, max(p.answered_at) AS at
          FROM trip_payments p
          WHERE p.load_owner_id = ${userId} AND p.kind = 'balance' AND p.answer = 'confirmed'
            AND p.answered_at >= ${since}::timestamptz
          GROUP BY p.schedule_id, p.truck_owner_id
        ), counted AS (
          SELECT greatest(0, extract(epoch FROM paid.at - s.delivered_at) / 86400) AS days, c.mobile
          FROM paid
          JOIN trade_trips s ON s.id = paid.schedule_id AND s.delivered_at IS NOT NULL
          JOIN users c ON c.id = paid.truck_owner_id
          JOIN users me ON me.id = ${userId}
          WHERE c.mobile <> me.mobile
        )
        SELECT count(*)::int AS trips, count(DISTINCT mobile)::int AS carriers,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::float AS median
        FROM counted`,
  );
  const trips = found?.trips ?? 0;
  const carriers = found?.carriers ?? 0;
  const shown = trips >= DAYS_TO_PAY_MIN_TRIPS && carriers >= DAYS_TO_PAY_MIN_CARRIERS;
  const median = shown && found?.median != null ? (Math.round(found.median * 10) / 10).toFixed(1) : null;
  await tx
    .insert(payerDays)
    .values({ userId, medianDays: median, trips, carriers, computedAt: now })
    .onConflictDoUpdate({
      target: payerDays.userId,
      set: { medianDays: median, trips, carriers, computedAt: now },
    });
}

/** Payers whose days to pay was made before `before` (the window slides: the daily pass makes them again). */
export async function stalePayers(db: DbOrTx, before: Date): Promise<number[]> {
  const found = await rows<{ user_id: string }>(
    db,
    sql`SELECT user_id FROM payer_days WHERE computed_at < ${before.toISOString()}::timestamptz
        ORDER BY user_id LIMIT 500`,
  );
  return found.map((row) => Number(row.user_id));
}
