import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { addLoadBody, buildLoad, buildPosting, buildUser, daysFromToday } from '../../test/factories.js';
import { namedStatementsOf } from '../../test/named-statements.js';

/** Searching the marketplace by a place named in an Indian script (docs/decisions/020). */

let database: TestDatabase;
let t: TestApp;
let transporter: SignedIn;
let posterId: number;
let nagpurLoad: number;
let nagpurAloneLoad: number;
let puneLoad: number;
let nagpurPosting: number;
let punePosting: number;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  transporter = await signIn(t, 'transporter');
  posterId = await buildUser(database.db, { role: 'broker', mobile: '7000000002' });
  const db = database.db;
  nagpurLoad = await buildLoad(db, {
    ownerId: posterId,
    pickupLoc: 'Nagpur, Maharashtra',
    deliveryLoc: 'Chennai, Tamil Nadu',
  });
  // Typed freely before suggestions existed: the district alone.
  nagpurAloneLoad = await buildLoad(db, { ownerId: posterId, pickupLoc: 'Nagpur', deliveryLoc: 'Howrah' });
  puneLoad = await buildLoad(db, {
    ownerId: posterId,
    pickupLoc: 'Pune, Maharashtra',
    deliveryLoc: 'Kolkata, West Bengal',
  });
  await buildLoad(db, {
    ownerId: posterId,
    pickupLoc: 'Indore, Madhya Pradesh',
    deliveryLoc: 'Surat, Gujarat',
  });
  ({ postingId: nagpurPosting } = await buildPosting(db, {
    ownerId: posterId,
    fromLoc: 'Nagpur, Maharashtra',
    toLoc: 'Hyderabad, Telangana',
  }));
  ({ postingId: punePosting } = await buildPosting(db, {
    ownerId: posterId,
    fromLoc: 'Pune, Maharashtra',
    toLoc: 'Chennai, Tamil Nadu',
  }));
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

/** Ids of the listing a marketplace search answers, sorted. */
async function listedIds(url: string, idKey: string, payload: Record<string, unknown>) {
  const response = await transporter.inject(t.app, { method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ data: Record<string, string>[] }>()
    .data.map((row) => Number(row[idKey]))
    .sort((a, b) => a - b);
}
const loadIds = (payload: Record<string, unknown>) =>
  listedIds('/api/Transpoter/getMatchingLoads', 'loads_id', payload);
const postingIds = (payload: Record<string, unknown>) =>
  listedIds('/api/Transpoter/getMatchingPostTrucks', 'postTrucks_id', payload);

describe('marketplace search by a place in an Indian script', () => {
  it('finds loads at Nagpur by its name in any script, as by the English one', async () => {
    const atNagpur = [nagpurLoad, nagpurAloneLoad].sort((a, b) => a - b);
    expect(await loadIds({ pickupLoc: 'nagpur' })).toEqual(atNagpur);
    for (const name of ['नागपुर', 'ನಾಗಪುರ', 'నాగ్పూర్', 'நாக்பூர்', 'നാഗ്പൂർ', 'নাগপুর', 'नागपुर, महाराष्ट्र']) {
      expect(await loadIds({ pickupLoc: name }), name).toEqual(name.includes(',') ? [nagpurLoad] : atNagpur);
    }
  });

  it('finds a state by its name, and the delivery place too', async () => {
    expect(await loadIds({ pickupLoc: 'महाराष्ट्र' })).toEqual([nagpurLoad, puneLoad].sort((a, b) => a - b));
    expect(await loadIds({ pickupLoc: 'মহারাষ্ট্র', deliveryLoc: 'சென்னை' })).toEqual([nagpurLoad]);
    expect(await loadIds({ deliveryLoc: 'পশ্চিমবঙ্গ' })).toEqual([puneLoad]);
  });

  it('takes text naming no place as it is: a location typed freely in that script finds itself', async () => {
    expect(await loadIds({ pickupLoc: 'कखगघ' })).toEqual([]);
    const typed = await buildLoad(database.db, { ownerId: posterId, pickupLoc: 'कखगघ गोदाम' });
    expect(await loadIds({ pickupLoc: 'कखगघ' })).toEqual([typed]);
  });

  it('finds posted trucks by their from and to places in any script', async () => {
    expect(await postingIds({ postTrucks_from: 'नागपुर' })).toEqual([nagpurPosting]);
    expect(await postingIds({ postTrucks_from: 'ಮಹಾರಾಷ್ಟ್ರ', postTrucks_to: 'சென்னை' })).toEqual([punePosting]);
    expect(await postingIds({ postTrucks_to: 'హైదరాబాద్' })).toEqual([nagpurPosting]);
  });
});

describe('a place typed in an Indian script without picking a suggestion', () => {
  it('is stored as the English label when it names one district, so every search finds it', async () => {
    const shipper = await signIn(t, 'shipper');
    let day = 5;
    const add = async (pickupLoc: string) => {
      const response = await shipper.inject(t.app, {
        method: 'POST',
        url: '/api/Transpoter/AddLoad',
        // Another day each: the same load twice in a day is refused (docs/decisions/030).
        payload: { ...addLoadBody(), pickupLoc, deliveryLoc: 'சென்னை', pickupDate: daysFromToday(day++) },
      });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<{ data: { loads_id: string } }>().data.loads_id;
      const [row] = await rows<{ pickup_loc: string; delivery_loc: string }>(
        database.db,
        sql`SELECT pickup_loc, delivery_loc FROM loads WHERE id = ${Number(id)}`,
      );
      return row!;
    };
    expect(await add('नागपुर')).toEqual({
      pickup_loc: 'Nagpur, Maharashtra',
      delivery_loc: 'Chennai, Tamil Nadu',
    });
    expect((await add('নাগপুর, মহারাষ্ট্র')).pickup_loc).toBe('Nagpur, Maharashtra');
    // Two districts share the name Bilaspur: the text stays as typed rather than guessing.
    expect((await add('बिलासपुर')).pickup_loc).toBe('बिलासपुर');
    expect((await add('कखगघ गोदाम')).pickup_loc).toBe('कखगघ गोदाम');
  });
});

/** A page's showing statement (sql/listings.ts): its rows by the ids the page chose. */
const SHOWN = / FROM unnest\(\$\d+::bigint\[\]\) WITH ORDINALITY AS page /;

describe("a search's page", () => {
  it('shows its rows by one named statement whatever the places, so it is planned once (sql/listings.ts)', async () => {
    const shown = (
      await namedStatementsOf(async () => {
        expect(await loadIds({ pickupLoc: 'Pune' })).toEqual([puneLoad]);
        expect(await loadIds({ deliveryLoc: 'কলকাতা' })).toEqual([puneLoad]);
        expect(await postingIds({ postTrucks_from: 'Pune' })).toEqual([punePosting]);
        expect(await postingIds({ postTrucks_to: 'Hyderabad' })).toEqual([nagpurPosting]);
      })
    )
      .filter((statement) => SHOWN.test(statement.sql))
      .map((statement) => statement.name);
    // Loads by pickup, loads by delivery: one statement; posted trucks by from and by to: another.
    expect(shown).toHaveLength(4);
    expect(shown[1]).toBe(shown[0]);
    expect(shown[3]).toBe(shown[2]);
    expect(shown[2]).not.toBe(shown[0]);
  });

  it("counts a poster's trips once for all their rows on the page (sql/listings.ts)", async () => {
    const [shown] = (await namedStatementsOf(() => loadIds({ pickupLoc: 'Maharashtra' }))).filter(
      (statement) => SHOWN.test(statement.sql),
    );
    const ids = shown!.params.find((param) => typeof param === 'string' && param.startsWith('{'));
    const [page] = await rows<{ loads: number; posters: number }>(
      database.db,
      sql`SELECT count(*)::int AS loads, count(DISTINCT user_id)::int AS posters FROM loads WHERE id = ANY(${ids}::bigint[])`,
    );
    // The broker's loads and the shipper's: more rows than posters.
    expect(page!.loads).toBeGreaterThan(page!.posters);
    const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
    const text = shown!.sql.replace(/\$(\d+)/g, (_, n: string) => literal(shown!.params[Number(n) - 1]));
    const [explained] = await rows<{ 'QUERY PLAN': { Plan: Record<string, unknown> }[] }>(
      database.db,
      sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`),
    );
    const loops: number[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Relation Name'] === 'schedules') loops.push(node['Actual Loops'] as number);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk(explained!['QUERY PLAN'][0]!.Plan);
    // The rating's trip counts (trust/rating.ts) run once per poster, not once per row.
    expect(loops.length).toBeGreaterThan(0);
    expect(Math.max(...loops)).toBe(page!.posters);
  });
});
