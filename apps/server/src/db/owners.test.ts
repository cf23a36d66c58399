/**
 * Tables have one owner (db/owners.ts, docs/decisions/033). Reads every server source file (not
 * tests, whose assertions may look at any row) and finds the tables it names: in SQL text (after
 * FROM, JOIN, INTO, UPDATE, TABLE, and the comma list of a FROM) and through Drizzle (a table
 * mirror imported from a schema file, `.insert/.update/.delete(table)`, a `pgTable` declared).
 * A module may name its own tables, the views others publish (to read), and the shared tables
 * as SHARED allows. Wrong-way probes for every module must fail, as the import walls' do
 * (tools/eslint/walls.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { OWNERS, PUBLISHED, SHARED, type Table } from './owners.js';
import { rows } from './rows.js';

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

interface Naming {
  /** The file, relative to apps/server/src. */
  file: string;
  table: string;
  write: boolean;
}

/** Who a file speaks for: its module, or the server itself (db/, plugins/, lib/, app.ts …). */
const areaOf = (file: string) => {
  const [top = '', second = ''] = file.split('/');
  return top === 'modules' ? second : 'server';
};

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Tables a text names in SQL. */
function sqlNamings(text: string): { table: string; write: boolean }[] {
  const found: { table: string; write: boolean }[] = [];
  for (const match of text.matchAll(/\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+"?([a-z_][a-z0-9_]*)"?/g)) {
    const [whole, keyword, table] = match as unknown as [string, string, string];
    const before = text.slice(0, match.index);
    const write =
      keyword === 'INTO' || keyword === 'UPDATE' || (keyword === 'FROM' && /DELETE\s+$/.test(before));
    found.push({ table, write });
    if (keyword !== 'FROM') continue;
    // `FROM a x, b y`: the tables after the commas.
    const rest = text.slice(match.index + whole.length);
    const list =
      /^(?:\s+(?:AS\s+)?[a-z_]\w*)?((?:\s*,\s*[a-z_]\w*(?:\s+(?:AS\s+)?[a-z_]\w*)?)*)/.exec(rest)?.[1] ?? '';
    for (const [, more] of list.matchAll(/,\s*([a-z_]\w*)/g)) found.push({ table: more!, write: false });
  }
  return found;
}

/** Every table mirror: schema file (absolute, .ts) → exported name → table. */
function mirrors(): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const file of sourceFiles().filter((name) => /(^|[/.])schema\.ts$/.test(name))) {
    const text = readFileSync(path.join(SRC, file), 'utf8');
    found.set(
      path.join(SRC, file),
      new Map(
        [...text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map(([, name, table]) => [
          name!,
          table!,
        ]),
      ),
    );
  }
  return found;
}

/** Tables a file names through Drizzle: mirrors it imports (and writes through), tables it declares. */
function drizzleNamings(file: string, text: string, tables: Map<string, Map<string, string>>) {
  const found: { table: string; write: boolean }[] = [];
  const local = new Map<string, string>();
  for (const [, names, from] of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (!from!.startsWith('.')) continue;
    const mirror = tables.get(
      path.resolve(path.dirname(path.join(SRC, file)), from!.replace(/\.js$/, '.ts')),
    );
    if (!mirror) continue;
    for (const spec of names!.split(',').map((part) => part.trim())) {
      const [name = '', alias = name] = spec.replace(/^type\s+/, '').split(/\s+as\s+/);
      const table = !spec.startsWith('type ') && mirror.get(name);
      if (table) {
        local.set(alias, table);
        found.push({ table, write: false });
      }
    }
  }
  // A mirror declared names its table; writing goes through .insert/.update/.delete.
  for (const [, table] of text.matchAll(/pgTable\(\s*'(\w+)'/g)) found.push({ table: table!, write: false });
  for (const [, name] of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = local.get(name!);
    if (table) found.push({ table, write: true });
  }
  return found;
}

/** What a file names that its area may not: `table (read|write)` per naming. */
function violations(file: string, text: string, tables = mirrors()): string[] {
  const area = areaOf(file);
  const code = withoutComments(text);
  const named: Naming[] = [...sqlNamings(code), ...drizzleNamings(file, code, tables)]
    .filter(({ table }) => table in OWNERS)
    .map((naming) => ({ file, ...naming }));
  return named
    .filter(({ table, write }) => {
      const known = table as Table;
      if (OWNERS[known] === area) return false;
      if (!write && PUBLISHED.includes(known)) return false;
      const shared = SHARED.find((entry) => entry.tables.includes(known));
      if (!shared) return true;
      if (write) return !shared.writers.includes(area);
      return shared.readers !== 'every module' && !shared.readers.includes(area);
    })
    .map(({ table, write }) => `${file}: ${table} (${write ? 'write' : 'read'})`);
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'));
}

describe('every table has one owner', () => {
  it('names an owner for every table and view the migrations create, and nothing else', () => {
    const created = readdirSync(path.join(SRC, 'db/migrations'))
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) => [
        ...readFileSync(path.join(SRC, 'db/migrations', file), 'utf8').matchAll(
          /CREATE (?:UNLOGGED )?(?:TABLE|VIEW)\s+(?:IF NOT EXISTS\s+)?(\w+)/g,
        ),
      ])
      .map(([, name]) => name!);
    expect(Object.keys(OWNERS).sort()).toEqual([...new Set(created)].sort());
    for (const owner of new Set(Object.values(OWNERS))) expect([...MODULES, 'server']).toContain(owner);
    for (const view of PUBLISHED) expect(created).toContain(view);
  });

  it('no source file names a table its module does not own, beyond the shared ones', () => {
    const tables = mirrors();
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(
      files.flatMap((file) => violations(file, readFileSync(path.join(SRC, file), 'utf8'), tables)),
    ).toEqual([]);
  });

  it('finds what the scan must find in the code as it is written (the trade module’s own SQL)', () => {
    const trade = sourceFiles()
      .filter((file) => areaOf(file) === 'trade')
      .flatMap((file) => sqlNamings(withoutComments(readFileSync(path.join(SRC, file), 'utf8'))))
      .map(({ table, write }) => `${table}${write ? '+' : ''}`);
    for (const table of [
      'loads',
      'loads+',
      'trucks',
      'truck_postings',
      'bids',
      'bids+',
      'bid_offers+',
      'schedules',
    ]) {
      expect(trade).toContain(table);
    }
  });

  // The wrong-way probes: for each module, another owner's table named each way must be refused.
  const foreign = (module: string) =>
    (Object.keys(OWNERS) as Table[]).find(
      (table) =>
        OWNERS[table] !== module &&
        !PUBLISHED.includes(table) &&
        !SHARED.some((entry) => entry.tables.includes(table)),
    )!;
  it.each(MODULES)(
    'refuses %s naming another module’s table in SQL, through Drizzle, or writing a view',
    (module) => {
      const file = `modules/${module}/wall-probe.ts`;
      const table = foreign(module);
      const probe = (code: string) => violations(file, code);
      expect(probe(`sql\`SELECT 1 FROM ${table} x WHERE x.id = 1\``)).toEqual([`${file}: ${table} (read)`]);
      expect(
        probe(`sql\`SELECT 1 FROM saved_lanes s, ${table} t\``).filter((v) => v.includes(table)),
      ).toEqual([`${file}: ${table} (read)`]);
      expect(probe(`sql\`SELECT 1 FROM users u LEFT JOIN ${table} t ON true\``)).toEqual([
        `${file}: ${table} (read)`,
      ]);
      if (module !== 'trade') {
        expect(probe(`sql\`INSERT INTO trade_trips (id) VALUES (1)\``)).toEqual([
          `${file}: trade_trips (write)`,
        ]);
        expect(probe(`import { bids as b } from '../trade/schema.js';\nawait db.delete(b);`)).toEqual([
          `${file}: bids (read)`,
          `${file}: bids (write)`,
        ]);
      }
      // Allowed: the published views and the shared tables, as read.
      expect(
        probe(
          `sql\`SELECT * FROM trade_listings l JOIN users u ON u.id = l.user_id JOIN materials m ON true\``,
        ),
      ).toEqual([]);
    },
  );

  it('refuses writes to a shared table by a module the exceptions do not name', () => {
    expect(violations('modules/lanes/wall-probe.ts', 'sql`UPDATE users SET name = 1`')).toEqual([
      'modules/lanes/wall-probe.ts: users (write)',
    ]);
    expect(violations('modules/ops/wall-probe.ts', 'sql`UPDATE users SET suspended_at = now()`')).toEqual([]);
    expect(violations('modules/lanes/wall-probe.ts', 'sql`SELECT 1 FROM files`')).toEqual([
      'modules/lanes/wall-probe.ts: files (read)',
    ]);
    expect(violations('modules/lanes/wall-probe.ts', 'sql`DELETE FROM rate_limits`')).toEqual([
      'modules/lanes/wall-probe.ts: rate_limits (write)',
    ]);
  });
});

describe('the views trade publishes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const plan = async (query: string) =>
    (await rows<Record<string, string>>(database.db, sql.raw(`EXPLAIN ${query}`)))
      .map((row) => Object.values(row)[0])
      .join('\n');

  it('cost what their tables cost: a trip count reads the trips alone, a load its row alone', async () => {
    // A rating counts delivered trips on every marketplace page (trust/rating.ts): the view's
    // joins to bids and loads go unused and are removed.
    const trips = await plan('SELECT count(*) FROM trade_trips s WHERE s.load_owner_id = 5 AND s.delivered');
    expect(trips).toContain('schedules');
    expect(trips).not.toMatch(/\bbids\b|\bloads\b/);
    // A load's lane (trust, every bid): the postings' half of the listings is not read.
    const load = await plan(`SELECT from_place FROM trade_listings WHERE kind = 'load' AND id = 5`);
    expect(load).toContain('loads');
    expect(load).not.toContain('truck_postings');
  });
});
