import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationSentence,
  type LoadListingResponse,
  type NotificationsResponse,
  type OwnLoad,
  type PostedTruckListingResponse,
  type ScheduleCreatedResponse,
  type Terms,
} from '@lorrybazaar/contract';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  BOOK_NOW_TERMS,
  addLoadBody,
  buildLoad,
  buildPosting,
  buildTruck,
  postTruckBody,
  verifyUser,
} from '../../test/factories.js';
import { api, issueCode, numberOf, outcome, userId } from '../../test/api-calls.js';
import { namedStatementsOf } from '../../test/named-statements.js';
import { rows } from '../../db/rows.js';
import { translate } from '../../lib/i18n.js';

let database: TestDatabase;
let t: TestApp;
let call: ReturnType<typeof api>;
let shipper: SignedIn;
let carriers: SignedIn[];
let unverified: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  call = api(t.app);
  [shipper, unverified, ...carriers] = await Promise.all([
    signIn(t, 'shipper'),
    signIn(t, 'transporter'),
    ...Array.from({ length: 5 }, () => signIn(t, 'transporter')),
  ]);
  for (const jar of [shipper, ...carriers]) await verifyUser(db(), userId(jar));
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

const db = () => database.db;

const TERMS = BOOK_NOW_TERMS;

async function pricedLoad(owner: SignedIn, terms: Terms | null = TERMS, noOfTrucks = 1) {
  const loadId = await buildLoad(db(), { ownerId: userId(owner), noOfTrucks });
  await db().execute(sql`UPDATE loads SET terms = ${JSON.stringify(terms)}::jsonb WHERE id = ${loadId}`);
  return loadId;
}

const bookNow = (jar: SignedIn, body: Record<string, unknown>) =>
  jar.inject(t.app, { method: 'POST', url: '/api/Transpoter/bookNow', payload: body });
const bookTruckNow = (jar: SignedIn, body: Record<string, unknown>) =>
  jar.inject(t.app, { method: 'POST', url: '/api/Transpoter/bookTruckNow', payload: body });

const counted = (table: 'bids' | 'schedules', loadId: number) =>
  numberOf(db(), sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE load_id = ${loadId}`);

describe('terms on loads and postings', () => {
  it('AddLoad keeps the terms, and Your Loads and the marketplace rows carry them', async () => {
    const added = await call.addLoad(shipper, { ...addLoadBody(), ...TERMS, no_of_trucks: 2 });
    expect(added.statusCode, added.body).toBe(201);
    const own = added.json<{ data: OwnLoad }>().data;
    expect(own).toMatchObject({ ...TERMS, asking_per_truck: 32000 });

    const listed = await call.allLoads(carriers[0]!, { page: 1, limit: 50 });
    const row = listed.json<LoadListingResponse>().data.find((load) => load.loads_id === own.loads_id);
    expect(row).toMatchObject({ ...TERMS, asking_per_truck: 32000 });
  });

  it('a per-tonne price also shows its amount for one truck', async () => {
    const added = await call.addLoad(shipper, {
      ...addLoadBody(),
      deliveryLoc: 'Nagpur, Maharashtra',
      price_basis: 'per_tonne',
      asking_rupees: 2500,
    });
    expect(added.statusCode, added.body).toBe(201);
    const own = added.json<{ data: OwnLoad }>().data;
    expect(own.asking_per_truck).toBe(Math.round(2500 * own.tonnes));
    expect(own.book_now).toBe(false);
  });

  it('a load without terms is negotiable, as older clients post it', async () => {
    const added = await call.addLoad(shipper, { ...addLoadBody(), deliveryLoc: 'Jaipur, Rajasthan' });
    expect(added.json<{ data: OwnLoad }>().data).toMatchObject({
      price_basis: 'negotiable',
      asking_rupees: null,
      asking_per_truck: null,
      book_now: false,
    });
  });

  it.each([
    [{ book_now: true }, 'book_now', 'bids:validation.bookNowNeedsPrice'],
    [{ price_basis: 'fixed' }, 'price_basis', 'bids:validation.basisInvalid'],
    [{ price_basis: 'per_truck' }, 'asking_rupees', 'bids:validation.askingRequired'],
    [{ asking_rupees: 30000 }, 'asking_rupees', 'bids:validation.askingWithoutPrice'],
    [{ price_basis: 'per_truck', asking_rupees: 100 }, 'asking_rupees', 'bids:validation.askingRange'],
    [{ advance_percent: 101 }, 'advance_percent', 'bids:validation.percentRange'],
    [{ balance_days: 91 }, 'balance_days', 'bids:validation.balanceDaysRange'],
    [{ loading_charges_by: 'broker' }, 'loading_charges_by', 'bids:validation.chargesByInvalid'],
  ])('refuses %j (400)', async (change, path, code) => {
    const response = await call.addLoad(shipper, { ...addLoadBody(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    const issues = response.json<{ issues: { path: string; code: string }[] }>().issues;
    expect(issues).toContainEqual(expect.objectContaining({ path, code }));
  });

  it('postTruck keeps the terms, and the posted truck rows carry them', async () => {
    const owner = carriers[0]!;
    const truckId = await buildTruck(db(), { ownerId: userId(owner) });
    const posted = await call.postTruck(owner, postTruckBody(truckId, { ...TERMS, asking_rupees: 28000 }));
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json<{ data: object }>().data).toMatchObject({ book_now: true, asking_per_truck: 28000 });

    const listed = await call.allTrucks(shipper, { page: 1, limit: 50 });
    const row = listed
      .json<PostedTruckListingResponse>()
      .data.find((posting) => posting.truck_id === String(truckId));
    expect(row).toMatchObject({ ...TERMS, asking_rupees: 28000, asking_per_truck: 28000 });
  });
});

describe('the Book Now only filter', () => {
  it('getMatchingLoads and getMatchingPostTrucks with book_now list only what may be booked at once', async () => {
    const viewer = carriers[2]!;
    const withBookNow = await pricedLoad(shipper);
    const withoutBookNow = await pricedLoad(shipper, { ...TERMS, book_now: false });
    const search = (body: Record<string, unknown>) =>
      viewer.inject(t.app, { method: 'POST', url: '/api/Transpoter/getMatchingLoads', payload: body });
    const only = (await search({ book_now: true, limit: 50 })).json<LoadListingResponse>().data;
    expect(only.map((load) => load.book_now)).not.toContain(false);
    expect(only.map((load) => load.loads_id)).toContain(String(withBookNow));
    const all = (await search({ limit: 50 })).json<LoadListingResponse>().data.map((load) => load.loads_id);
    expect(all).toEqual(expect.arrayContaining([String(withBookNow), String(withoutBookNow)]));

    const postings = await shipper.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/getMatchingPostTrucks',
      payload: { book_now: 'true', limit: 50 },
    });
    expect(postings.statusCode).toBe(200);
    const rows = postings.json<PostedTruckListingResponse>().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.book_now)).toBe(true);
  });
});

describe('Book Now', () => {
  it('50 at once on a one-truck load: exactly one books it, at the asking price, with the terms', async () => {
    const loadId = await pricedLoad(shipper);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const carrier = carriers[i % carriers.length]!;
        const truckId = await buildTruck(db(), { ownerId: userId(carrier) });
        return { carrier, truckId };
      }),
    );
    const answers = await Promise.all(
      attempts.map(({ carrier, truckId }) =>
        bookNow(carrier, { loads_id: loadId, trucks_id: truckId, expected_amount: 32000 }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);

    const booked = answers.find((answer) => answer.statusCode === 201)!.json<ScheduleCreatedResponse>();
    expect(booked.data).toMatchObject({ amount: 32000, terms: TERMS, your_side: 'truck' });
    expect(await counted('schedules', loadId)).toBe(1);
    const [load] = await rows<{ status: number; trucks_booked: number }>(
      db(),
      sql`SELECT status::int AS status, trucks_booked::int AS trucks_booked FROM loads WHERE id = ${loadId}`,
    );
    expect(load).toEqual({ status: 2, trucks_booked: 1 });

    // The load owner sees the same trip, with the same terms.
    const seen = await call.scheduleDetails(shipper, { schedule_id: booked.data.schedule_id });
    expect(seen.json<{ data: object }>().data).toMatchObject({
      your_side: 'load',
      amount: 32000,
      terms: TERMS,
    });
  });

  it('on a three-truck load, exactly three of many book one truck each', async () => {
    const loadId = await pricedLoad(shipper, TERMS, 3);
    const trucks = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const carrier = carriers[i % carriers.length]!;
        return buildTruck(db(), { ownerId: userId(carrier) }).then((truckId) => ({ carrier, truckId }));
      }),
    );
    const answers = await Promise.all(
      trucks.map(({ carrier, truckId }) =>
        bookNow(carrier, { loads_id: loadId, trucks_id: truckId, expected_amount: '32,000' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const schedules = await rows<{ amount: number; terms: Terms }>(
      db(),
      sql`SELECT amount, terms FROM schedules WHERE load_id = ${loadId}`,
    );
    expect(schedules).toEqual(Array.from({ length: 3 }, () => ({ amount: 32000, terms: TERMS })));
  });

  it('reads its rows by key through named statements, each planned once per connection (docs/performance.md)', async () => {
    const loadId = await pricedLoad(shipper);
    const truckId = await buildTruck(db(), { ownerId: userId(carriers[0]!) });
    const named = (
      await namedStatementsOf(async () => {
        const booked = await bookNow(carriers[0]!, {
          loads_id: loadId,
          trucks_id: truckId,
          expected_amount: 32000,
        });
        expect(booked.statusCode, booked.body).toBe(201);
      })
    ).map((statement) => statement.sql);
    // The load and the truck, the truck's day, the load's trucks booked, the bids it makes moot,
    // the booked trip as the screens show it, and its lane's trip.
    for (const start of [
      'SELECT l.id, l.user_id, l.status::int AS status',
      'SELECT 1 FROM schedules WHERE truck_id',
      'UPDATE loads SET trucks_booked = trucks_booked + 1',
      'SELECT b.id FROM bids b WHERE b.status',
      'SELECT s.id::text AS schedule_id',
      'SELECT s.load_owner_id, s.amount, s.booked_at',
    ]) {
      expect(
        named.some((text) => text.startsWith(start)),
        start,
      ).toBe(true);
    }
  });

  it('a stale expected_amount answers 409 priceChanged and books nothing', async () => {
    const loadId = await pricedLoad(shipper);
    const truckId = await buildTruck(db(), { ownerId: userId(carriers[1]!) });
    const response = await bookNow(carriers[1]!, {
      loads_id: loadId,
      trucks_id: truckId,
      expected_amount: 30000,
    });
    expect(outcome(response)).toEqual({ status: 409, code: 'bids:errors.priceChanged' });
    expect(response.json<{ asking_per_truck: number }>().asking_per_truck).toBe(32000);
    expect(await counted('bids', loadId)).toBe(0);
    expect(await counted('schedules', loadId)).toBe(0);
  });

  it('a load without Book Now answers 409', async () => {
    const truckId = await buildTruck(db(), { ownerId: userId(carriers[1]!) });
    for (const terms of [null, { ...TERMS, book_now: false }]) {
      const loadId = await pricedLoad(shipper, terms);
      const response = await bookNow(carriers[1]!, {
        loads_id: loadId,
        trucks_id: truckId,
        expected_amount: 32000,
      });
      expect(outcome(response)).toEqual({ status: 409, code: 'bids:errors.bookNowOff' });
      expect(await counted('bids', loadId)).toBe(0);
    }
  });

  it('an unverified party gets 403: the carrier, or the load owner, each told whose documents are missing', async () => {
    const loadId = await pricedLoad(shipper);
    const truckId = await buildTruck(db(), { ownerId: userId(unverified) });
    const byUnverified = await bookNow(unverified, {
      loads_id: loadId,
      trucks_id: truckId,
      expected_amount: 32000,
    });
    expect(outcome(byUnverified)).toEqual({ status: 403, code: 'bids:errors.bookNowNotVerified' });

    const ofUnverified = await pricedLoad(unverified);
    const carrierTruck = await buildTruck(db(), { ownerId: userId(carriers[2]!) });
    const response = await bookNow(carriers[2]!, {
      loads_id: ofUnverified,
      trucks_id: carrierTruck,
      expected_amount: 32000,
    });
    // The carrier is verified: the answer names whose documents are missing.
    expect(outcome(response)).toEqual({ status: 403, code: 'bids:errors.bookNowOtherNotVerified' });
    expect(response.json<{ message: string }>().message).toBe(
      'The poster is not verified yet, so this cannot be booked at once. Place a bid instead.',
    );
    expect(await counted('bids', loadId)).toBe(0);
    expect(await counted('bids', ofUnverified)).toBe(0);
  });

  it('a lapsed driver gets 402', async () => {
    const lapsed = await signIn(t, 'driver');
    await verifyUser(db(), userId(lapsed));
    await db().execute(
      sql`UPDATE users SET created_at = now() - interval '40 days' WHERE id = ${userId(lapsed)}`,
    );
    const loadId = await pricedLoad(shipper);
    const truckId = await buildTruck(db(), { ownerId: userId(lapsed) });
    const response = await bookNow(lapsed, { loads_id: loadId, trucks_id: truckId, expected_amount: 32000 });
    expect(outcome(response)).toEqual({ status: 402, code: 'membership:errors.driverSubscriptionRequired' });
    expect(await counted('bids', loadId)).toBe(0);
  });

  it('refuses a wrong role (403) and a body without the amount (400)', async () => {
    const loadId = await pricedLoad(carriers[3]!);
    expect(
      (await bookNow(shipper, { loads_id: loadId, trucks_id: 1, expected_amount: 32000 })).statusCode,
    ).toBe(403);
    const response = await bookNow(carriers[1]!, { loads_id: loadId, trucks_id: 1 });
    expect(response.statusCode).toBe(400);
    expect(issueCode(response)).toBe('bids:validation.expectedRequired');
  });

  it('bookTruckNow: a load owner books a posted truck at its price; the posting is booked once', async () => {
    const owner = carriers[4]!;
    const { postingId, truckId } = await buildPosting(db(), { ownerId: userId(owner) });
    await db().execute(
      sql`UPDATE truck_postings SET terms = ${JSON.stringify({ ...TERMS, asking_rupees: 27000 })}::jsonb
          WHERE id = ${postingId}`,
    );
    const loads = await Promise.all([
      buildLoad(db(), { ownerId: userId(shipper) }),
      buildLoad(db(), { ownerId: userId(shipper) }),
    ]);
    const answers = await Promise.all(
      loads.map((loadId) =>
        bookTruckNow(shipper, { postTrucks_id: postingId, loads_id: loadId, expected_amount: 27000 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const booked = answers.find((answer) => answer.statusCode === 201)!.json<ScheduleCreatedResponse>();
    expect(booked.data).toMatchObject({
      amount: 27000,
      truck_id: String(truckId),
      your_side: 'load',
      bid_kind: 'on_truck',
      terms: { ...TERMS, asking_rupees: 27000 },
    });
    const [posting] = await rows<{ status: number }>(
      db(),
      sql`SELECT status::int AS status FROM truck_postings WHERE id = ${postingId}`,
    );
    expect(posting!.status).toBe(2);
  });

  it('the owner hears of a booking made with Book Now, not of a bid of theirs accepted', async () => {
    const [owner, booker] = [shipper, carriers[3]!];
    const loadId = await pricedLoad(owner);
    const truckId = await buildTruck(db(), { ownerId: userId(booker), regNumber: 'KL07BN4321' });
    const booked = await bookNow(booker, { loads_id: loadId, trucks_id: truckId, expected_amount: 32000 });
    expect(booked.statusCode, booked.body).toBe(201);

    // Stored just after the booking commits: wait briefly for it.
    let told: NotificationsResponse['data'][number] | undefined;
    for (let attempt = 0; !told && attempt < 50; attempt++) {
      const list = (
        await owner.inject(t.app, { method: 'GET', url: '/api/Transpoter/notifications' })
      ).json<NotificationsResponse>().data;
      told = list.find((item) => item.type === 'bid.accepted' && item.data.loads_id === String(loadId));
      if (!told) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(told?.data).toMatchObject({ book_now: true, bid_kind: 'on_load', amount: 32000 });
    const sentence = notificationSentence(
      told!,
      (key, params) => translate('en', `notifications:${key}`, params),
      {
        money: (amount) => `₹${amount}`,
        place: (place) => place,
        name: () => 'Ravi',
      },
    );
    expect(sentence).toMatch(/^Ravi booked your load .+ with Book Now at ₹32000\. The trip is scheduled\.$/);
  });
});
