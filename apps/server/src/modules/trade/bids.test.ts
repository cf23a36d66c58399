import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_OFFERS_PER_BID,
  type LoadListingResponse,
  type PostedTruckListingResponse,
  type LoadBid,
  type NegotiationEntry,
  type PendingActionsResponse,
  type TruckBid,
} from '@lorrybazaar/contract';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  buildLoad,
  buildPosting,
  buildTruck,
  daysFromToday,
  indiaDateTime,
  verifyDriver,
} from '../../test/factories.js';
import { api, issueCode, numberOf, outcome, userId } from '../../test/api-calls.js';
import { namedStatementsOf } from '../../test/named-statements.js';

let database: TestDatabase;
let t: TestApp;
let call: ReturnType<typeof api>;
/** Owns loads. */
let shipper: SignedIn;
/** Owns trucks and loads; bids both ways. */
let transporter: SignedIn;
let broker: SignedIn;
let driver: SignedIn;
/** Signed in, party of nothing. */
let stranger: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  call = api(t.app);
  [shipper, transporter, broker, driver, stranger] = await Promise.all([
    signIn(t, 'shipper'),
    signIn(t, 'transporter'),
    signIn(t, 'broker'),
    signIn(t, 'driver'),
    signIn(t, 'transporter'),
  ]);
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

const db = () => database.db;
const loadOf = (
  jar: SignedIn,
  overrides: Parameters<typeof buildLoad>[1] extends infer O ? Partial<O> : never = {},
) => buildLoad(db(), { ownerId: userId(jar), ...overrides });
const truckOf = (jar: SignedIn) => buildTruck(db(), { ownerId: userId(jar) });
const postedTruckOf = (jar: SignedIn, dateTime?: string) =>
  buildPosting(db(), { ownerId: userId(jar), dateTime });

async function bidOnLoad(bidder: SignedIn, loadId: number, truckId: number, amount: unknown = 3500) {
  const response = await call.bidOnLoad(bidder, {
    bidsTruck_amount: amount,
    loads_id: loadId,
    trucks_id: truckId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TruckBid }>().data;
}
async function bidOnTruck(bidder: SignedIn, truckId: number, loadId: number, amount: unknown = 42000) {
  const response = await call.bidOnTruck(bidder, {
    bidsLoad_amount: amount,
    load_id: loadId,
    trucks_id: truckId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: LoadBid }>().data;
}
const list = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return (answered.json() as { data: T[] }).data;
};

describe('a bid on a load, made with a truck (insertBidsLoad)', () => {
  it('is placed, then listed to the load owner and to the bidder, and to nobody else', async () => {
    const loadId = await loadOf(shipper, {
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: 'Chennai, Tamil Nadu',
    });
    const truckId = await truckOf(transporter);
    const response = await call.bidOnLoad(transporter, {
      bidsTruck_amount: '3500',
      loads_id: String(loadId),
      user_id: String(userId(transporter)),
      trucks_id: truckId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message, data } = response.json<{ message: string; data: TruckBid }>();
    expect(message).toBe('Bid submitted successfully!');
    expect(data).toMatchObject({
      bidsTruck_amount: 3500,
      users_id: String(userId(transporter)),
      users_name: 'Ravi Kumar',
      loads_id: String(loadId),
      trucks_id: String(truckId),
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: 'Chennai, Tamil Nadu',
      pickupDate: daysFromToday(7),
      bids_status: '1',
      current_amount: 3500,
      last_offer_by: 'bidder',
      awaiting: 'owner',
      your_side: 'bidder',
      your_turn: false,
      counters: 0,
      owner_id: String(userId(shipper)),
      schedule_id: null,
      user_types_name: 'Transporter',
    });
    expect(data.bidsTruck_id).toMatch(/^\d+$/);
    expect(data.regNumber).toMatch(/^KA/);
    expect(data.truck_types_name).toBeTruthy();

    const owners = await list<TruckBid>(
      call.viewAllBids(shipper, { load_id: loadId, user_id: userId(shipper) }),
    );
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ bidsTruck_id: data.bidsTruck_id, your_side: 'owner', your_turn: true });
    const bidders = await list<TruckBid>(call.bidsByUserAndTruck(transporter, { trucks_id: truckId }));
    expect(bidders.map((bid) => bid.bidsTruck_id)).toEqual([data.bidsTruck_id]);

    // Anyone else: the load and the truck do not exist for them.
    expect(outcome(await call.viewAllBids(stranger, { load_id: loadId }))).toEqual({
      status: 404,
      code: 'bids:errors.loadNotFound',
    });
    expect(outcome(await call.viewAllBids(transporter, { load_id: loadId }))).toMatchObject({ status: 404 });
    expect(outcome(await call.bidsByUserAndTruck(stranger, { trucks_id: truckId }))).toEqual({
      status: 404,
      code: 'bids:errors.truckNotFound',
    });
    // Naming another user in the query: 403.
    expect(outcome(await call.viewAllBids(shipper, { load_id: loadId, user_id: userId(stranger) }))).toEqual({
      status: 403,
      code: 'errors.forbidden',
    });
  });

  it('runs its statements as named ones, each planned once per connection (db/prepared.ts)', async () => {
    const loadId = await loadOf(shipper, {
      pickupLoc: 'Nagpur, Maharashtra',
      deliveryLoc: 'Raipur, Chhattisgarh',
    });
    const truckId = await truckOf(broker);
    const named = (await namedStatementsOf(() => bidOnLoad(broker, loadId, truckId, 4200))).map((s) => s.sql);
    // The facts read under the lock with whether the two sides are one person (one round trip,
    // no check of its own), the bid, the owner's notification, its SMS job's event with its
    // sender's lock and count.
    expect(named.filter((text) => text.includes('FROM users x JOIN users y ON y.mobile = x.mobile'))).toEqual(
      [expect.stringMatching(/AS same_person FROM loads l LEFT JOIN trucks t .* FOR SHARE OF l$/)],
    );
    for (const start of [
      'WITH inserted AS ( INSERT INTO bids',
      'WITH stored AS ( INSERT INTO notifications',
      'WITH waiting AS ( SELECT id FROM sms_jobs',
      'SELECT pg_advisory_xact_lock(hashtextextended(',
      'SELECT count(*) AS n FROM sms_job_items',
    ]) {
      expect(
        named.some((text) => text.startsWith(start)),
        start,
      ).toBe(true);
    }
  });

  it('answers an empty list with the message the screens show', async () => {
    const loadId = await loadOf(shipper);
    const response = await call.viewAllBids(shipper, { load_id: loadId });
    expect(response.json()).toEqual({ data: [], message: 'No bids yet.' });
  });

  it('is open to transporters, brokers and verified drivers, not to shippers', async () => {
    const loadId = await loadOf(shipper);
    expect((await bidOnLoad(broker, loadId, await truckOf(broker))).users_id).toBe(String(userId(broker)));
    expect(
      outcome(await call.bidOnLoad(shipper, { bidsTruck_amount: 3500, loads_id: loadId, trucks_id: 1 })),
    ).toEqual({
      status: 403,
      code: 'errors.auth.wrongRole',
    });

    const driverTruck = await truckOf(driver);
    expect(
      outcome(
        await call.bidOnLoad(driver, { bidsTruck_amount: 3500, loads_id: loadId, trucks_id: driverTruck }),
      ),
    ).toEqual({ status: 403, code: 'bids:errors.driverNotVerified' });
    await verifyDriver(db(), userId(driver));
    expect((await bidOnLoad(driver, loadId, driverTruck)).user_types_name).toBe('Driver');
  });

  it('refuses a driver whose trial and subscription have ended (402)', async () => {
    const lapsed = await signIn(t, 'driver');
    await verifyDriver(db(), userId(lapsed));
    await db().execute(
      sql`UPDATE users SET created_at = now() - interval '40 days' WHERE id = ${userId(lapsed)}`,
    );
    const response = await call.bidOnLoad(lapsed, {
      bidsTruck_amount: 3500,
      loads_id: await loadOf(shipper),
      trucks_id: await truckOf(lapsed),
    });
    expect(outcome(response)).toEqual({ status: 402, code: 'membership:errors.driverSubscriptionRequired' });
  });

  it('checks the amount: whole rupees from ₹500 to ₹10,00,000, with a translated message', async () => {
    const loadId = await loadOf(shipper);
    const truckId = await truckOf(transporter);
    const attempt = (amount: unknown) =>
      call.bidOnLoad(transporter, { bidsTruck_amount: amount, loads_id: loadId, trucks_id: truckId });
    for (const [amount, key] of [
      ['', 'bids:validation.amountRequired'],
      [null, 'bids:validation.amountRequired'],
      ['0', 'bids:validation.amountLimits'],
      [-100, 'bids:validation.amountLimits'],
      [499, 'bids:validation.amountLimits'],
      ['3500.50', 'bids:validation.amountWhole'],
      ['35OO', 'bids:validation.amountWhole'],
      [1_000_001, 'bids:validation.amountLimits'],
      [10_000_001, 'bids:validation.amountLimits'],
    ] as const) {
      const response = await attempt(amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(issueCode(response), String(amount)).toBe(key);
    }
    const missingTruck = await call.bidOnLoad(transporter, { bidsTruck_amount: 3500, loads_id: loadId });
    expect(issueCode(missingTruck)).toBe('bids:validation.truckRequired');
    const low = await transporter.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/insertBidsLoad',
      headers: { 'accept-language': 'hi' },
      payload: { bidsTruck_amount: 100, loads_id: loadId, trucks_id: truckId },
    });
    expect(low.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
      'बोली ₹500 से ₹10,00,000 के बीच होनी चाहिए (एक ट्रक, एक ट्रिप)।',
    );
    // The limits themselves are fine.
    expect((await bidOnLoad(transporter, loadId, truckId, 1_000_000)).bidsTruck_amount).toBe(1_000_000);
    const other = await truckOf(transporter);
    expect((await bidOnLoad(transporter, loadId, other, 500)).bidsTruck_amount).toBe(500);
  });

  it('refuses a missing, own, booked or past load, and a truck that is not the bidder’s', async () => {
    const truckId = await truckOf(transporter);
    const attempt = (loadId: number, truck = truckId, user?: number) =>
      call.bidOnLoad(transporter, {
        bidsTruck_amount: 3500,
        loads_id: loadId,
        trucks_id: truck,
        user_id: user,
      });
    expect(outcome(await attempt(999_999_999))).toEqual({ status: 404, code: 'bids:errors.loadNotFound' });
    expect(outcome(await attempt(await loadOf(transporter)))).toEqual({
      status: 400,
      code: 'bids:errors.ownTarget',
    });
    expect(outcome(await attempt(await loadOf(shipper, { status: '2' })))).toEqual({
      status: 409,
      code: 'bids:errors.loadNotOpen',
    });
    expect(outcome(await attempt(await loadOf(shipper, { pickupDate: daysFromToday(-1) })))).toEqual({
      status: 409,
      code: 'bids:errors.loadNotOpen',
    });
    const open = await loadOf(shipper);
    expect(outcome(await attempt(open, await truckOf(broker)))).toEqual({
      status: 404,
      code: 'bids:errors.truckNotFound',
    });
    expect(outcome(await attempt(open, truckId, userId(broker)))).toEqual({
      status: 403,
      code: 'errors.forbidden',
    });
    expect(await numberOf(db(), sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${open}`)).toBe(0);
  });

  it('allows one live bid per load and truck; after a decline the truck may bid again', async () => {
    const loadId = await loadOf(shipper);
    const truckId = await truckOf(transporter);
    const first = await bidOnLoad(transporter, loadId, truckId);
    expect(
      outcome(
        await call.bidOnLoad(transporter, { bidsTruck_amount: 3000, loads_id: loadId, trucks_id: truckId }),
      ),
    ).toEqual({ status: 409, code: 'bids:errors.duplicate' });
    // Another truck of the same bidder is another offer.
    await bidOnLoad(transporter, loadId, await truckOf(transporter));
    expect((await call.declineLoadBid(shipper, { bidsTruck_id: first.bidsTruck_id })).statusCode).toBe(200);
    expect((await bidOnLoad(transporter, loadId, truckId, 3100)).bidsTruck_amount).toBe(3100);
  });

  it('two identical bids at once: one 201, one 409', async () => {
    const loadId = await loadOf(shipper);
    const truckId = await truckOf(transporter);
    const answers = await Promise.all(
      [1, 2].map(() =>
        call.bidOnLoad(transporter, { bidsTruck_amount: 3500, loads_id: loadId, trucks_id: truckId }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('a bid on a posted truck, made with a load (insertBidsTruck)', () => {
  it('is placed on the truck’s open posting and listed to both parties only', async () => {
    const { truckId, postingId } = await postedTruckOf(transporter, indiaDateTime(3, '07:45'));
    const loadId = await loadOf(shipper, { pickupLoc: 'Nashik, Maharashtra', deliveryLoc: 'Surat, Gujarat' });
    const response = await call.bidOnTruck(shipper, {
      bidsLoad_amount: 42000,
      load_id: loadId,
      user_id: userId(shipper),
      trucks_id: String(truckId),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: LoadBid }>();
    expect(data).toMatchObject({
      bidsLoad_amount: 42000,
      users_id: String(userId(shipper)),
      users_name: 'Mohan Das',
      truck_id: String(truckId),
      loads_id: String(loadId),
      postTrucks_id: String(postingId),
      postTrucks_from: 'Nagpur, Maharashtra',
      postTrucks_to: 'Hyderabad, Telangana',
      postTrucks_dateTime: indiaDateTime(3, '07:45'),
      pickupLoc: 'Nashik, Maharashtra',
      deliveryLoc: 'Surat, Gujarat',
      bids_status: '1',
      awaiting: 'owner',
      your_side: 'bidder',
    });
    expect(data.materials_name).toBeTruthy();

    const owners = await list<LoadBid>(call.viewAllBidsTruck(transporter, { trucks_id: truckId }));
    expect(owners.map((bid) => [bid.bidsLoad_id, bid.your_turn])).toEqual([[data.bidsLoad_id, true]]);
    const bidders = await list<LoadBid>(
      call.bidsByUserAndLoad(shipper, { load_id: loadId, user_id: userId(shipper) }),
    );
    expect(bidders.map((bid) => bid.bidsLoad_id)).toEqual([data.bidsLoad_id]);

    expect(outcome(await call.viewAllBidsTruck(stranger, { trucks_id: truckId }))).toEqual({
      status: 404,
      code: 'bids:errors.truckNotFound',
    });
    expect(outcome(await call.bidsByUserAndLoad(broker, { load_id: loadId }))).toEqual({
      status: 404,
      code: 'bids:errors.loadNotFound',
    });
    // Wrong role for the list keyed by a truck (a shipper has none): 403.
    expect(outcome(await call.viewAllBidsTruck(shipper, { trucks_id: truckId }))).toMatchObject({
      status: 403,
    });
  });

  it('is open to transporters, brokers and shippers, not to drivers', async () => {
    const { truckId } = await postedTruckOf(driver);
    await bidOnTruck(broker, truckId, await loadOf(broker));
    await bidOnTruck(transporter, truckId, await loadOf(transporter));
    expect(
      outcome(await call.bidOnTruck(driver, { bidsLoad_amount: 100, load_id: 1, trucks_id: truckId })),
    ).toEqual({ status: 403, code: 'errors.auth.wrongRole' });
  });

  it('refuses a truck not posted (or posted for a past day), the bidder’s own, and a load not theirs or not open', async () => {
    const loadId = await loadOf(shipper);
    const attempt = (truckId: number, load = loadId, jar = shipper) =>
      call.bidOnTruck(jar, { bidsLoad_amount: 5000, load_id: load, trucks_id: truckId });
    expect(outcome(await attempt(999_999_999))).toEqual({ status: 404, code: 'bids:errors.truckNotFound' });
    expect(outcome(await attempt(await truckOf(transporter)))).toEqual({
      status: 409,
      code: 'bids:errors.truckNotPosted',
    });
    const past = await postedTruckOf(transporter, indiaDateTime(-1, '23:00'));
    expect(outcome(await attempt(past.truckId))).toEqual({ status: 409, code: 'bids:errors.truckNotPosted' });

    const { truckId } = await postedTruckOf(transporter);
    expect(outcome(await attempt(truckId, await loadOf(transporter), transporter))).toEqual({
      status: 400,
      code: 'bids:errors.ownTarget',
    });
    expect(outcome(await attempt(truckId, await loadOf(broker)))).toEqual({
      status: 404,
      code: 'bids:errors.loadNotFound',
    });
    expect(outcome(await attempt(truckId, await loadOf(shipper, { status: '2' })))).toEqual({
      status: 409,
      code: 'bids:errors.offeredLoadNotOpen',
    });
    expect(issueCode(await call.bidOnTruck(shipper, { bidsLoad_amount: 5000, trucks_id: truckId }))).toBe(
      'bids:validation.loadRequired',
    );
    await bidOnTruck(shipper, truckId, loadId);
    expect(outcome(await attempt(truckId))).toEqual({ status: 409, code: 'bids:errors.duplicate' });
  });
});

describe('fit and "Bid placed"', () => {
  it('a truck bids only on a load its tonnes and truck type fit, both ways', async () => {
    // Capacity 8 is 10 t, 10 is 16 t, 11 is 19 t; type 1 Open Body, 4 Closed Container.
    const tenTonnesOpen = await loadOf(shipper, { capacityId: 8, truckTypeId: 1 });
    const nineteenOpen = await loadOf(shipper, { capacityId: 11, truckTypeId: 1 });
    const tenTonnesContainer = await loadOf(shipper, { capacityId: 8, truckTypeId: 4 });
    const sixteenOpen = await buildTruck(db(), {
      ownerId: userId(transporter),
      capacityId: 10,
      truckTypeId: 1,
    });
    const attempt = (loadId: number) =>
      call.bidOnLoad(transporter, { bidsTruck_amount: 3500, loads_id: loadId, trucks_id: sixteenOpen });
    expect(outcome(await attempt(nineteenOpen))).toEqual({ status: 400, code: 'bids:errors.truckTooSmall' });
    expect(outcome(await attempt(tenTonnesContainer))).toEqual({
      status: 400,
      code: 'bids:errors.truckTypeDiffers',
    });
    expect((await attempt(tenTonnesOpen)).statusCode).toBe(201);

    // A load bid on a posted truck: the capacity the posting offers and its truck's type.
    const { truckId: offersTen } = await buildPosting(db(), { ownerId: userId(broker), capacityId: 8 });
    const { truckId: container } = await buildPosting(db(), {
      ownerId: userId(broker),
      truckTypeId: 4,
      capacityId: 10,
    });
    const onTruck = (truckId: number, loadId: number) =>
      call.bidOnTruck(shipper, { bidsLoad_amount: 42000, load_id: loadId, trucks_id: truckId });
    expect(outcome(await onTruck(offersTen, nineteenOpen))).toEqual({
      status: 400,
      code: 'bids:errors.truckTooSmall',
    });
    expect(outcome(await onTruck(container, tenTonnesOpen))).toEqual({
      status: 400,
      code: 'bids:errors.truckTypeDiffers',
    });
    expect((await onTruck(container, tenTonnesContainer)).statusCode).toBe(201);
  });

  it('the marketplace marks the loads and posted trucks the viewer has an open bid on', async () => {
    const loadId = await loadOf(shipper);
    const { truckId } = await postedTruckOf(transporter);
    const placed = async (jar: SignedIn) => {
      const loads = (await call.allLoads(jar, { page: 1, limit: 50 })).json<LoadListingResponse>().data;
      const trucks = (await call.allTrucks(jar, { page: 1, limit: 50 })).json<PostedTruckListingResponse>()
        .data;
      return [
        loads.find((row) => row.loads_id === String(loadId))?.bid_placed,
        trucks.find((row) => row.truck_id === String(truckId))?.bid_placed,
      ];
    };
    expect(await placed(broker)).toEqual([false, false]);
    await bidOnLoad(broker, loadId, await truckOf(broker));
    await bidOnTruck(broker, truckId, await loadOf(broker));
    expect(await placed(broker)).toEqual([true, true]);
    // Nobody else's cards change.
    expect(await placed(stranger)).toEqual([false, false]);
  });
});

describe('negotiation', () => {
  async function openBid() {
    const loadId = await loadOf(shipper);
    const bid = await bidOnLoad(transporter, loadId, await truckOf(transporter), 3500);
    return { loadId, bidId: bid.bidsTruck_id };
  }
  const history = async (jar: SignedIn, bidId: string) => {
    const response = await call.historyOfLoadBid(jar, { bid_id: bidId, user_id: userId(jar) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ negotiation: NegotiationEntry[]; message?: string }>();
  };

  it('goes in turns: the owner counters, the bidder counters back; each sees who offered what', async () => {
    const { bidId, loadId } = await openBid();
    expect(await history(shipper, bidId)).toEqual({ negotiation: [], message: 'Negotiation not found' });

    const countered = await call.counterOnLoadBid(shipper, {
      bid_id: bidId,
      user_id: userId(shipper),
      amount: '3200',
    });
    expect(countered.statusCode, countered.body).toBe(201);
    expect(countered.json()).toMatchObject({
      message: 'Your counter offer has been sent.',
      data: {
        bid_id: bidId,
        amount: 3200,
        previous_amount: 3500,
        by: 'owner',
        users_name: 'Mohan Das',
        mine: true,
      },
      bid: {
        bidsTruck_id: bidId,
        current_amount: 3200,
        bidsTruck_amount: 3500,
        awaiting: 'bidder',
        your_turn: false,
      },
    });
    // Not the owner's turn any more.
    expect(outcome(await call.counterOnLoadBid(shipper, { bid_id: bidId, amount: 3100 }))).toEqual({
      status: 409,
      code: 'bids:errors.notYourTurn',
    });
    // The bidder's turn: the same amount is not a counter.
    expect(outcome(await call.counterOnLoadBid(transporter, { bid_id: bidId, amount: 3200 }))).toEqual({
      status: 400,
      code: 'bids:errors.counterSame',
    });
    expect((await call.counterOnLoadBid(transporter, { bid_id: bidId, amount: 3400 })).statusCode).toBe(201);
    expect(outcome(await call.counterOnLoadBid(transporter, { bid_id: bidId, amount: 3300 }))).toMatchObject({
      status: 409,
    });

    const seenByBidder = await history(transporter, bidId);
    expect(seenByBidder.negotiation.map((e) => [e.by, e.amount, e.previous_amount, e.mine])).toEqual([
      ['owner', 3200, 3500, false],
      ['bidder', 3400, 3200, true],
    ]);
    expect(seenByBidder.negotiation[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await history(shipper, bidId)).negotiation).toHaveLength(2);

    const [row] = await list<TruckBid>(call.viewAllBids(shipper, { load_id: loadId }));
    expect(row).toMatchObject({
      current_amount: 3400,
      last_offer_by: 'bidder',
      your_turn: true,
      counters: 2,
    });
  });

  it('is for the two parties only; the other kind’s calls do not know the bid', async () => {
    const { bidId } = await openBid();
    expect(outcome(await call.counterOnLoadBid(stranger, { bid_id: bidId, amount: 3000 }))).toEqual({
      status: 404,
      code: 'bids:errors.bidNotFound',
    });
    expect(outcome(await call.historyOfLoadBid(stranger, { bid_id: bidId }))).toEqual({
      status: 404,
      code: 'bids:errors.bidNotFound',
    });
    expect(outcome(await call.historyOfTruckBid(shipper, { bid_id: bidId }))).toMatchObject({ status: 404 });
    expect(outcome(await call.counterOnTruckBid(shipper, { bid_id: bidId, amount: 3000 }))).toMatchObject({
      status: 404,
    });
    expect(
      outcome(
        await call.counterOnLoadBid(shipper, { bid_id: bidId, amount: 3000, user_id: userId(stranger) }),
      ),
    ).toEqual({
      status: 403,
      code: 'errors.forbidden',
    });
    expect(issueCode(await call.counterOnLoadBid(shipper, { bid_id: bidId, amount: '' }))).toBe(
      'bids:validation.amountRequired',
    );
    expect(issueCode(await call.counterOnLoadBid(shipper, { amount: 3000 }))).toBe(
      'bids:validation.bidRequired',
    );
  });

  it('stops at the offer limit and on a closed bid', async () => {
    const { bidId } = await openBid();
    // The shipper (who pays) offers ₹3,000, the transporter asks ₹3,400, back and forth.
    for (let i = 1; i < MAX_OFFERS_PER_BID; i++) {
      const jar = i % 2 ? shipper : transporter;
      expect(
        (await call.counterOnLoadBid(jar, { bid_id: bidId, amount: i % 2 ? 3000 : 3400 })).statusCode,
        `offer ${i}`,
      ).toBe(201);
    }
    const next = MAX_OFFERS_PER_BID % 2 ? shipper : transporter;
    expect(outcome(await call.counterOnLoadBid(next, { bid_id: bidId, amount: 2000 }))).toEqual({
      status: 409,
      code: 'bids:errors.tooManyOffers',
    });

    const other = await openBid();
    expect((await call.declineLoadBid(shipper, { bidsTruck_id: other.bidId })).statusCode).toBe(200);
    expect(outcome(await call.counterOnLoadBid(shipper, { bid_id: other.bidId, amount: 3000 }))).toEqual({
      status: 409,
      code: 'bids:errors.bidClosed',
    });
  });

  it('on a bid for a posted truck goes through `negotiations` and getNegotiationByUserAndBid', async () => {
    const { truckId } = await postedTruckOf(transporter);
    const bid = await bidOnTruck(shipper, truckId, await loadOf(shipper), 42000);
    expect(
      (await call.counterOnTruckBid(transporter, { bid_id: bid.bidsLoad_id, amount: 45000 })).statusCode,
    ).toBe(201);
    expect(
      (await call.counterOnTruckBid(shipper, { bid_id: bid.bidsLoad_id, amount: 43500 })).statusCode,
    ).toBe(201);
    const response = await call.historyOfTruckBid(shipper, { bid_id: bid.bidsLoad_id });
    expect(
      response.json<{ negotiation: NegotiationEntry[] }>().negotiation.map((e) => [e.by, e.amount]),
    ).toEqual([
      ['owner', 45000],
      ['bidder', 43500],
    ]);
    expect((await call.historyOfLoadBid(shipper, { bid_id: bid.bidsLoad_id })).statusCode).toBe(404);
  });

  describe('the two sides move towards each other (decision 009)', () => {
    /** The 400 of a counter the wrong way: its issue on `amount`, and the bid left as it was. */
    const refused = (response: Awaited<ReturnType<typeof call.counterOnLoadBid>>) => {
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{
        code: string;
        issues: { path: string; code: string; message: string }[];
      }>();
      expect(body.code).toBe('errors.validation');
      expect(body.issues).toHaveLength(1);
      return body.issues[0]!;
    };

    it('on a load: the shipper (who pays) counters below the bid, the transporter above the counter', async () => {
      const loadId = await loadOf(shipper);
      const bid = await bidOnLoad(transporter, loadId, await truckOf(transporter), 30000);
      const counter = (jar: SignedIn, amount: number) =>
        call.counterOnLoadBid(jar, { bid_id: bid.bidsTruck_id, amount });

      // The tester's case: ₹40,000 countered on a ₹30,000 bid. Accepting the bid is the way to pay it.
      expect(refused(await counter(shipper, 40000))).toEqual({
        path: 'amount',
        code: 'bids:validation.counterAbove',
        message: 'Ravi Kumar asked ₹30,000: accept their offer instead of offering more.',
      });
      const hindi = await shipper.inject(t.app, {
        method: 'POST',
        url: '/api/Transpoter/insertTruckNegotiation',
        payload: { bid_id: bid.bidsTruck_id, amount: 30001 },
        headers: { 'accept-language': 'hi' },
      });
      expect(refused(hindi).message).toBe(
        'Ravi Kumar ने ₹30,000 माँगे हैं: ज़्यादा देने के बजाय उनका प्रस्ताव स्वीकार करें।',
      );
      const [unchanged] = await list<TruckBid>(call.viewAllBids(shipper, { load_id: loadId }));
      expect(unchanged).toMatchObject({ current_amount: 30000, counters: 0, your_turn: true });

      expect((await counter(shipper, 28000)).statusCode).toBe(201);
      // The transporter may not ask less than the shipper now offers: accepting is the way.
      expect(refused(await counter(transporter, 27000))).toEqual({
        path: 'amount',
        code: 'bids:validation.counterBelow',
        message: 'Mohan Das offered ₹28,000: accept their offer instead of asking less.',
      });
      expect((await counter(transporter, 29000)).statusCode).toBe(201);
      // And the shipper's next counter is below ₹29,000 again.
      expect(refused(await counter(shipper, 29500)).code).toBe('bids:validation.counterAbove');
      expect((await counter(shipper, 28500)).statusCode).toBe(201);
    });

    it('on a posted truck: the truck’s owner counters above the bid, the bidding shipper (who pays) below the counter', async () => {
      const { truckId } = await postedTruckOf(transporter);
      const bid = await bidOnTruck(shipper, truckId, await loadOf(shipper), 42000);
      const counter = (jar: SignedIn, amount: number) =>
        call.counterOnTruckBid(jar, { bid_id: bid.bidsLoad_id, amount });

      expect(refused(await counter(transporter, 40000))).toEqual({
        path: 'amount',
        code: 'bids:validation.counterBelow',
        message: 'Mohan Das offered ₹42,000: accept their offer instead of asking less.',
      });
      expect((await counter(transporter, 45000)).statusCode).toBe(201);
      expect(refused(await counter(shipper, 46000))).toEqual({
        path: 'amount',
        code: 'bids:validation.counterAbove',
        message: 'Ravi Kumar asked ₹45,000: accept their offer instead of offering more.',
      });
      expect((await counter(shipper, 43500)).statusCode).toBe(201);
      const [row] = await list<LoadBid>(call.viewAllBidsTruck(transporter, { trucks_id: truckId }));
      expect(row).toMatchObject({ current_amount: 43500, counters: 2 });
    });
  });

  it('refuses a lapsed driver’s counter (402)', async () => {
    const owner = await signIn(t, 'driver');
    const { truckId } = await postedTruckOf(owner);
    const bid = await bidOnTruck(shipper, truckId, await loadOf(shipper));
    await db().execute(
      sql`UPDATE users SET created_at = now() - interval '40 days' WHERE id = ${userId(owner)}`,
    );
    expect(outcome(await call.counterOnTruckBid(owner, { bid_id: bid.bidsLoad_id, amount: 50000 }))).toEqual({
      status: 402,
      code: 'membership:errors.driverSubscriptionRequired',
    });
  });
});

describe('decline', () => {
  it('is the owner’s: 200 and the bid is declined; the bidder 403, anyone else 404, twice 409', async () => {
    const loadId = await loadOf(shipper);
    const bid = await bidOnLoad(transporter, loadId, await truckOf(transporter));
    expect(outcome(await call.declineLoadBid(transporter, { bidsTruck_id: bid.bidsTruck_id }))).toEqual({
      status: 403,
      code: 'errors.forbidden',
    });
    expect(outcome(await call.declineLoadBid(stranger, { bidsTruck_id: bid.bidsTruck_id }))).toEqual({
      status: 404,
      code: 'bids:errors.bidNotFound',
    });
    const declined = await call.declineLoadBid(shipper, { bidsTruck_id: bid.bidsTruck_id });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      message: 'The bid has been declined.',
      data: { bidsTruck_id: bid.bidsTruck_id, bids_status: '3', awaiting: null, your_turn: false },
    });
    expect(outcome(await call.declineLoadBid(shipper, { bidsTruck_id: bid.bidsTruck_id }))).toEqual({
      status: 409,
      code: 'bids:errors.bidClosed',
    });
    const [seen] = await list<TruckBid>(call.bidsByUserAndTruck(transporter, { trucks_id: bid.trucks_id }));
    expect(seen!.bids_status).toBe('3');
  });

  it('of a bid on a posted truck goes through bidsLoadStatus', async () => {
    const { truckId } = await postedTruckOf(broker);
    const bid = await bidOnTruck(shipper, truckId, await loadOf(shipper));
    expect((await call.declineLoadBid(broker, { bidsTruck_id: bid.bidsLoad_id })).statusCode).toBe(404);
    expect(issueCode(await call.declineTruckBid(broker, {}))).toBe('bids:validation.bidRequired');
    const response = await call.declineTruckBid(broker, { bidsLoad_id: bid.bidsLoad_id });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: LoadBid }>().data.bids_status).toBe('3');
  });
});

describe('a bid whose load or posting is gone', () => {
  it('shows as closed and takes no counter', async () => {
    const loadId = await loadOf(shipper);
    const bid = await bidOnLoad(transporter, loadId, await truckOf(transporter));
    await db().execute(sql`UPDATE loads SET pickup_date = ${daysFromToday(-1)}::date WHERE id = ${loadId}`);
    const [row] = await list<TruckBid>(call.viewAllBids(shipper, { load_id: loadId }));
    expect(row).toMatchObject({ bids_status: '4', awaiting: null, your_turn: false });
    expect(outcome(await call.counterOnLoadBid(shipper, { bid_id: bid.bidsTruck_id, amount: 3000 }))).toEqual(
      {
        status: 409,
        code: 'bids:errors.bidClosed',
      },
    );
  });
});

describe('pendingActions', () => {
  it('counts the bids and counters waiting for the user', async () => {
    const owner = await signIn(t, 'shipper');
    const bidder = await signIn(t, 'transporter');
    const pending = async (jar: SignedIn) => {
      const response = await call.pending(jar);
      expect(response.statusCode).toBe(200);
      return response.json<PendingActionsResponse>();
    };
    expect(await pending(owner)).toEqual({ count: 0, items: [] });
    const loadId = await loadOf(owner, { pickupLoc: 'Indore, Madhya Pradesh' });
    const bid = await bidOnLoad(bidder, loadId, await truckOf(bidder), 9000);
    await bidOnLoad(bidder, await loadOf(owner), await truckOf(bidder));
    const owners = await pending(owner);
    expect(owners.count).toBe(2);
    expect(owners.items.find((item) => item.bid_id === bid.bidsTruck_id)).toMatchObject({
      kind: 'on_load',
      your_side: 'owner',
      amount: 9000,
      loads_id: String(loadId),
      pickupLoc: 'Indore, Madhya Pradesh',
      other_name: 'Ravi Kumar',
    });
    expect((await pending(bidder)).count).toBe(0);

    await call.counterOnLoadBid(owner, { bid_id: bid.bidsTruck_id, amount: 8000 });
    expect((await pending(owner)).count).toBe(1);
    expect(await pending(bidder)).toMatchObject({
      count: 1,
      items: [{ bid_id: bid.bidsTruck_id, your_side: 'bidder', amount: 8000, other_name: 'Mohan Das' }],
    });
    expect(
      outcome(await t.app.inject({ method: 'GET', url: '/api/Transpoter/pendingActions' })),
    ).toMatchObject({
      status: 403,
    });
  });
});
