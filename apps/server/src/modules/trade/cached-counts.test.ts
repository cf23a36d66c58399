/**
 * The marketplace's totalPages with the production caches on (CACHE_TTL_MS; the other suites
 * run with 0): what this process adds or books shows at once, and the session check still
 * honours a logout at once (docs/decisions/015-hot-path-caches.md). The kept first rows of the
 * listings: listing-pages.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { AUTH_RULES } from '../../config.js';
import type {
  LoadBid,
  LoadListingResponse,
  PostedTruckListingResponse,
  TruckBid,
} from '@lorrybazaar/contract';
import { createTestApp, signIn, useTestApp, type SignedIn, type TestApp } from '../../test/app.js';
import { addLoadBody, buildLoad, buildTruck, daysFromToday, postTruckBody } from '../../test/factories.js';
import { api, userId } from '../../test/api-calls.js';

// Counts are reused for a minute; the first rows of a listing kept for 400 ms (decision 032).
const OPERATOR = '9000000021';
const ctx = useTestApp({
  env: { CACHE_TTL_MS: '60000', LISTING_CACHE_MS: '400', OPERATOR_MOBILES: `+91${OPERATOR}` },
});
const db = () => ctx.t.database.db;
const call = () => api(ctx.t.app);
const parties = () =>
  Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'transporter'), signIn(ctx.t, 'broker')]);

let loadDay = 5;
const addLoad = async (jar: SignedIn) => {
  const response = await jar.inject(ctx.t.app, {
    method: 'POST',
    url: '/api/Transpoter/AddLoad',
    // Another day each: the same load twice in a day is refused (docs/decisions/030).
    payload: { ...addLoadBody(), pickupDate: daysFromToday(loadDay++ % 20) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return Number(response.json<{ data: { loads_id: string } }>().data.loads_id);
};
const postTruck = async (jar: SignedIn) => {
  const truckId = await buildTruck(db(), { ownerId: userId(jar), capacityId: 17 });
  const response = await jar.inject(ctx.t.app, {
    method: 'POST',
    url: '/api/Transpoter/postTruck',
    payload: postTruckBody(truckId),
  });
  expect(response.statusCode, response.body).toBe(201);
  return truckId;
};
const loadPages = async (jar: SignedIn) => {
  const response = await call().allLoads(jar, { page: 1, limit: 12 });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<LoadListingResponse>();
  return { totalPages: body.totalPages, rows: body.data.length };
};
const truckPages = async (jar: SignedIn) => {
  const response = await call().allTrucks(jar, { page: 1, limit: 12 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostedTruckListingResponse>().totalPages;
};

describe('marketplace totalPages with the count reused between requests', () => {
  it('loads: an add or a booking through the API shows at once; a row written elsewhere within the time-out', async () => {
    const [shipper, transporter, broker] = await parties();
    const loads: number[] = [];
    for (let i = 0; i < 12; i++) loads.push(await addLoad(shipper));
    expect(await loadPages(transporter)).toEqual({ totalPages: 1, rows: 12 });
    // One shared count, each viewer's own subtracted: the shipper sees none of these.
    expect(await loadPages(shipper)).toEqual({ totalPages: 0, rows: 0 });

    loads.push(await addLoad(shipper));
    expect(await loadPages(transporter)).toEqual({ totalPages: 2, rows: 12 });

    // Booked through the API: the load leaves the count at once.
    const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
    const bid = await call().bidOnLoad(transporter, {
      bidsTruck_amount: 3500,
      loads_id: loads[0],
      trucks_id: truckId,
    });
    expect(bid.statusCode, bid.body).toBe(201);
    const accept = await call().acceptLoadBid(shipper, {
      bidsTruck_id: bid.json<{ data: TruckBid }>().data.bidsTruck_id,
    });
    expect(accept.statusCode, accept.body).toBe(201);
    expect(await loadPages(broker)).toEqual({ totalPages: 1, rows: 12 });

    // Written behind this process's back (as another server whose message was lost would): the
    // count is reused until CACHE_TTL_MS, the kept first rows until LISTING_CACHE_MS.
    await buildLoad(db(), { ownerId: userId(shipper) });
    expect(await loadPages(broker)).toEqual({ totalPages: 1, rows: 12 });
    await vi.waitFor(
      async () =>
        expect(
          (await call().allLoads(broker, { page: 2, limit: 12 })).json<LoadListingResponse>().data,
        ).toHaveLength(1),
      { timeout: 3000, interval: 50 },
    );
    expect(await loadPages(broker)).toEqual({ totalPages: 1, rows: 12 });
  });

  it('a load of two trucks stays counted while one is open, and leaves the count with its last', async () => {
    const [shipper, transporter, broker] = await parties();
    const tag = `Twotruck Yard ${Date.now()}`;
    const added = await shipper.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/AddLoad',
      payload: { ...addLoadBody(), pickupLoc: tag, no_of_trucks: 2 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const loadId = added.json<{ data: { loads_id: string } }>().data.loads_id;
    const searched = async () => {
      const response = await broker.inject(ctx.t.app, {
        method: 'POST',
        url: '/api/Transpoter/getMatchingLoads',
        payload: { pickupLoc: tag },
      });
      const body = response.json<LoadListingResponse>();
      return { totalPages: body.totalPages, open: body.data.map((row) => row.trucks_open) };
    };
    expect(await searched()).toEqual({ totalPages: 1, open: [2] });
    const book = async () => {
      const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
      const bid = await call().bidOnLoad(transporter, {
        bidsTruck_amount: 3500,
        loads_id: loadId,
        trucks_id: truckId,
      });
      expect(bid.statusCode, bid.body).toBe(201);
      const accept = await call().acceptLoadBid(shipper, {
        bid_id: bid.json<{ data: TruckBid }>().data.bidsTruck_id,
      });
      expect(accept.statusCode, accept.body).toBe(201);
    };
    await book();
    expect(await searched()).toEqual({ totalPages: 1, open: [1] });
    await book();
    expect(await searched()).toEqual({ totalPages: 0, open: [] });
  });

  it('posted trucks: a posting or a booking through the API shows at once', async () => {
    const [shipper, transporter, broker] = await parties();
    const trucks: number[] = [];
    for (let i = 0; i < 12; i++) trucks.push(await postTruck(transporter));
    expect(await truckPages(shipper)).toBe(1);
    expect(await truckPages(transporter)).toBe(0);

    trucks.push(await postTruck(transporter));
    expect(await truckPages(shipper)).toBe(2);

    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const bid = await call().bidOnTruck(shipper, {
      bidsLoad_amount: 42000,
      load_id: loadId,
      trucks_id: trucks[0],
    });
    expect(bid.statusCode, bid.body).toBe(201);
    const accept = await call().acceptTruckBid(transporter, {
      bid_id: bid.json<{ data: LoadBid }>().data.bidsLoad_id,
    });
    expect(accept.statusCode, accept.body).toBe(201);
    expect(await truckPages(broker)).toBe(1);
  });
});

describe('the session check with live sessions remembered', () => {
  const withAccess = (token: string) => ({ cookie: `lb_at=${token}` });

  it('a logout ends the session at once', async () => {
    const jar = await signIn(ctx.t, 'broker');
    const token = jar.get('lb_at')!;
    const before = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/Transpoter/getAllLoads',
      headers: withAccess(token),
    });
    expect(before.statusCode).toBe(200);
    expect((await jar.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/Logout' })).statusCode).toBe(
      200,
    );
    const after = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/Transpoter/getAllLoads',
      headers: withAccess(token),
    });
    expect(after.statusCode).toBe(403);
  });

  it('a refresh token reused after the grace window ends the session at once', async () => {
    const jar = await signIn(ctx.t, 'shipper');
    const token = jar.get('lb_at')!;
    const oldRefresh = jar.get('lb_rt')!;
    expect(await ctx.t.app.auth.authenticate(token)).not.toBeNull();
    ctx.t.clock.advance(1);
    expect((await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Refresh' })).statusCode).toBe(
      200,
    );
    // Within the grace window a just-rotated token is a second tab, not a thief (decision 003).
    ctx.t.clock.advance(AUTH_RULES.refreshGraceSeconds + 1);
    const reuse = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/Transpoter/Refresh',
      headers: { cookie: `lb_rt=${oldRefresh}` },
    });
    expect(reuse.statusCode).toBe(401);
    expect(await ctx.t.app.auth.authenticate(token)).toBeNull();
  });
});

/**
 * A second app on the same database stands in for a second server process (on PostgreSQL it
 * hears the first over LISTEN/NOTIFY, on PGlite in memory; docs/decisions/025): what one
 * changes reaches the other's caches at once, not after CACHE_TTL_MS (60 s here).
 */
describe('two processes on one database', () => {
  const withAccess = (token: string) => ({ cookie: `lb_at=${token}` });
  /** PostgreSQL delivers to the other process a moment after the commit: far below CACHE_TTL_MS. */
  const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 20 });
  const withOther = async (test: (other: TestApp) => Promise<void>) => {
    // The other keeps its first rows for a minute too: only the bus can make them fresh.
    const other = await createTestApp({
      database: ctx.t.database,
      env: { CACHE_TTL_MS: '60000', LISTING_CACHE_MS: '60000' },
    });
    try {
      await test(other);
    } finally {
      await other.close();
    }
  };
  const loadsAs = (token: string) => (t: TestApp) =>
    t.app.inject({ method: 'GET', url: '/api/Transpoter/getAllLoads', headers: withAccess(token) });

  it('a logout in one is refused by the other at once', () =>
    withOther(async (other) => {
      const jar = await signIn(ctx.t, 'broker');
      const loads = loadsAs(jar.get('lb_at')!);
      // The other process has found the session live, and would trust it for CACHE_TTL_MS.
      expect((await loads(other)).statusCode).toBe(200);
      const logout = await jar.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/Logout' });
      expect(logout.statusCode).toBe(200);
      await soon(async () => expect((await loads(other)).statusCode).toBe(403));
    }));

  it('a refresh token reused in one ends the session in the other at once', () =>
    withOther(async (other) => {
      const jar = await signIn(ctx.t, 'shipper');
      const loads = loadsAs(jar.get('lb_at')!);
      const oldRefresh = jar.get('lb_rt')!;
      expect((await loads(other)).statusCode).toBe(200);
      expect(
        (await jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Refresh' })).statusCode,
      ).toBe(200);
      ctx.t.clock.advance(AUTH_RULES.refreshGraceSeconds + 1);
      const reuse = await ctx.t.app.inject({
        method: 'GET',
        url: '/api/Transpoter/Refresh',
        headers: { cookie: `lb_rt=${oldRefresh}` },
      });
      expect(reuse.statusCode).toBe(401);
      await soon(async () => expect((await loads(other)).statusCode).toBe(403));
    }));

  it("a load added or booked in one shows in the other's totalPages at once", () =>
    withOther(async (other) => {
      const [shipper, transporter, broker] = await parties();
      // Loads of this test only (the file's earlier tests left theirs on the board).
      const pickupLoc = `Bus Yard ${Date.now()}`;
      let day = 0;
      const add = async () => {
        const response = await shipper.inject(ctx.t.app, {
          method: 'POST',
          url: '/api/Transpoter/AddLoad',
          // A different day each, so no two are the same load posted twice.
          payload: { ...addLoadBody(), pickupLoc, pickupDate: daysFromToday(day++) },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ data: { loads_id: string } }>().data.loads_id;
      };
      const pagesOn = async (t: TestApp) => {
        const response = await broker.inject(t.app, {
          method: 'POST',
          url: '/api/Transpoter/getMatchingLoads',
          payload: { pickupLoc },
        });
        return response.json<LoadListingResponse>().totalPages;
      };
      const loads: string[] = [];
      for (let i = 0; i < 12; i++) loads.push(await add());
      // The other process counts once and would reuse that count for CACHE_TTL_MS.
      expect(await pagesOn(other)).toBe(1);
      loads.push(await add());
      await soon(async () => expect(await pagesOn(other)).toBe(2));

      const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
      const bid = await call().bidOnLoad(transporter, {
        bidsTruck_amount: 3500,
        loads_id: loads[0],
        trucks_id: truckId,
      });
      expect(bid.statusCode, bid.body).toBe(201);
      const accept = await call().acceptLoadBid(shipper, {
        bidsTruck_id: bid.json<{ data: TruckBid }>().data.bidsTruck_id,
      });
      expect(accept.statusCode, accept.body).toBe(201);
      await soon(async () => expect(await pagesOn(other)).toBe(1));
    }));

  it("a suspension in one takes the poster's loads out of the other's pages and totalPages at once", () =>
    withOther(async (other) => {
      const [shipper, broker] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'broker')]);
      const pickupLoc = `Withheld Yard ${Date.now()}`;
      for (let day = 0; day < 13; day++) {
        const response = await shipper.inject(ctx.t.app, {
          method: 'POST',
          url: '/api/Transpoter/AddLoad',
          payload: { ...addLoadBody(), pickupLoc, pickupDate: daysFromToday(day) },
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const seenOn = async (t: TestApp) => {
        const body = (
          await broker.inject(t.app, {
            method: 'POST',
            url: '/api/Transpoter/getMatchingLoads',
            payload: { pickupLoc },
          })
        ).json<LoadListingResponse>();
        return { totalPages: body.totalPages, rows: body.data.length };
      };
      // The other process reads (and keeps) the first page and the count.
      expect(await seenOn(other)).toEqual({ totalPages: 2, rows: 12 });
      const operator = await signIn(ctx.t, 'broker', OPERATOR);
      const suspend = await operator.inject(ctx.t.app, {
        method: 'POST',
        url: `/api/ops/users/${userId(shipper)}/suspend`,
        payload: {},
      });
      expect(suspend.statusCode, suspend.body).toBe(200);
      await soon(async () => expect(await seenOn(other)).toEqual({ totalPages: 0, rows: 0 }));
      const restore = await operator.inject(ctx.t.app, {
        method: 'POST',
        url: `/api/ops/users/${userId(shipper)}/restore`,
        payload: {},
      });
      expect(restore.statusCode, restore.body).toBe(200);
      await soon(async () => expect(await seenOn(other)).toEqual({ totalPages: 2, rows: 12 }));
    }));
});
