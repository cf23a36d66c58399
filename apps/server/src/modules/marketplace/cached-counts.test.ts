/**
 * The marketplace's totalPages with the production caches on (CACHE_TTL_MS; the other suites
 * run with 0): what this process adds or books shows at once, and the session check still
 * honours a logout at once (docs/decisions/015-hot-path-caches.md).
 */
import { describe, expect, it } from 'vitest';
import { AUTH_RULES } from '../../config.js';
import type {
  LoadBid,
  LoadListingResponse,
  PostedTruckListingResponse,
  TruckBid,
} from '@lorrybazaar/contract';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { addLoadBody, buildLoad, buildTruck, daysFromToday, postTruckBody } from '../../test/factories.js';
import { api, userId } from '../../test/api-calls.js';

const ctx = useTestApp({ env: { CACHE_TTL_MS: '60000' } });
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

    // Written behind this process's back (as another server would): the count is reused until the
    // time-out, while the rows themselves are always read fresh.
    await buildLoad(db(), { ownerId: userId(shipper) });
    expect(await loadPages(broker)).toEqual({ totalPages: 1, rows: 12 });
    expect(
      (await call().allLoads(broker, { page: 2, limit: 12 })).json<LoadListingResponse>().data,
    ).toHaveLength(1);
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
