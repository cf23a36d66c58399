import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { escapeLike } from '../../db/sql.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildLoad, buildPosting, buildUser } from '../../test/factories.js';

/**
 * Place searches by district id (docs/decisions/052): a location stored as exactly a district's
 * "District, State" carries the district's id, and a search's text is resolved in memory to the
 * districts whose label contains it. These tests prove the answers are those of matching the
 * stored text alone, as every place search did before, for prefixes typed in several scripts.
 */

let database: TestDatabase;
let t: TestApp;
let transporter: SignedIn;

/** Stored locations: labels of districts (id), and texts that name none exactly (no id). */
const LABELS = [
  'Nagpur, Maharashtra',
  'Pune, Maharashtra',
  'Chennai, Tamil Nadu',
  'Dharmapuri, Tamil Nadu',
  'Kolkata, West Bengal',
  'Howrah, West Bengal',
  'Hyderabad, Telangana',
  'Bilaspur, Chhattisgarh',
  'Bilaspur, Himachal Pradesh',
  'Nagaon, Assam',
  'Ernakulam, Kerala',
  'Bengaluru Urban, Karnataka',
];
const FREE_TEXTS = [
  'Nagpur', // the district's name alone, typed before suggestions existed
  'nagpur, maharashtra', // the label in other letters' case
  'Nagpur, Maharashtra ', // the label with a space after it
  'Pune MIDC, Maharashtra',
  'बिलासपुर', // a name two districts share, kept as typed (decision 020)
  'कखगघ गोदाम', // text naming no place, in Devanagari
  'Mawsynram',
  '100% Chennai_port', // LIKE's wildcards, as text
];

/**
 * Prefixes as people type them, in English and six other scripts, with and without the state.
 * Each is searched through the route, all pages, four ways: a busy machine needs more than the
 * default 20 s for the loops below.
 */
const PREFIXES = [
  'Nag',
  'nagp',
  'NAGPUR',
  'Nagpur, Maha',
  'pur',
  'Maha',
  'Tamil',
  'West B',
  ', ',
  'Bilas',
  'Hyde',
  'Mawsyn',
  '100%',
  '_port',
  'नाग',
  'नागपुर',
  'नागपुर, महा',
  'महाराष्ट्र',
  'बिलासपुर',
  'कखगघ',
  'ನಾಗ',
  'నాగ్',
  'ஹைத',
  'சென்',
  'ചെന്ന',
  'എറണാ',
  'নাগ',
  'কলকা',
  'পশ্চিমবঙ্গ',
];

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  transporter = await signIn(t, 'transporter');
  const ownerId = await buildUser(database.db, { role: 'broker', mobile: '7000000052' });
  const places = [...LABELS, ...FREE_TEXTS];
  // Every place once as pickup and once as delivery, each paired with another: 40 loads, and
  // as many postings, fewer than a page each (limit 12 per page is paged below).
  for (const [i, place] of places.entries()) {
    const other = places[(i * 7 + 3) % places.length]!;
    await buildLoad(database.db, { ownerId, pickupLoc: place, deliveryLoc: other });
    await buildPosting(database.db, { ownerId, fromLoc: other, toLoc: place });
  }
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

/** Every id of a listing's answer, all pages, in the listing's order. */
async function listed(url: string, idKey: string, payload: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const response = await transporter.inject(t.app, { method: 'POST', url, payload: { ...payload, page } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: Record<string, string>[]; totalPages: number }>();
    ids.push(...body.data.map((row) => Number(row[idKey])));
    if (page >= body.totalPages) break;
  }
  return ids;
}

/**
 * The rows matching the stored text alone, as every place search did before district ids, in the
 * listing's order (newest first).
 */
async function byTextAlone(table: 'loads' | 'truck_postings', column: string, text: string) {
  const { terms } = await t.app.reference.placeFilter(text);
  const found = await rows<{ id: string }>(
    database.db,
    sql`SELECT id::text FROM ${sql.raw(table)} WHERE status = 1 AND (${sql.join(
      terms.map((term) => sql`lower(${sql.raw(column)}) LIKE lower(${`%${escapeLike(term)}%`}) ESCAPE '\\'`),
      sql` OR `,
    )}) ORDER BY created_at DESC, id DESC`,
  );
  return found.map((row) => Number(row.id));
}

describe('place searches by district id', () => {
  it('gives a stored label its district, and any other text none, as the text is written or changed', async () => {
    const stored = await rows<{
      pickup_loc: string;
      pickup_district_id: number | null;
      label: string | null;
    }>(
      database.db,
      sql`SELECT l.pickup_loc, l.pickup_district_id, d.label FROM loads l
          LEFT JOIN districts d ON d.id = l.pickup_district_id`,
    );
    for (const row of stored) {
      if (LABELS.includes(row.pickup_loc)) expect(row.label, row.pickup_loc).toBe(row.pickup_loc);
      else expect(row.pickup_district_id, row.pickup_loc).toBeNull();
    }
    const [changed] = await rows<{ pickup_district_id: number | null; delivery_district_id: number | null }>(
      database.db,
      sql`UPDATE loads SET pickup_loc = 'Pune', delivery_loc = 'Pune, Maharashtra', pickup_district_id = 1
          WHERE id = (SELECT min(id) FROM loads) RETURNING pickup_district_id, delivery_district_id`,
    );
    const [pune] = await rows<{ id: number }>(
      database.db,
      sql`SELECT id FROM districts WHERE label = 'Pune, Maharashtra'`,
    );
    expect(changed).toEqual({ pickup_district_id: null, delivery_district_id: pune!.id });
    await rows(
      database.db,
      sql`UPDATE loads SET pickup_loc = 'Nagpur, Maharashtra', delivery_loc = ${LABELS[3]!} WHERE id = (SELECT min(id) FROM loads)`,
    );
  });

  it('labels districts as the reference data in memory does, in ASCII', async () => {
    const bad = await rows<{ label: string | null }>(
      database.db,
      sql`SELECT d.label FROM districts d JOIN states s ON s.id = d.state_id
          WHERE d.label IS DISTINCT FROM d.name || ', ' || s.name OR d.label !~ '^[ -~]+$'`,
    );
    expect(bad).toEqual([]);
    const { districtIds } = await t.app.reference.placeFilter('Nagpur, Maharashtra');
    const [nagpur] = await rows<{ id: number }>(
      database.db,
      sql`SELECT id FROM districts WHERE label = 'Nagpur, Maharashtra'`,
    );
    expect(districtIds).toEqual([nagpur!.id]);
  });

  it('finds the loads matching the stored text alone, newest first, for pickup and delivery, for prefixes in every script', async () => {
    let byId = 0;
    let byText = 0;
    for (const prefix of PREFIXES) {
      const pickup = await byTextAlone('loads', 'pickup_loc', prefix);
      expect(
        await listed('/api/Transpoter/getMatchingLoads', 'loads_id', { pickupLoc: prefix }),
        prefix,
      ).toEqual(pickup);
      const delivery = await byTextAlone('loads', 'delivery_loc', prefix);
      expect(
        await listed('/api/Transpoter/getMatchingLoads', 'loads_id', { deliveryLoc: prefix }),
        prefix,
      ).toEqual(delivery);
      const [counted] = await rows<{ ids: number; free: number }>(
        database.db,
        sql`SELECT count(pickup_district_id)::int AS ids, (count(*) - count(pickup_district_id))::int AS free
            FROM loads WHERE id = ANY(${`{${pickup.join(',')}}`}::bigint[])`,
      );
      byId += counted!.ids;
      byText += counted!.free;
    }
    // Both halves were exercised: rows found through their district and rows through their text.
    expect(byId).toBeGreaterThan(20);
    expect(byText).toBeGreaterThan(10);
  }, 120_000);

  it('finds the posted trucks matching the stored text alone, newest first, from and to, for prefixes in every script', async () => {
    for (const prefix of PREFIXES) {
      expect(
        await listed('/api/Transpoter/getMatchingPostTrucks', 'postTrucks_id', { postTrucks_from: prefix }),
        prefix,
      ).toEqual(await byTextAlone('truck_postings', 'from_loc', prefix));
      expect(
        await listed('/api/Transpoter/getMatchingPostTrucks', 'postTrucks_id', { postTrucks_to: prefix }),
        prefix,
      ).toEqual(await byTextAlone('truck_postings', 'to_loc', prefix));
    }
  }, 120_000);

  it('combines a pickup and a delivery place as the texts did', async () => {
    const pairs = [
      ['Maha', 'Tamil'],
      ['नाग', 'চেন্'],
      ['pur', 'pur'],
    ] as const;
    for (const [from, to] of pairs) {
      const pickup = new Set(await byTextAlone('loads', 'pickup_loc', from));
      const both = (await byTextAlone('loads', 'delivery_loc', to)).filter((id) => pickup.has(id));
      expect(
        await listed('/api/Transpoter/getMatchingLoads', 'loads_id', { pickupLoc: from, deliveryLoc: to }),
        `${from} → ${to}`,
      ).toEqual(both);
    }
  });
});
