import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}
