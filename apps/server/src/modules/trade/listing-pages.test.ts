/**
 * Marketplace pages with their first rows and bookmarks kept in memory (listing-pages.ts,
 * docs/decisions/032): every page answers what a fresh read answers, after adds, bookings, bids
 * and suspensions made through the API, in this process and in a second one on the same
 * database (on PostgreSQL it hears the first over LISTEN/NOTIFY, on PGlite in memory).
 *
 * The kept rows live for a minute here, so only the events can make them fresh. A third app with
 * nothing kept (CACHE_TTL_MS=0) is the reference: what the database says now.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type {
  LoadBid,
  LoadListingResponse,
  PostedTruckListingResponse,
  TruckBid,
} from '@lorrybazaar/contract';
import { createTestApp, signIn, useTestApp, type SignedIn, type TestApp } from '../../test/app.js';
import { api, userId } from '../../test/api-calls.js';
import {
  BOOK_NOW_TERMS,
  addLoadBody,
  buildLoad,
  buildPosting,
  buildTruck,
  daysFromToday,
  postTruckBody,
} from '../../test/factories.js';

const OPERATOR = '9000000011';
const KEPT = { CACHE_TTL_MS: '60000', LISTING_CACHE_MS: '60000', OPERATOR_MOBILES: `+91${OPERATOR}` };
const ctx = useTestApp({ env: KEPT });
const db = () => ctx.t.database.db;

/** A second process that keeps pages too, and a reference that keeps nothing, on the same database. */
async function withApps(test: (apps: { other: TestApp; fresh: TestApp }) => Promise<void>) {
  const other = await createTestApp({ database: ctx.t.database, env: KEPT });
  const fresh = await createTestApp({ database: ctx.t.database, env: { CACHE_TTL_MS: '0' } });
  try {
    await test({ other, fresh });
  } finally {
    await other.close();
    await fresh.close();
  }
}

type Listing = LoadListingResponse | PostedTruckListingResponse;

/** The same request to two apps; a page kept in one must equal the other's fresh read. */
const ask =
  (jar: SignedIn, request: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
  async (t: TestApp) => {
    const response = await jar.inject(t.app, request);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Listing>();
  };

/** After a change in the first app: the other process hears it a moment later on PostgreSQL. */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 20 });

async function expectSame(
  apps: TestApp[],
  fresh: TestApp,
  jar: SignedIn,
  requests: { method: 'GET' | 'POST'; url: string; payload?: object }[],
) {
  for (const request of requests) {
    const expected = await ask(jar, request)(fresh);
    for (const app of apps) {
      await soon(async () =>
        expect(
          await ask(jar, request)(app),
          `${request.url} ${JSON.stringify(request.payload ?? '')}`,
        ).toEqual(expected),
      );
    }
  }
}

/** Every page of a listing at two page sizes: the first ones come from the kept head, later ones from bookmarks. */
const pagesOf = (url: string, body: object | null, pages: number) =>
  [12, 50].flatMap((limit) =>
    Array.from({ length: Math.ceil((pages * 12) / limit) + 1 }, (_, i) =>
      body === null
        ? { method: 'GET' as const, url: `${url}?page=${i + 1}&limit=${limit}` }
        : { method: 'POST' as const, url, payload: { ...body, page: i + 1, limit } },
    ),
  );

describe('loads pages kept in memory', () => {
  it(
    'answer what a fresh read does after adds, bids, bookings and a suspension, in both processes',
    () =>
      withApps(async ({ other, fresh }) => {
        const [shipper, transporter, broker] = await Promise.all([
          signIn(ctx.t, 'shipper'),
          signIn(ctx.t, 'transporter'),
          signIn(ctx.t, 'broker'),
        ]);
        const pickupLoc = `Kept Yard ${Date.now()}`;
        // 130 loads before anything is read: 4 of them the broker's own, 3 posted at the same
        // instant (the order then goes by id), so later pages come from bookmarks.
        const base = Date.now() - 3_600_000;
        const loads: number[] = [];
        for (let i = 0; i < 130; i++) {
          const owner = i % 40 === 7 ? broker : shipper;
          const at = new Date(base + (i >= 60 && i < 63 ? 60 : i) * 1000);
          loads.push(await buildLoad(db(), { ownerId: userId(owner), pickupLoc, createdAt: at }));
        }
        const search = pagesOf('/api/Transpoter/getMatchingLoads', { pickupLoc }, 11);
        const everything = pagesOf('/api/Transpoter/getAllLoads', null, 7);
        const apps = [ctx.t, other];
        for (const viewer of [transporter, broker])
          await expectSame(apps, fresh, viewer, [...search, ...everything]);

        // A new load: first on every page-1, everything below moves down one.
        const added = await shipper.inject(ctx.t.app, {
          method: 'POST',
          url: '/api/Transpoter/AddLoad',
          payload: { ...addLoadBody(), pickupLoc, pickupDate: daysFromToday(9) },
        });
        expect(added.statusCode, added.body).toBe(201);
        for (const viewer of [transporter, broker]) await expectSame(apps, fresh, viewer, search);

        // The transporter bids on a load of page 1 and one of page 8: "Bid placed" at once.
        const bids: string[] = [];
        for (const loadId of [loads[128]!, loads[30]!]) {
          // A truck each: both loads are picked up on one day, and a truck makes one trip a day.
          const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
          const bid = await api(ctx.t.app).bidOnLoad(transporter, {
            bidsTruck_amount: 3500,
            loads_id: loadId,
            trucks_id: truckId,
          });
          expect(bid.statusCode, bid.body).toBe(201);
          bids.push(bid.json<{ data: TruckBid }>().data.bidsTruck_id);
        }
        await expectSame(apps, fresh, transporter, search);
        const firstPage = (await ask(transporter, search[0]!)(ctx.t)) as LoadListingResponse;
        expect(firstPage.data.find((row) => row.loads_id === String(loads[128]))?.bid_placed).toBe(true);

        // Booked: both loads leave every page at once, and the pages below them close up.
        for (const bidId of bids) {
          const accept = await api(ctx.t.app).acceptLoadBid(shipper, { bidsTruck_id: bidId });
          expect(accept.statusCode, accept.body).toBe(201);
        }
        for (const viewer of [transporter, broker]) await expectSame(apps, fresh, viewer, search);

        // The shipper suspended by an operator: every one of their loads leaves the lists at once.
        const operator = await signIn(ctx.t, 'broker', OPERATOR);
        const suspended = await operator.inject(ctx.t.app, {
          method: 'POST',
          url: `/api/ops/users/${userId(shipper)}/suspend`,
          payload: {},
        });
        expect(suspended.statusCode, suspended.body).toBe(200);
        await expectSame(apps, fresh, transporter, search.slice(0, 3));
        expect(
          ((await ask(transporter, search[0]!)(other)) as LoadListingResponse).data.map(
            (row) => row.users_id,
          ),
        ).toEqual(Array(4).fill(String(userId(broker))));
      }),
    // Hundreds of requests to three apps: more than the default on a busy machine.
    60_000,
  );
});

describe('posted trucks pages kept in memory', () => {
  it(
    'answer what a fresh read does after a posting and a booking, in both processes',
    () =>
      withApps(async ({ other, fresh }) => {
        const [shipper, transporter, broker] = await Promise.all([
          signIn(ctx.t, 'shipper'),
          signIn(ctx.t, 'transporter'),
          signIn(ctx.t, 'broker'),
        ]);
        const fromLoc = `Kept Depot ${Date.now()}`;
        const base = Date.now() - 3_600_000;
        const postings: { postingId: number; truckId: number }[] = [];
        for (let i = 0; i < 75; i++) {
          postings.push(
            await buildPosting(db(), {
              ownerId: userId(transporter),
              fromLoc,
              createdAt: new Date(base + i * 1000),
            }),
          );
        }
        const search = pagesOf('/api/Transpoter/getMatchingPostTrucks', { postTrucks_from: fromLoc }, 7);
        const everything = pagesOf('/api/Transpoter/getPaginatedTrucks', null, 6);
        const apps = [ctx.t, other];
        for (const viewer of [shipper, broker, transporter])
          await expectSame(apps, fresh, viewer, [...search, ...everything]);

        // A truck posted through the API shows first at once.
        const truckId = await buildTruck(db(), { ownerId: userId(transporter), capacityId: 17 });
        const posted = await transporter.inject(ctx.t.app, {
          method: 'POST',
          url: '/api/Transpoter/postTruck',
          payload: {
            postTrucks_dateTime: `${daysFromToday(2)} 08:15`,
            postTrucks_from: fromLoc,
            postTrucks_to: 'Kolkata, West Bengal',
            postTrucks_capacity_id: '8',
            comments: 'Available for return load',
            truck_id: String(truckId),
          },
        });
        expect(posted.statusCode, posted.body).toBe(201);
        await expectSame(apps, fresh, shipper, search);

        // A posting of page 6 booked: it leaves, the pages below close up.
        const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
        const bid = await api(ctx.t.app).bidOnTruck(shipper, {
          bidsLoad_amount: 42000,
          load_id: loadId,
          trucks_id: postings[10]!.truckId,
        });
        expect(bid.statusCode, bid.body).toBe(201);
        await expectSame(apps, fresh, shipper, search);
        const accept = await api(ctx.t.app).acceptTruckBid(transporter, {
          bid_id: bid.json<{ data: LoadBid }>().data.bidsLoad_id,
        });
        expect(accept.statusCode, accept.body).toBe(201);
        for (const viewer of [shipper, broker]) await expectSame(apps, fresh, viewer, search);
      }),
    60_000,
  );
});

describe('a new listing and the searches it cannot be in (docs/decisions/063)', () => {
  const ids = (listing: Listing) =>
    listing.data.map((row) => ('loads_id' in row ? row.loads_id : row.postTrucks_id));
  const search = (url: string, body: object) => ({
    method: 'POST' as const,
    url,
    payload: { ...body, page: 1, limit: 50 },
  });
  const loadsSearch = (body: object) => search('/api/Transpoter/getMatchingLoads', body);

  it(
    'every search answers what a fresh read does after loads of every kind are posted, in both processes',
    () =>
      withApps(async ({ other, fresh }) => {
        const [shipper, transporter] = await Promise.all([
          signIn(ctx.t, 'shipper'),
          signIn(ctx.t, 'transporter'),
        ]);
        const yard = `Scoped Yard ${Date.now()}`;
        const requests = [
          loadsSearch({ pickupLoc: 'Nagpur, Maharashtra' }),
          loadsSearch({ pickupLoc: 'Nagp' }),
          loadsSearch({ pickupLoc: 'Pune, Maharashtra', deliveryLoc: 'Chennai' }),
          loadsSearch({ deliveryLoc: 'Pune' }),
          loadsSearch({ pickupLoc: 'Scoped Yard' }),
          loadsSearch({ material_id: '2' }),
          loadsSearch({ material_id: '1', truck_type_id: '3' }),
          loadsSearch({ book_now: true }),
          { method: 'GET' as const, url: '/api/Transpoter/getAllLoads?page=1&limit=50' },
        ];
        const posts = [
          addLoadBody(),
          {
            pickupLoc: 'Nagpur, Maharashtra',
            deliveryLoc: 'Pune, Maharashtra',
            material_id: '2',
            truck_type_id: '3',
          },
          { pickupLoc: yard, material_id: '1', truck_type_id: '3' },
          { deliveryLoc: 'Pune, Maharashtra', ...BOOK_NOW_TERMS },
        ];
        const apps = [ctx.t, other];
        for (const [i, post] of posts.entries()) {
          // Each search kept in both processes, then a load posted: the kept ones it could be in are
          // forgotten, the others stay, and every answer is still what the database says.
          await expectSame(apps, fresh, transporter, requests);
          const added = await shipper.inject(ctx.t.app, {
            method: 'POST',
            url: '/api/Transpoter/AddLoad',
            payload: { ...addLoadBody(), ...post, comments: `Scoped load ${i}` },
          });
          expect(added.statusCode, added.body).toBe(201);
          await expectSame(apps, fresh, transporter, requests);
        }
      }),
    60_000,
  );

  it('keeps the pages and counts of a search a new load cannot be in, and forgets them for one it can', () =>
    withApps(async ({ other, fresh }) => {
      const [shipper, transporter] = await Promise.all([
        signIn(ctx.t, 'shipper'),
        signIn(ctx.t, 'transporter'),
      ]);
      const nagpur = loadsSearch({ pickupLoc: 'Nagpur, Maharashtra' });
      const pune = loadsSearch({ pickupLoc: 'Pune, Maharashtra' });
      const apps = [ctx.t, other];
      // One load there before the searches are read (an empty listing keeps no rows, decision 060).
      await buildLoad(db(), { ownerId: userId(shipper), pickupLoc: 'Nagpur, Maharashtra' });
      await expectSame(apps, fresh, transporter, [nagpur, pune]);
      // Written straight into the database, with no event: only a re-read shows it.
      const unseen = String(
        await buildLoad(db(), { ownerId: userId(shipper), pickupLoc: 'Nagpur, Maharashtra' }),
      );
      expect(ids(await ask(transporter, nagpur)(fresh))).toContain(unseen);

      const addLoad = (pickupLoc: string) =>
        shipper.inject(ctx.t.app, {
          method: 'POST',
          url: '/api/Transpoter/AddLoad',
          payload: { ...addLoadBody(), pickupLoc, comments: `Picked up at ${pickupLoc}` },
        });
      // A load at Pune: the Pune search shows it (in the other process once its message came),
      // the kept Nagpur search is not read again.
      expect((await addLoad('Pune, Maharashtra')).statusCode).toBe(201);
      await expectSame(apps, fresh, transporter, [pune]);
      for (const app of apps) {
        const kept = await ask(transporter, nagpur)(app);
        expect(ids(kept)).not.toContain(unseen);
        expect(ids(kept).length).toBe(ids(await ask(transporter, nagpur)(fresh)).length - 1);
      }

      // A load at Nagpur: that search is read again, the unseen load with it.
      expect((await addLoad('Nagpur, Maharashtra')).statusCode).toBe(201);
      await expectSame(apps, fresh, transporter, [nagpur]);
      expect(ids(await ask(transporter, nagpur)(other))).toContain(unseen);
    }));

  it('a posted truck forgets the truck searches it could be in, in both processes', () =>
    withApps(async ({ other, fresh }) => {
      const [shipper, transporter] = await Promise.all([
        signIn(ctx.t, 'shipper'),
        signIn(ctx.t, 'transporter'),
      ]);
      const truckSearch = (body: object) => search('/api/Transpoter/getMatchingPostTrucks', body);
      const requests = [
        truckSearch({ postTrucks_from: 'Pune, Maharashtra' }),
        truckSearch({ postTrucks_from: 'Nagpur, Maharashtra' }),
        truckSearch({ postTrucks_to: 'Kolkata' }),
        truckSearch({ truck_type_id: '3' }),
        truckSearch({ book_now: true }),
      ];
      const apps = [ctx.t, other];
      // One posting there before the searches are read (an empty listing keeps no rows, decision 060).
      await buildPosting(db(), { ownerId: userId(transporter), fromLoc: 'Nagpur, Maharashtra' });
      await expectSame(apps, fresh, shipper, requests);
      const unseen = await buildPosting(db(), {
        ownerId: userId(transporter),
        fromLoc: 'Nagpur, Maharashtra',
      });
      const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
      const posted = await transporter.inject(ctx.t.app, {
        method: 'POST',
        url: '/api/Transpoter/postTruck',
        payload: postTruckBody(truckId, { ...BOOK_NOW_TERMS, postTrucks_from: 'Pune, Maharashtra' }),
      });
      expect(posted.statusCode, posted.body).toBe(201);
      await expectSame(apps, fresh, shipper, [requests[0]!, ...requests.slice(2)]);
      for (const app of apps)
        expect(ids(await ask(shipper, requests[1]!)(app))).not.toContain(String(unseen.postingId));
    }));
});

describe('a first page when the database fails', () => {
  it('answers an error and leaves no rejection unhandled (the count that was started too)', async () => {
    const app = await createTestApp({ database: ctx.t.database, env: KEPT });
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const transporter = await signIn(app, 'transporter');
      // Both the page's head and its count fail: the table is gone for the moment.
      await db().execute(sql`ALTER TABLE loads RENAME TO loads_away`);
      try {
        const response = await transporter.inject(app.app, {
          method: 'GET',
          url: '/api/Transpoter/getAllLoads?page=1',
        });
        expect(response.statusCode).toBe(500);
      } finally {
        await db().execute(sql`ALTER TABLE loads_away RENAME TO loads`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
      await app.close();
    }
  });
});
