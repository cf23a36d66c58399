/**
 * `shownOwner` (withheld.ts) leaves out whom the `withheld_users` view names, through
 * `withheld_user_ids()` (migration 0040): the same users, read once per statement, and the view's
 * own plan not made again with every listing statement's.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildLoad, buildUser } from '../../test/factories.js';
import { shownOwner } from './withheld.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const shownLoadsOf = async (ownerIds: number[]) =>
  (
    await rows<{ user_id: string }>(
      database.db,
      sql`SELECT l.user_id::text AS user_id FROM loads l
          WHERE l.user_id = ANY(${`{${ownerIds.join(',')}}`}::bigint[]) AND ${shownOwner('l.user_id')}`,
    )
  ).map((row) => Number(row.user_id));

describe('the withheld users in a listing statement', () => {
  it("leaves out a suspended user's loads, the view's users exactly, and shows them again once restored", async () => {
    const [kept, suspended] = await Promise.all([buildUser(database.db), buildUser(database.db)]);
    await Promise.all([
      buildLoad(database.db, { ownerId: kept }),
      buildLoad(database.db, { ownerId: suspended }),
    ]);
    await database.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${suspended}`);

    expect(await shownLoadsOf([kept, suspended])).toEqual([kept]);
    const [ids] = await rows<{ same: boolean }>(
      database.db,
      sql`SELECT (SELECT array_agg(user_id ORDER BY user_id) FROM withheld_users)
                 = (SELECT array_agg(id ORDER BY id) FROM unnest(withheld_user_ids()) AS id) AS same`,
    );
    expect(ids?.same).toBe(true);

    await database.db.execute(sql`UPDATE users SET suspended_at = NULL WHERE id = ${suspended}`);
    expect((await shownLoadsOf([kept, suspended])).sort()).toEqual([kept, suspended].sort());
  });

  it("plans no part of the view into the statement: the reports and the trips are the function's", async () => {
    const [plan] = await rows<{ 'QUERY PLAN': unknown }>(
      database.db,
      sql`EXPLAIN (FORMAT JSON) SELECT count(*) FROM loads l WHERE l.status = 1 AND ${shownOwner('l.user_id')}`,
    );
    const text = JSON.stringify(plan);
    expect(text).not.toMatch(/"Relation Name":"(reports|users|trade_trips)"/);
  });
});
