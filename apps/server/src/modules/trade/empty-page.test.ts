/**
 * A page the viewer's count, counted for the request, says is empty is answered without reading
 * its rows (queries/listing-page.ts, docs/decisions/060). These prove the shortcut never hides a row:
 * the last page with one item on it, the page just past the end, a viewer whose own items
 * are in the listing (counted apart, decision 015), and a search that matched nothing until a
 * load was added through the API, in the process that added it and in another, with counts and
 * pages kept (a kept count of 0 must not outlive the load) and with nothing kept. Whatever the
 * page, a response with rows never says fewer pages than the one it is.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { placeSearchPage, userId } from '../../test/api-calls.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { addLoadBody, buildOpenLoads, daysFromToday } from '../../test/factories.js';

const KEPT = { CACHE_TTL_MS: '60000', LISTING_CACHE_MS: '60000' };

let database: TestDatabase;
let t: TestApp;
let other: TestApp;
let viewer: SignedIn;
let poster: SignedIn;
let mixed: SignedIn;

const addLoads = (owner: SignedIn, place: string, n: number) =>
  buildOpenLoads(database.db, userId(owner), place, n);

async function search(app: TestApp, jar: SignedIn, pickupLoc: string, page: number) {
  const body = await placeSearchPage(app.app, jar, pickupLoc, page);
  const own = String(userId(jar));
  expect(body.data.filter((row) => row.users_id === own)).toEqual([]);
  // A count of 0 with rows, or rows on a page past the count, must be impossible.
  if (body.data.length) expect(body.totalPages).toBeGreaterThanOrEqual(page);
  return { totalPages: body.totalPages, rows: body.data.length };
}

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, env: KEPT });
  other = await createTestApp({ database, env: KEPT });
  [viewer, poster, mixed] = await Promise.all([
    signIn(t, 'transporter'),
    signIn(t, 'shipper'),
    signIn(t, 'shipper'),
  ]);
  await addLoads(poster, 'Emptypage Thirteen', 13);
  await addLoads(poster, 'Emptypage Twelve', 12);
  await addLoads(poster, 'Emptypage Mixed', 13);
  await addLoads(mixed, 'Emptypage Mixed', 5);
});

afterAll(async () => {
  await other?.close();
  await t?.close();
  await database?.dispose();
});

describe.each([
  ['with counts and pages kept', () => t],
  ['with nothing kept', () => createTestApp({ database, env: { CACHE_TTL_MS: '0' } })],
])('a page the count says is empty, %s', (_, app) => {
  let under: TestApp;
  beforeAll(async () => {
    under = await app();
  });
  afterAll(async () => {
    if (under !== t) await under.close();
  });

  it('reads the last page with one item on it, and answers the page after it empty', async () => {
    expect(await search(under, viewer, 'Emptypage Thirteen', 1)).toEqual({ totalPages: 2, rows: 12 });
    expect(await search(under, viewer, 'Emptypage Thirteen', 2)).toEqual({ totalPages: 2, rows: 1 });
    expect(await search(under, viewer, 'Emptypage Thirteen', 3)).toEqual({ totalPages: 2, rows: 0 });
    expect(await search(under, viewer, 'Emptypage Twelve', 1)).toEqual({ totalPages: 1, rows: 12 });
    expect(await search(under, viewer, 'Emptypage Twelve', 2)).toEqual({ totalPages: 1, rows: 0 });
  });

  it("counts a viewer's page without their own items: 13 of everyone's 18 are theirs to see", async () => {
    expect(await search(under, mixed, 'Emptypage Mixed', 1)).toEqual({ totalPages: 2, rows: 12 });
    expect(await search(under, mixed, 'Emptypage Mixed', 2)).toEqual({ totalPages: 2, rows: 1 });
    expect(await search(under, mixed, 'Emptypage Mixed', 3)).toEqual({ totalPages: 2, rows: 0 });
    expect(await search(under, viewer, 'Emptypage Mixed', 2)).toEqual({ totalPages: 2, rows: 6 });
    // The poster's own twelve: none for them, and no page of them read.
    expect(await search(under, poster, 'Emptypage Twelve', 1)).toEqual({ totalPages: 0, rows: 0 });
  });
});

describe('a search that matched nothing', () => {
  it('finds the load added through the API at once, here and in another process', async () => {
    const place = 'Emptypage Added';
    for (const app of [t, other]) {
      expect(await search(app, viewer, place, 1)).toEqual({ totalPages: 0, rows: 0 });
      // Asked twice: the second answer has a kept count of 0, which does not skip the page.
      expect(await search(app, viewer, place, 1)).toEqual({ totalPages: 0, rows: 0 });
    }
    const added = await poster.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/AddLoad',
      payload: { ...addLoadBody(), pickupLoc: place, pickupDate: daysFromToday(9) },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await search(t, viewer, place, 1)).toEqual({ totalPages: 1, rows: 1 });
    // The other process hears of it a moment later on PostgreSQL (LISTEN/NOTIFY).
    await vi.waitFor(
      async () => expect(await search(other, viewer, place, 1)).toEqual({ totalPages: 1, rows: 1 }),
      { timeout: 3000, interval: 20 },
    );
    expect(await search(t, viewer, place, 2)).toEqual({ totalPages: 1, rows: 0 });
  });
});
