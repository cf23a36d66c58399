import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * One statement on the embedded database of a stopped server (`ownServer().whileStopped`): for a
 * state no screen can make, such as an account registered weeks ago. The server loads pg_trgm,
 * so its indexes need it here too.
 */
export async function runSql(dataDir: string, statement: string, params: unknown[] = []): Promise<void> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    await db.query(statement, params);
  } finally {
    await db.close();
  }
}
