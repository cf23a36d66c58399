import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { adminQuery, databaseUrl } from './global-setup.js';

export type TestDatabase = Database & { dispose(): Promise<void> };

let templateDump: Promise<Buffer> | undefined;

/**
 * A fresh, migrated, real database for one test file: a copy of the template the global
 * setup built (PGlite: its dump loaded in-process; PostgreSQL: `CREATE DATABASE … TEMPLATE`).
 * Call it in `beforeAll` and `dispose()` it in `afterAll`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const postgres = inject('postgres');
  if (postgres) return clonePostgres(postgres.adminUrl, postgres.template);

  const file = inject('pgliteTemplateFile');
  if (!file) throw new Error('The server global setup did not run (see apps/server/vitest.config.ts).');
  templateDump ??= readFile(file);
  const database = await openPglite({ loadDataDir: new Blob([await templateDump]) });
  return { ...database, dispose: () => database.close() };
}

async function clonePostgres(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = `lb_test_${randomBytes(6).toString('hex')}`;
  // Files cloning at the same moment may briefly see the template "in use"; try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const database = await openPostgres(databaseUrl(adminUrl, name), 5);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      // pool.end() resolves once its clients have said goodbye, not once their server processes
      // have gone; FORCE would then kill a closing connection, whose client reports the kill as
      // an unhandled error. Wait (briefly) for them to leave first.
      await waitUntilUnused(adminUrl, name);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function waitUntilUnused(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}
