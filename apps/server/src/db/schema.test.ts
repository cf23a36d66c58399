import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import * as schema from './schema.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

/** Every typed mirror: this folder's shared tables and each module's own (`schema.ts`, `*.schema.ts`). */
const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules');
const mirrors = [
  schema,
  ...(await Promise.all(
    readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|[/.])schema\.ts$/.test(file))
      .map((file) => import(path.join(modulesDir, file)) as Promise<Record<string, unknown>>),
  )),
];
const tables = mirrors
  .flatMap((mirror) => Object.values(mirror) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

/** drizzle's SQL type → PostgreSQL's `udt_name` (information_schema.columns). */
function udtName(sqlType: string): string {
  const base = sqlType.replace(/\(.*\)/, '').trim();
  const names: Record<string, string> = {
    bigint: 'int8',
    boolean: 'bool',
    integer: 'int4',
    smallint: 'int2',
    'smallint[]': '_int2',
    'bigint[]': '_int8',
    char: 'bpchar',
    varchar: 'varchar',
    text: 'text',
    'text[]': '_text',
    numeric: 'numeric',
    jsonb: 'jsonb',
    uuid: 'uuid',
    date: 'date',
    bytea: 'bytea',
    'double precision': 'float8',
    'timestamp with time zone': 'timestamptz',
  };
  const name = names[base];
  if (!name) throw new Error(`Add ${sqlType} to the type map of schema.test.ts`);
  return name;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
}

describe('schema.ts mirrors the migrations', () => {
  it('declares every table the migrations create, and no other', async () => {
    const inDatabase = await rows<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
    );
    expect(tables.map((table) => table.name).sort()).toEqual(inDatabase.map((row) => row.table_name).sort());
  });

  it.each(tables.map((table) => [table.name, table] as const))(
    '%s: every column exists with its type, length and nullability',
    async (name, table) => {
      const columns = await rows<ColumnRow>(sql`
        SELECT table_name, column_name, udt_name, is_nullable, character_maximum_length
        FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${name}`);
      expect(columns.length, `table ${name} is missing`).toBeGreaterThan(0);
      const byName = new Map(columns.map((column) => [column.column_name, column]));
      for (const column of table.columns) {
        const actual = byName.get(column.name);
        expect(actual, `${name}.${column.name} is missing`).toBeDefined();
        expect(actual!.udt_name, `${name}.${column.name} type`).toBe(udtName(column.getSQLType()));
        expect(actual!.is_nullable === 'NO', `${name}.${column.name} NOT NULL`).toBe(column.notNull);
        const length = /\((\d+)\)$/.exec(column.getSQLType())?.[1];
        if (length)
          expect(Number(actual!.character_maximum_length), `${name}.${column.name} length`).toBe(
            Number(length),
          );
      }
      // Every NOT NULL column without a default must be in schema.ts, or inserts through it fail.
      const declared = new Set(table.columns.map((column) => column.name));
      const undeclared = columns.filter((column) => !declared.has(column.column_name));
      expect(undeclared.filter((column) => column.is_nullable === 'NO')).toEqual([]);
    },
  );

  it('runs on the engine this run asked for (TEST_DATABASE_URL: PostgreSQL, else PGlite)', () => {
    expect(database.kind).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('records every migration as applied', async () => {
    const applied = await rows<{ name: string }>(sql`SELECT name FROM schema_migrations ORDER BY name`);
    const files = readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'))
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.replace(/\.sql$/, ''))
      .sort();
    expect(files.length).toBeGreaterThan(2);
    expect(applied.map((row) => row.name)).toEqual(files);
  });
});

describe('reference data', () => {
  it('has the 28 states and 8 union territories of India', async () => {
    const kinds = await rows<{ kind: string; n: string | number }>(
      sql`SELECT kind, count(*) AS n FROM states GROUP BY kind ORDER BY kind`,
    );
    expect(kinds.map((row) => [row.kind, Number(row.n)])).toEqual([
      ['state', 28],
      ['union_territory', 8],
    ]);
    const codes = await rows<{ code: string }>(sql`SELECT code FROM states`);
    expect(new Set(codes.map((row) => row.code)).size).toBe(36);
    for (const { code } of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('has more than 700 districts, at least one in every state and union territory', async () => {
    const [total] = await rows<{ n: string | number }>(sql`SELECT count(*) AS n FROM districts`);
    expect(Number(total!.n)).toBeGreaterThan(700);
    const empty = await rows<{ name: string }>(sql`
      SELECT s.name FROM states s
      WHERE NOT EXISTS (SELECT 1 FROM districts d WHERE d.state_id = s.id)`);
    expect(empty).toEqual([]);
  });

  it('has Baksa in Assam', async () => {
    const found = await rows<{ name: string }>(sql`
      SELECT d.name FROM districts d JOIN states s ON s.id = d.state_id
      WHERE s.name = 'Assam' AND d.name = 'Baksa'`);
    expect(found).toHaveLength(1);
  });

  it('orders truck capacities by increasing tonnes', async () => {
    const capacities = await database.db
      .select()
      .from(schema.truckCapacities)
      .orderBy(schema.truckCapacities.id);
    expect(capacities.length).toBeGreaterThan(1);
    const tonnes = capacities.map((row) => Number(row.tonnes));
    for (const value of tonnes) expect(value).toBeGreaterThan(0);
    for (let i = 1; i < tonnes.length; i++)
      expect(tonnes[i]!, capacities[i]!.name).toBeGreaterThan(tonnes[i - 1]!);
  });

  it('has the document types 20, 22 (business roles) and 23, 24 (driver)', async () => {
    const types = await database.db.select().from(schema.documentTypes).orderBy(schema.documentTypes.id);
    const byId = new Map(types.map((row) => [row.id, row]));
    for (const id of [20, 22]) expect(byId.get(id)?.forUserTypes.sort()).toEqual([2, 3, 4]);
    for (const id of [23, 24]) expect(byId.get(id)?.forUserTypes).toEqual([1]);
    expect(byId.get(20)?.name).toBe('Business Registration');
    expect(byId.get(22)?.name).toBe('GST Certificate');
    expect(byId.get(23)?.name).toBe('Driving Licence');
    expect(byId.get(24)?.name).toBe('Vehicle Insurance');
  });

  it('has the user types 1 to 4 of the wire contract', async () => {
    const types = await database.db.select().from(schema.userTypes).orderBy(schema.userTypes.id);
    expect(types).toEqual([
      { id: 1, name: 'Driver' },
      { id: 2, name: 'Transporter' },
      { id: 3, name: 'Broker' },
      { id: 4, name: 'Shipper' },
    ]);
  });

  it('has materials and truck types to choose from', async () => {
    expect((await database.db.select().from(schema.materials)).length).toBeGreaterThan(0);
    expect((await database.db.select().from(schema.truckTypes)).length).toBeGreaterThan(0);
  });
});
