import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

const LOCK_KEY = 727274;
// Beside the running file: src/db/migrations for the source, dist/migrations for the bundle
// (apps/server/build.mjs copies them there).
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every `migrations/NNNN_name.sql` not yet applied, in order, each in its own
 * transaction. A transaction-level advisory lock keeps two servers starting on one PostgreSQL
 * from racing: the second waits, then finds the migration applied and skips it.
 * The SQL files are the source of truth; `schema.ts` mirrors them for typed queries.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  await database.exec(`
    BEGIN;
    SELECT pg_advisory_xact_lock(${LOCK_KEY});
    CREATE TABLE IF NOT EXISTS schema_migrations (
      name        text PRIMARY KEY,
      applied_at  timestamptz NOT NULL DEFAULT now()
    );
    COMMIT;`);
  const applied: string[] = [];
  for (const file of files) {
    const name = file.replace(/\.sql$/, '');
    const body = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    const quoted = name.replace(/'/g, "''");
    // One script per migration: the check, the change and the bookkeeping commit together.
    await database
      .exec(
        `
        BEGIN;
        SELECT pg_advisory_xact_lock(${LOCK_KEY});
        DO $$ BEGIN
          IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN
            RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'lorrybazaar:already-applied';
          END IF;
        END $$;
        ${body}
        ;
        INSERT INTO schema_migrations (name) VALUES ('${quoted}');
        COMMIT;`,
      )
      .then(
        () => applied.push(name),
        async (error: unknown) => {
          await database.exec('ROLLBACK').catch(() => undefined);
          if (error instanceof Error && error.message.includes('lorrybazaar:already-applied')) return;
          throw new Error(
            `Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`,
            {
              cause: error,
            },
          );
        },
      );
  }
  return applied;
}
