import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { buildLoad, buildUser } from '../test/factories.js';
import { startDatabaseMaintenance } from './maintenance.js';
import { rows } from './rows.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const log = { info: () => undefined, error: (...args: unknown[]) => console.error(...args) };
const allVisible = async () =>
  (
    await rows<{ pages: number }>(
      database.db,
      sql`SELECT relallvisible AS pages FROM pg_class WHERE relname = 'loads'`,
    )
  )[0]!.pages;

describe('database maintenance', () => {
  it('vacuums an embedded database at start: its index-only scans then skip the table', async () => {
    const owner = await buildUser(database.db, {});
    for (let i = 0; i < 50; i++) await buildLoad(database.db, { ownerId: owner });
    if (database.kind === 'pglite') expect(await allVisible()).toBe(0);
    const stop = startDatabaseMaintenance({ database, log } as never);
    await stop();
    if (database.kind === 'pglite') expect(await allVisible()).toBeGreaterThan(0);
    // PostgreSQL's autovacuum does this itself: nothing runs there.
    else expect(stop).toBeTypeOf('function');
  });
});
