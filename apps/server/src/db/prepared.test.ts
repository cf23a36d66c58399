import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { MAX_NAMED_PAGES, preparedObservers, preparedRows } from './prepared.js';
import { rows } from './rows.js';
import { literal } from './sql.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('named prepared statements', () => {
  it('answer what the unnamed statement answers, typed the same, with parameters of each kind', async () => {
    const query = (n: number, text: string | null, day: string) =>
      sql`SELECT ${n}::int AS n, ${text}::text AS text, ${day}::date AS day, now()::timestamptz > ${day}::timestamptz AS past,
                 (${n}::bigint * 10)::bigint AS big, ${literal(7)} AS seven`;
    for (const [n, text] of [
      [1, 'Pune'],
      [2, null],
      [3, "O'Brien \\ 50%"],
    ] as const) {
      const named = await preparedRows(database.db, query(n, text, '2020-01-02'));
      expect(named).toEqual(await rows(database.db, query(n, text, '2020-01-02')));
      expect(named).toEqual([{ n, text, day: '2020-01-02', past: true, big: String(n * 10), seven: 7 }]);
    }
  });

  it('one text is one name, run again with other values', async () => {
    const seen: string[] = [];
    const observe = ({ name }: { name: string }) => void seen.push(name);
    preparedObservers.add(observe);
    try {
      for (const n of [1, 2, 3]) await preparedRows(database.db, sql`SELECT ${n}::int + 1 AS m`);
      await preparedRows(database.db, sql`SELECT ${4}::int + 2 AS m`);
    } finally {
      preparedObservers.delete(observe);
    }
    expect(new Set(seen.slice(0, 3)).size).toBe(1);
    expect(seen[3]).not.toBe(seen[0]);
  });

  it('page texts are named up to their bound, then run unnamed; texts of the code are named still', async () => {
    const seen: string[] = [];
    const observe = ({ sql: text }: { sql: string }) => void seen.push(text);
    preparedObservers.add(observe);
    try {
      // A crawler's pages: each offset a text of its own.
      for (let offset = 0; offset <= MAX_NAMED_PAGES; offset++) {
        const page = sql`SELECT n FROM generate_series(1, 3) n ORDER BY n LIMIT 1 OFFSET ${literal(offset % 3)} + ${literal(offset)} - ${literal(offset)}`;
        expect(await preparedRows(database.db, page, { page: true })).toEqual([{ n: (offset % 3) + 1 }]);
      }
      const fixed = sql`SELECT ${5}::int * 2 AS ten`;
      expect(await preparedRows(database.db, fixed)).toEqual([{ ten: 10 }]);
    } finally {
      preparedObservers.delete(observe);
    }
    expect(seen).toHaveLength(MAX_NAMED_PAGES + 1);
    expect(seen.at(-2)).toContain(`+ ${MAX_NAMED_PAGES - 1} -`);
    expect(seen.at(-1)).toContain('AS ten');
  });

  it('a statement that fails reaches its caller; the next ones run', async () => {
    await expect(preparedRows(database.db, sql`SELECT 1 / ${0}::int AS x`)).rejects.toThrow(
      /division by zero/,
    );
    await expect(preparedRows(database.db, sql`SELEC ${1}`)).rejects.toThrow();
    expect(await preparedRows(database.db, sql`SELECT 1 / ${1}::int AS x`)).toEqual([{ x: 1 }]);
    // PGlite plans named statements generically for their run only: unnamed ones plan as before.
    expect(await rows(database.db, sql`SELECT current_setting('plan_cache_mode') AS mode`)).toEqual([
      { mode: 'auto' },
    ]);
    expect(
      await preparedRows(database.db, sql`SELECT 1 / ${0}::int + ${1}::int AS x`).catch(() => 'failed'),
    ).toBe('failed');
  });

  it('inside a transaction the statement runs on the transaction: it sees what the transaction wrote', async () => {
    const mobile = '6999999001';
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO users (mobile, user_type_id, name) VALUES (${mobile}, 2, 'Prepared')`);
      const inside = await preparedRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM users WHERE mobile = ${mobile}`,
      );
      // PGlite runs one statement at a time: a read outside the transaction would wait for it, so
      // only PostgreSQL reads outside while the transaction is open.
      const outside =
        database.kind === 'postgres'
          ? (
              await preparedRows<{ n: number }>(
                database.db,
                sql`SELECT count(*)::int AS n FROM users WHERE mobile = ${mobile}`,
              )
            )[0]!.n
          : 'waits';
      await tx.execute(sql`DELETE FROM users WHERE mobile = ${mobile}`);
      return { inside: inside[0]!.n, outside };
    });
    expect(seen).toEqual({ inside: 1, outside: database.kind === 'postgres' ? 0 : 'waits' });
  });

  it('a named statement failing inside a transaction rolls it back; the next ones run', async () => {
    const mobile = '6999999002';
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO users (mobile, user_type_id, name) VALUES (${mobile}, 2, 'Rolled back')`,
        );
        await preparedRows(tx, sql`SELECT 1 / ${0}::int AS x`);
      }),
    ).rejects.toThrow(/division by zero/);
    expect(
      await preparedRows(database.db, sql`SELECT count(*)::int AS n FROM users WHERE mobile = ${mobile}`),
    ).toEqual([{ n: 0 }]);
    expect(await rows(database.db, sql`SELECT current_setting('plan_cache_mode') AS mode`)).toEqual([
      { mode: 'auto' },
    ]);
  });
});
