import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { feedback } from './feedback.schema.js';

/** Serialises one user's feedback for the rest of the transaction (the hourly limit holds under races). */
export async function lockUserFeedback(tx: DbOrTx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`feedback:${userId}`}, 0))`);
}

/** The user's feedback times since `since`, oldest first. */
export async function sentSince(db: DbOrTx, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: feedback.createdAt })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, since)))
    .orderBy(asc(feedback.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function insertFeedback(
  tx: DbOrTx,
  values: { userId: number; text: string; rating: number; createdAt: Date },
) {
  const [row] = await tx.insert(feedback).values(values).returning();
  return row!;
}

export async function listOwn(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}
