import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES, type Role } from '@lorrybazaar/contract';
import { rows } from '../db/rows.js';
import { api, userId } from '../test/api-calls.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import {
  buildBid,
  buildFile,
  buildLoad,
  buildPosting,
  buildTruck,
  daysFromToday,
  indiaDateTime,
  verifyDriver,
} from '../test/factories.js';

/**
 * Every JSON route the server registers, called with generated input: values its schema
 * accepts but nobody expects (unicode, RTL, emoji, NUL, edge numbers), and values of every
 * wrong type. The answer is 2xx, or 4xx with the error shape (docs/api.md, Errors); never 5xx.
 * The routes and their body/query schemas come from the server's own OpenAPI document,
 * which is generated from the very zod schemas the routes validate with.
 */

/** Cases per route (about 90 routes); FUZZ_RUNS raises it for a long local run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

type JsonSchema = {
  type?: string;
  anyOf?: JsonSchema[];
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};
interface Operation {
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  parameters?: { in: 'query' | 'path'; name: string; required?: boolean; schema: JsonSchema }[];
}
interface Route {
  method: string;
  url: string;
  body?: JsonSchema;
  query?: JsonSchema;
  path: string[];
}

let database: TestDatabase;
let t: TestApp;
const jars = {} as Record<Role, SignedIn>;
/** The operator console's routes are fuzzed too, as an operator (docs/decisions/029). */
const OPERATOR = '9000000001';
let operator: SignedIn;
/** Ids of real rows the users own or can see, so generated ids reach the services too. */
const ids: number[] = [];
const fileIds: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, env: { OPERATOR_MOBILES: OPERATOR } });
  for (const role of ROLES) jars[role] = await signIn(t, role);
  operator = await signIn(t, 'broker', OPERATOR);
  const db = database.db;
  const [transporter, broker, shipper, driver] = (
    ['transporter', 'broker', 'shipper', 'driver'] as const
  ).map((role) => userId(jars[role])) as [number, number, number, number];
  await verifyDriver(db, driver);
  const shipperLoad = await buildLoad(db, { ownerId: shipper });
  const brokerLoad = await buildLoad(db, { ownerId: broker, pickupDate: daysFromToday(9) });
  const truck = await buildTruck(db, { ownerId: transporter });
  const driverTruck = await buildTruck(db, { ownerId: driver });
  const { postingId, truckId: postedTruck } = await buildPosting(db, {
    ownerId: broker,
    dateTime: indiaDateTime(4),
  });
  const onLoad = await buildBid(db, {
    kind: 'on_load',
    bidderId: transporter,
    ownerId: shipper,
    loadId: shipperLoad,
    truckId: truck,
  });
  const onTruck = await buildBid(db, {
    kind: 'on_truck',
    bidderId: shipper,
    ownerId: broker,
    loadId: await buildLoad(db, { ownerId: shipper, pickupDate: daysFromToday(4) }),
    truckId: postedTruck,
    postingId,
  });
  // One booked trip.
  const bookedLoad = await buildLoad(db, { ownerId: shipper, pickupDate: daysFromToday(12) });
  const booked = await buildBid(db, {
    kind: 'on_load',
    bidderId: driver,
    ownerId: shipper,
    loadId: bookedLoad,
    truckId: driverTruck,
  });
  const accepted = await api(t.app).acceptLoadBid(jars.shipper, { bid_id: booked });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const [schedule] = await rows<{ id: string }>(db, sql`SELECT id FROM schedules WHERE bid_id = ${booked}`);
  ids.push(
    ...[transporter, broker, shipper, driver, shipperLoad, brokerLoad, truck, driverTruck, postingId],
    ...[postedTruck, onLoad, onTruck, bookedLoad, booked, Number(schedule!.id)],
  );
  for (const ownerId of [transporter, broker, shipper, driver]) {
    for (const purpose of ['document', 'rc', 'insurance', 'profile_picture', 'lorry_receipt'] as const) {
      fileIds.push(await buildFile(db, { ownerId, purpose }));
    }
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

// ---------------------------------------------------------------- generators

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eRTL override\u202c',
  'مرحبا بالعالم',
  'שלום',
  'नमस्ते दुनिया',
  'ಕನ್ನಡ',
  '🚚💨🇮🇳👨‍👩‍👧',
  '\ud83d',
  '\uFEFF\u200B\u200D',
  "'; DROP TABLE loads; --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '{}',
  '[]',
  'null',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '0x10',
  '9'.repeat(40),
  '2024-02-30',
  '0000-00-00',
  '9999-12-31 23:59',
  'x'.repeat(101),
  'y'.repeat(10_001),
];
const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1.5,
  -2147483648,
  2147483647,
  2147483648,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const oddString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const oddNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true }));
const idLike = () =>
  fc.oneof(
    fc.constantFrom(...ids),
    fc.constantFrom(...ids).map(String),
    fc.integer({ min: 1, max: 40 }),
    fc.constantFrom(...NASTY_NUMBERS),
    fc.constantFrom('1', ' 1 ', '01', '1.0', '1e2', '-5', 'abc', '9'.repeat(30)),
  );

/** A value of a wrong (or wrongly shaped) type for anything. */
const invalidValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumber,
  oddNumber.map(String),
  oddString,
  fc.array(fc.oneof(oddString, oddNumber), { maxLength: 3 }),
  fc.dictionary(oddString, fc.oneof(oddString, oddNumber), { maxKeys: 3 }),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Plausible values by field name: the schemas accept `string | number` ids, the services decide. */
function hinted(name: string): fc.Arbitrary<unknown> | undefined {
  if (/(^|_)(image|file_id|insurance|rc|profile_picture|picture)$/i.test(name)) {
    return fc.oneof(fc.constantFrom(...fileIds), fc.uuid(), fc.constant(randomUUID()));
  }
  if (/_id$|^id$|_id_|^(bid|schedule)/i.test(name)) return idLike();
  if (/mob|mobile/i.test(name)) {
    return fc.oneof(fc.stringMatching(/^[6-9][0-9]{9}$/), fc.stringMatching(/^[0-9]{1,12}$/));
  }
  if (/otp/i.test(name)) return fc.stringMatching(/^[0-9]{4,7}$/);
  if (/datetime/i.test(name)) {
    return fc.integer({ min: -3, max: 40 }).map((days) => indiaDateTime(days, '10:15'));
  }
  if (/date/i.test(name)) {
    return fc.oneof(
      fc.integer({ min: -3, max: 400 }).map((days) => daysFromToday(days)),
      fc.constantFrom('today', 'week', 'month', 'all', '2024-02-29'),
    );
  }
  if (/amount/i.test(name)) return fc.oneof(fc.integer({ min: -5, max: 10_000_005 }), oddNumber);
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), oddString);
  if (/reg|vehicle/i.test(name)) {
    return fc.oneof(fc.stringMatching(/^[A-Z]{2}[0-9]{2}[A-Z]{2}[0-9]{4}$/), oddString);
  }
  if (/^(page|limit|rating|no_of_trucks)$/.test(name))
    return fc.oneof(fc.integer({ min: -2, max: 200 }), oddNumber);
  return undefined;
}

/** Values the schema accepts (the JSON-schema view of it), odd where it allows. */
function valid(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const hint = name ? hinted(name) : undefined;
  let base: fc.Arbitrary<unknown>;
  if (schema.enum) base = fc.constantFrom(...schema.enum);
  else if (schema.anyOf) base = fc.oneof(...schema.anyOf.map((s) => valid(s, name)));
  else if (schema.type === 'object') {
    const props = Object.entries(schema.properties ?? {});
    const record = fc.record(Object.fromEntries(props.map(([key, s]) => [key, valid(s, key)])), {
      requiredKeys: schema.required ?? [],
    }) as fc.Arbitrary<Record<string, unknown>>;
    base =
      typeof schema.additionalProperties === 'object'
        ? fc
            .tuple(record, fc.dictionary(oddString, valid(schema.additionalProperties), { maxKeys: 3 }))
            .map(([fixed, extra]) => ({ ...extra, ...fixed }))
        : record;
  } else if (schema.type === 'array') {
    base = fc.array(valid(schema.items ?? {}), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.min(schema.maxItems ?? 4, 4),
    });
  } else if (schema.type === 'string') {
    const length = { minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 60 };
    let pattern: fc.Arbitrary<string> | undefined;
    if (schema.format === 'uuid') pattern = fc.uuid();
    else if (schema.pattern) {
      try {
        pattern = fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= length.maxLength);
      } catch {
        pattern = undefined;
      }
    }
    base =
      pattern ??
      fc.oneof(
        fc.string({ unit: 'grapheme', ...length }),
        fc
          .constantFrom(...NASTY_STRINGS)
          .filter((s) => s.length >= length.minLength && s.length <= length.maxLength),
        fc.string({ unit: 'grapheme-composite', ...length }),
      );
  } else if (schema.type === 'number' || schema.type === 'integer') base = oddNumber;
  else if (schema.type === 'boolean') base = fc.boolean();
  else base = fc.jsonValue({ maxDepth: 2 });
  const withHint =
    hint && schema.type !== 'object' && schema.type !== 'array'
      ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: base, weight: 1 })
      : base;
  return schema.nullable ? fc.oneof(withHint, fc.constant(null)) : withHint;
}

/** A valid-looking object with one field broken, extra fields, or something else entirely. */
function bodyCase(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const good = schema ? valid(schema) : fc.constant({});
  const fields = Object.keys(schema?.properties ?? {});
  const broken =
    fields.length === 0
      ? good
      : fc
          .tuple(good, fc.constantFrom(...fields), invalidValue)
          .map(([value, field, bad]) =>
            value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [field]: bad } : value,
          );
  const withExtra = fc
    .tuple(good, fc.dictionary(oddString, invalidValue, { minKeys: 1, maxKeys: 4 }))
    .map(([value, extra]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? { ...extra, ...value } : value,
    );
  const missing =
    fields.length === 0
      ? good
      : fc.tuple(good, fc.constantFrom(...fields)).map(([value, field]) => {
          if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
          const { [field]: _dropped, ...rest } = value as Record<string, unknown>;
          return rest;
        });
  return fc.oneof(
    { arbitrary: good, weight: 3 },
    { arbitrary: broken, weight: 4 },
    { arbitrary: withExtra, weight: 1 },
    { arbitrary: missing, weight: 1 },
    { arbitrary: invalidValue, weight: 1 },
  );
}

/** What a query string can carry: strings, repeated keys (arrays), nothing. */
const asQueryValue = (value: unknown): string | string[] | undefined => {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  if (value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

function queryCase(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, string | string[]>> {
  return bodyCase(schema ?? { type: 'object', properties: {} }).map((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { q: asQueryValue(value) ?? '' };
    const query: Record<string, string | string[]> = {};
    for (const [key, v] of Object.entries(value)) {
      const text = asQueryValue(v);
      if (text !== undefined) query[key] = text;
    }
    return query;
  });
}

const pathValue = () =>
  fc.oneof(
    fc.uuid(),
    fc.constantFrom(...fileIds),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
    fc.constantFrom('%00', '..%2F..%2F', '%E2%80%AE', '1', '-1', 'null'),
  );

// ---------------------------------------------------------------- the run

function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [url, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const query = params.filter((p) => p.in === 'query');
      routes.push({
        method: method.toUpperCase(),
        url,
        body: op.requestBody?.content?.['application/json']?.schema,
        query: query.length
          ? {
              type: 'object',
              properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
              required: query.filter((p) => p.required).map((p) => p.name),
            }
          : undefined,
        path: params.filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return routes;
}

/** These end or rotate the caller's session: called without cookies so the others keep theirs. */
const ANONYMOUS = new Set(['POST /api/Transpoter/Logout', 'GET /api/Transpoter/Refresh']);
/** Not JSON routes: the event stream stays open (notifications.test.ts covers its input and guard). */
const STREAMS = new Set(['GET /api/Transpoter/events']);

function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return undefined;
  let body: { error?: unknown; message?: unknown; issues?: unknown };
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} without a JSON body: ${response.body.slice(0, 200)}`;
  }
  if (typeof body.error !== 'string' || typeof body.message !== 'string') {
    return `${response.statusCode} without {error,message}: ${response.body.slice(0, 200)}`;
  }
  if (body.issues !== undefined && !Array.isArray(body.issues))
    return `${response.statusCode} issues not a list`;
  return undefined;
}

it('answers generated input on every JSON route with 2xx or a 4xx error body, never 5xx', async () => {
  const { app } = t;
  const doc = (
    app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }
  ).swagger();
  const routes = routesOf(doc);
  // The document lists every API route the server registers.
  expect(routes.map((r) => `${r.method} ${r.url.replace(/\{(\w+)\}/g, ':$1')}`).sort()).toEqual(
    app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort(),
  );

  /** Answers by route and status (FUZZ_STATS=1 prints them, to tune the generators). */
  const stats: Record<string, Record<number, number>> = {};
  const problems: string[] = [];
  let cases = 0;
  const before = await writtenRows();
  // The console's routes last: a suspension they make ends that user's sessions, and with them
  // the other routes' reach past their guards.
  const inConsole = (route: Route) => Number(route.url.startsWith('/api/ops/'));
  const jsonRoutes = routes
    .filter((route) => !STREAMS.has(`${route.method} ${route.url}`))
    .sort((a, b) => inConsole(a) - inConsole(b));
  for (const route of jsonRoutes) {
    const key = `${route.method} ${route.url}`;
    // A role the route lets past its guard (the first that is not refused; the operator for the
    // console), else the first.
    const anonymous = ANONYMOUS.has(key);
    let jar: SignedIn | undefined;
    if (!anonymous) {
      for (const candidate of [...ROLES.map((role) => jars[role]), operator]) {
        const probe = await candidate.inject(app, {
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/\{\w+\}/g, randomUUID()),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        if (probe.statusCode !== 403) {
          jar = candidate;
          break;
        }
      }
      jar ??= jars.transporter;
    }

    const input = fc.record({
      body: route.method === 'GET' ? fc.constant(undefined) : bodyCase(route.body),
      query: queryCase(route.query),
      path: fc.array(pathValue(), { minLength: route.path.length, maxLength: route.path.length }),
      // Now and then a body that is not JSON at all.
      rawJson: fc.oneof(
        { arbitrary: fc.constant(null), weight: 19 },
        {
          arbitrary: fc.constantFrom('{', '{"a":', '[1,', 'nul', '"\\u0000"', '{"__proto__":{"x":1}}'),
          weight: 1,
        },
      ),
    });
    const result = await fc.check(
      fc.asyncProperty(input, async ({ body, query, path: pathValues, rawJson }) => {
        cases += 1;
        let url = route.url;
        route.path.forEach((name, i) => {
          url = url.replace(`{${name}}`, encodeURIComponent(pathValues[i]!));
        });
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url,
          query,
          ...(route.method === 'GET'
            ? {}
            : rawJson !== null
              ? { payload: rawJson, headers: { 'content-type': 'application/json' } }
              : { payload: JSON.stringify(body ?? null), headers: { 'content-type': 'application/json' } }),
        };
        const response = jar ? await jar.inject(app, options) : await app.inject(options);
        (stats[key] ??= {})[response.statusCode] = (stats[key]?.[response.statusCode] ?? 0) + 1;
        const problem = problemWith(response);
        if (problem) throw new Error(problem);
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    if (result.failed) {
      problems.push(
        `${key}: ${String(result.errorInstance)}\n  input: ${fc.stringify(result.counterexample)}\n  seed ${result.seed}`,
      );
    }
  }
  if (process.env.FUZZ_STATS) console.log(JSON.stringify(stats));
  expect(problems).toEqual([]);
  expect(cases).toBeGreaterThan(jsonRoutes.length * RUNS * 0.9);
  // The valid-but-odd inputs do get past validation into the services, on most routes.
  const reached = Object.values(stats).filter((byStatus) =>
    Object.keys(byStatus).some((status) => Number(status) < 300 || Number(status) >= 401),
  );
  expect(reached.length).toBeGreaterThan(jsonRoutes.length * 0.75);
  await expectConsistentDatabase(before);
}, 180_000);

it('answers text the database cannot store (a NUL character) with 400, not 500', async () => {
  // Found by the run above: PostgreSQL refuses U+0000 in text (22021) and that was a 500.
  const search = await jars.shipper.inject(t.app, {
    method: 'POST',
    url: '/api/Transpoter/getMatchingLoads',
    payload: { pickupLoc: 'Pu\u0000ne' },
  });
  expect(search.statusCode, search.body).toBe(400);
  expect(search.json()).toMatchObject({ code: 'errors.badRequest', issues: [] });
  // Place suggestions are matched in memory (docs/decisions/020): such text simply names no place.
  const places = await t.app.inject({ url: '/api/Transpoter/searchPlaces', query: { q: 'Pu\u0000ne' } });
  expect(places.statusCode, places.body).toBe(200);
  expect(places.json()).toEqual({ data: [] });
  const help = await jars.shipper.inject(t.app, {
    method: 'POST',
    url: '/api/Transpoter/helpRequest',
    payload: { topic: 'account', message: 'Please call me\u0000back about my load' },
  });
  expect(help.statusCode, help.body).toBe(400);
  expect(help.json()).toMatchObject({ code: 'errors.badRequest' });
});

it('answers a reference id beyond the integer range with 400, not 500', async () => {
  // Found by the run above: district_id 2147483648 reached an integer column (22003).
  const response = await jars.driver.inject(t.app, {
    method: 'PATCH',
    url: '/api/Driver/UpdateDriverBasicDetails',
    payload: {
      addressline1: '12 MG Road',
      addressline2: 'Indiranagar',
      state_id: 1,
      district_id: 2147483648,
    },
  });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().issues).toMatchObject([{ path: 'district_id' }]);
});

/**
 * Relations the foreign keys cannot express: each must hold for every row (the query lists
 * the rows that break it).
 */
async function expectConsistentDatabase(before: number) {
  const checks: Record<string, ReturnType<typeof sql>> = {
    'a bid on a load is owned by the load owner and made with the bidder’s truck': sql`
      SELECT b.id FROM bids b JOIN loads l ON l.id = b.load_id JOIN trucks t ON t.id = b.truck_id
      WHERE b.kind = 1 AND (b.owner_id <> l.user_id OR b.bidder_id <> t.user_id)`,
    'a bid on a posted truck names the truck’s posting, is owned by its owner, made with the bidder’s load': sql`
      SELECT b.id FROM bids b JOIN truck_postings p ON p.id = b.posting_id JOIN loads l ON l.id = b.load_id
      WHERE b.kind = 2 AND (p.truck_id <> b.truck_id OR b.owner_id <> p.user_id OR b.bidder_id <> l.user_id)`,
    'every bid has its offers, the last one on the table': sql`
      SELECT b.id FROM bids b
      WHERE b.offers <> (SELECT count(*) FROM bid_offers o WHERE o.bid_id = b.id)
         OR b.current_amount <> (SELECT o.amount FROM bid_offers o WHERE o.bid_id = b.id ORDER BY o.id DESC LIMIT 1)`,
    'an offer is made by one of the bid’s two parties': sql`
      SELECT o.id FROM bid_offers o JOIN bids b ON b.id = o.bid_id
      WHERE o.user_id <> CASE o.party WHEN 1 THEN b.bidder_id ELSE b.owner_id END`,
    'a schedule books its accepted bid’s load and truck, between the bid’s parties': sql`
      SELECT s.id FROM schedules s JOIN bids b ON b.id = s.bid_id
      WHERE b.status <> 2 OR s.load_id <> b.load_id OR s.truck_id <> b.truck_id
         OR s.posting_id IS DISTINCT FROM coalesce(b.posting_id, s.posting_id)
         OR s.load_owner_id <> (CASE b.kind WHEN 1 THEN b.owner_id ELSE b.bidder_id END)
         OR s.truck_owner_id <> (CASE b.kind WHEN 1 THEN b.bidder_id ELSE b.owner_id END)`,
    'an accepted bid has its schedule; a booked load has its schedule': sql`
      SELECT b.id FROM bids b WHERE b.status = 2 AND NOT EXISTS (SELECT 1 FROM schedules s WHERE s.bid_id = b.id)
      UNION ALL
      SELECT l.id FROM loads l WHERE l.status = 2 AND NOT EXISTS (SELECT 1 FROM schedules s WHERE s.load_id = l.id)`,
    'a load counts its schedules as trucks booked, and is booked once all are (decision 017)': sql`
      SELECT l.id FROM loads l
      WHERE l.trucks_booked <> (SELECT count(*) FROM schedules s WHERE s.load_id = l.id)
         OR (l.trucks_booked > 0 AND (l.status = 2) <> (l.trucks_booked = l.no_of_trucks))`,
    'a posting is of its owner’s truck, and a truck with an open posting is marked posted': sql`
      SELECT p.id FROM truck_postings p JOIN trucks t ON t.id = p.truck_id
      WHERE p.user_id <> t.user_id OR (p.status = 1 AND t.status <> 5)`,
    'a truck’s papers and a document’s file belong to its owner': sql`
      SELECT t.id FROM trucks t JOIN files i ON i.id = t.insurance_file_id JOIN files r ON r.id = t.rc_file_id
      WHERE i.owner_id <> t.user_id OR r.owner_id <> t.user_id
      UNION ALL
      SELECT d.id FROM documents d JOIN files f ON f.id = d.file_id WHERE f.owner_id <> d.user_id`,
  };
  const broken: Record<string, string[]> = {};
  for (const [rule, query] of Object.entries(checks)) {
    const found = await rows<{ id: string }>(database.db, query);
    if (found.length) broken[rule] = found.map((row) => String(row.id));
  }
  expect(broken).toEqual({});
  // The run did write: the odd-but-valid inputs reached the services.
  expect(await writtenRows()).toBeGreaterThan(before);
}

/** Rows of the tables generated input may add to. */
async function writtenRows(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database.db,
    sql`SELECT ((SELECT count(*) FROM loads) + (SELECT count(*) FROM trucks) + (SELECT count(*) FROM bids)
               + (SELECT count(*) FROM feedback) + (SELECT count(*) FROM help_requests))::int AS n`,
  );
  return row!.n;
}
