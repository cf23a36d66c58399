import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { HelpTopic } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { helpRequests } from './help.schema.js';

export async function lockUserHelp(tx: DbOrTx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`help:${userId}`}, 0))`);
}

export async function sentSince(db: DbOrTx, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: helpRequests.createdAt })
    .from(helpRequests)
    .where(and(eq(helpRequests.userId, userId), gt(helpRequests.createdAt, since)))
    .orderBy(asc(helpRequests.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function insertHelpRequest(
  tx: DbOrTx,
  values: { userId: number; topic: HelpTopic; message: string; createdAt: Date },
) {
  const [row] = await tx.insert(helpRequests).values(values).returning();
  return row!;
}

export async function listOwn(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(helpRequests)
    .where(eq(helpRequests.userId, userId))
    .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id))
    .limit(limit);
}
