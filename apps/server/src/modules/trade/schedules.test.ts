import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LoadBid,
  type LoadListingResponse,
  type OwnLoadsResponse,
  type LoadSchedulesResponse,
  type OwnTruck,
  type PostedTruckListingResponse,
  type ScheduleCreatedResponse,
  type ScheduleDetail,
  type TruckBid,
  type TruckSchedulesResponse,
} from '@lorrybazaar/contract';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/app.js';
import { rows } from '../../db/rows.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { PDF, uploadId } from '../../test/uploads.js';
import {
  buildBid,
  buildLoad,
  buildPosting,
  buildTruck,
  buildUser,
  daysFromToday,
  indiaDateTime,
} from '../../test/factories.js';
import { api, issueCode, numberOf, outcome, userId } from '../../test/api-calls.js';
import { indiaDayStart } from '../../lib/india-day.js';
import { filterStart } from './queries/trips.js';

let database: TestDatabase;
let t: TestApp;
let call: ReturnType<typeof api>;
let shipper: SignedIn;
let transporter: SignedIn;
let broker: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  call = api(t.app);
  [shipper, transporter, broker, stranger] = await Promise.all([
    signIn(t, 'shipper'),
    signIn(t, 'transporter'),
    signIn(t, 'broker'),
    signIn(t, 'broker'),
  ]);
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

const db = () => database.db;
const count = (query: ReturnType<typeof sql>) => numberOf(db(), query);
const statusOfBid = async (id: string | number) =>
  count(sql`SELECT status::int AS n FROM bids WHERE id = ${Number(id)}`);

async function bidOnLoad(bidder: SignedIn, loadId: number, truckId: number, amount = 3500) {
  const response = await call.bidOnLoad(bidder, {
    bidsTruck_amount: amount,
    loads_id: loadId,
    trucks_id: truckId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TruckBid }>().data;
}
async function bidOnTruck(bidder: SignedIn, truckId: number, loadId: number, amount = 42000) {
  const response = await call.bidOnTruck(bidder, {
    bidsLoad_amount: amount,
    load_id: loadId,
    trucks_id: truckId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: LoadBid }>().data;
}
async function accepted(response: Awaited<ReturnType<typeof call.acceptLoadBid>>) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ScheduleCreatedResponse>();
}
const marketLoadIds = async (jar: SignedIn) =>
  (await call.allLoads(jar, { page: 1, limit: 50 }))
    .json<LoadListingResponse>()
    .data.map((row) => row.loads_id);
const marketTruckIds = async (jar: SignedIn) =>
  (await call.allTrucks(jar, { page: 1, limit: 50 }))
    .json<PostedTruckListingResponse>()
    .data.map((row) => row.truck_id);

describe('accepting a bid on a load (insertLoadSchedule)', () => {
  it('books the load and the truck’s posting, closes competitors, and gives both parties the trip', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), pickupLoc: 'Pune, Maharashtra' });
    // The bidding truck is also posted in the marketplace for the load's day (the only posting a
    // booking books, decision 042); a shipper bid on that posting competes.
    const { truckId, postingId } = await buildPosting(db(), {
      ownerId: userId(transporter),
      dateTime: indiaDateTime(7),
    });
    const winner = await bidOnLoad(transporter, loadId, truckId, 3500);
    const rival = await bidOnLoad(broker, loadId, await buildTruck(db(), { ownerId: userId(broker) }), 3300);
    const onPosting = await bidOnTruck(shipper, truckId, await buildLoad(db(), { ownerId: userId(shipper) }));
    expect(await marketLoadIds(broker)).toContain(String(loadId));
    expect(await marketTruckIds(shipper)).toContain(String(truckId));

    const response = await call.acceptLoadBid(shipper, {
      bidsTruck_id: winner.bidsTruck_id,
      schedules_date: daysFromToday(0),
      pickup_loc: 'Pune, Maharashtra',
      delivery_loc: 'Chennai, Tamil Nadu',
      materials_id: winner.materials_id,
      user_id: userId(shipper),
      users_id: userId(transporter),
      truck_id: truckId,
      loads_id: loadId,
      vehicle_reg: winner.regNumber,
    });
    const { message, data, repeated } = await accepted(response);
    expect(message).toBe('Truck scheduled successfully.');
    expect(repeated).toBe(false);
    expect(data).toMatchObject({
      schedules_status: '1',
      your_side: 'load',
      amount: 3500,
      pickupDate: daysFromToday(7),
      pickup_loc: 'Pune, Maharashtra',
      vehicle_reg: winner.regNumber,
      loads_id: String(loadId),
      truck_id: String(truckId),
      bid_id: winner.bidsTruck_id,
      bid_kind: 'on_load',
      load_owner: { users_id: String(userId(shipper)), users_name: 'Mohan Das', user_types_name: 'Shipper' },
      truck_owner: {
        users_id: String(userId(transporter)),
        company: 'Ravi Roadways',
        user_types_id: '2',
        mobile: transporter.register.User.users_mobile,
      },
      lorry_receipt: null,
      proof_of_delivery: null,
    });

    expect(await statusOfBid(winner.bidsTruck_id)).toBe(2);
    expect(await statusOfBid(rival.bidsTruck_id)).toBe(4);
    expect(await statusOfBid(onPosting.bidsLoad_id)).toBe(4);
    expect(await count(sql`SELECT status::int AS n FROM loads WHERE id = ${loadId}`)).toBe(2);
    expect(await count(sql`SELECT status::int AS n FROM truck_postings WHERE id = ${postingId}`)).toBe(2);
    // Both leave the marketplace; the truck is "added" again (it may be posted for its next trip).
    expect(await marketLoadIds(broker)).not.toContain(String(loadId));
    expect(await marketTruckIds(shipper)).not.toContain(String(truckId));
    const ownTruck = (await call.ownTrucks(transporter, {}))
      .json<{ data: OwnTruck[] }>()
      .data.find((row) => row.truck_id === String(truckId));
    expect(ownTruck?.trucks_status).toBe('1');
    const reposted = await transporter.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/postTruck',
      payload: {
        postTrucks_dateTime: `${daysFromToday(9)} 08:00`,
        postTrucks_from: 'Chennai, Tamil Nadu',
        postTrucks_to: 'Pune, Maharashtra',
        postTrucks_capacity_id: '8',
        truck_id: truckId,
      },
    });
    expect(reposted.statusCode, reposted.body).toBe(201);
    expect(await marketTruckIds(shipper)).toContain(String(truckId));
    await db().execute(sql`UPDATE truck_postings SET status = 3 WHERE truck_id = ${truckId} AND status = 1`);

    // Each party sees the trip: the load's owner as a load schedule, the truck's owner as a truck schedule.
    const loads = (
      await call.loadSchedules(shipper, { users_id: userId(shipper), date_filter: '' })
    ).json<LoadSchedulesResponse>();
    expect(loads.data.find((row) => row.schedule_id === data.schedule_id)).toMatchObject({
      schedules_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      pickup_loc: 'Pune, Maharashtra',
      delivery_loc: 'Chennai, Tamil Nadu',
      amount: 3500,
      other_name: 'Ravi Kumar',
      schedules_status: '1',
    });
    const trucks = (
      await call.truckSchedules(transporter, { user_id: userId(transporter) })
    ).json<TruckSchedulesResponse>();
    expect(trucks.schedules.find((row) => row.schedule_id === data.schedule_id)).toMatchObject({
      vehicle_reg: winner.regNumber,
      other_name: 'Mohan Das',
    });
    // The bid rows show it too.
    const [mine] = (await call.bidsByUserAndTruck(transporter, { trucks_id: truckId })).json<{
      data: TruckBid[];
    }>().data;
    expect(mine).toMatchObject({ bids_status: '2', schedule_id: data.schedule_id, awaiting: null });

    // Nobody else sees it.
    expect(outcome(await call.scheduleDetails(stranger, { schedule_id: data.schedule_id }))).toEqual({
      status: 404,
      code: 'schedules:errors.scheduleNotFound',
    });
    expect((await call.loadSchedules(stranger, {})).json()).toEqual({
      data: [],
      message: 'No load schedules found.',
    });
    expect((await call.truckSchedules(broker, {})).json<TruckSchedulesResponse>().schedules).toEqual([]);
    expect((await call.scheduleDetails(transporter, { schedule_id: data.schedule_id })).json()).toMatchObject(
      {
        data: { your_side: 'truck', amount: 3500 },
      },
    );
  });

  it('by the bidder accepts the owner’s counter at the countered amount; the owner cannot accept its own', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const bid = await bidOnLoad(
      transporter,
      loadId,
      await buildTruck(db(), { ownerId: userId(transporter) }),
      3500,
    );
    expect(
      (await call.counterOnLoadBid(shipper, { bid_id: bid.bidsTruck_id, amount: 3200 })).statusCode,
    ).toBe(201);
    expect(outcome(await call.acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id }))).toEqual({
      status: 409,
      code: 'bids:errors.notYourTurn',
    });
    const { data } = await accepted(
      await call.acceptLoadBid(transporter, { bidsTruck_id: bid.bidsTruck_id }),
    );
    expect(data).toMatchObject({ amount: 3200, your_side: 'truck', schedules_status: '1' });
    expect(
      outcome(await call.counterOnLoadBid(transporter, { bid_id: bid.bidsTruck_id, amount: 3000 })),
    ).toEqual({
      status: 409,
      code: 'bids:errors.bidClosed',
    });
    // The bidder could not accept its own bid either, nor can anyone accept a declined one.
    const other = await bidOnLoad(
      broker,
      await buildLoad(db(), { ownerId: userId(shipper) }),
      await buildTruck(db(), { ownerId: userId(broker) }),
    );
    expect(outcome(await call.acceptLoadBid(broker, { bid_id: other.bidsTruck_id }))).toEqual({
      status: 409,
      code: 'bids:errors.notYourTurn',
    });
    await call.declineLoadBid(shipper, { bidsTruck_id: other.bidsTruck_id });
    expect(outcome(await call.acceptLoadBid(shipper, { bid_id: other.bidsTruck_id }))).toEqual({
      status: 409,
      code: 'bids:errors.bidClosed',
    });
  });

  it('refuses a lapsed driver’s accept (402) and leaves everything open', async () => {
    const owner = await signIn(t, 'driver');
    const { truckId, postingId } = await buildPosting(db(), { ownerId: userId(owner) });
    const bid = await bidOnTruck(shipper, truckId, await buildLoad(db(), { ownerId: userId(shipper) }));
    await db().execute(
      sql`UPDATE users SET created_at = now() - interval '40 days' WHERE id = ${userId(owner)}`,
    );
    expect(outcome(await call.acceptTruckBid(owner, { bid_id: bid.bidsLoad_id }))).toEqual({
      status: 402,
      code: 'membership:errors.driverSubscriptionRequired',
    });
    expect(await statusOfBid(bid.bidsLoad_id)).toBe(1);
    expect(await count(sql`SELECT status::int AS n FROM truck_postings WHERE id = ${postingId}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM schedules WHERE truck_id = ${truckId}`)).toBe(0);
  });

  it('takes the older payload without a bid id (load and truck name it), and checks what is sent', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
    const bid = await bidOnLoad(transporter, loadId, truckId);
    expect(issueCode(await call.acceptLoadBid(shipper, { loads_id: loadId }))).toBe(
      'schedules:validation.bidRequired',
    );
    expect(
      outcome(await call.acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id, truck_id: truckId + 1 })),
    ).toEqual({
      status: 400,
      code: 'schedules:errors.bidMismatch',
    });
    expect(
      outcome(await call.acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id, users_id: userId(stranger) })),
    ).toEqual({
      status: 403,
      code: 'errors.forbidden',
    });
    expect(
      outcome(await call.acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id, user_id: userId(transporter) })),
    ).toEqual({
      status: 403,
      code: 'errors.forbidden',
    });
    expect(outcome(await call.acceptLoadBid(stranger, { bid_id: bid.bidsTruck_id }))).toEqual({
      status: 404,
      code: 'bids:errors.bidNotFound',
    });
    // A bid on a truck is not found through the load call.
    expect((await call.acceptTruckBid(shipper, { bid_id: bid.bidsTruck_id })).statusCode).toBe(404);

    const { data } = await accepted(
      await call.acceptLoadBid(shipper, {
        schedules_date: daysFromToday(7),
        pickup_loc: 'Pune',
        delivery_loc: 'Chennai',
        materials_id: 1,
        user_id: userId(shipper),
        users_id: userId(transporter),
        truck_id: truckId,
        loads_id: loadId,
        vehicle_reg: 'KA01AB1234',
      }),
    );
    expect(data.bid_id).toBe(bid.bidsTruck_id);
  });

  it('is idempotent: the same bid accepted again answers the same trip', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const bid = await bidOnLoad(
      transporter,
      loadId,
      await buildTruck(db(), { ownerId: userId(transporter) }),
    );
    const first = await accepted(await call.acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id }));
    const again = await accepted(await call.acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id }));
    expect(again.repeated).toBe(true);
    expect(again.data.schedule_id).toBe(first.data.schedule_id);
    const byBidder = await accepted(await call.acceptLoadBid(transporter, { bid_id: bid.bidsTruck_id }));
    expect(byBidder.data).toMatchObject({ schedule_id: first.data.schedule_id, your_side: 'truck' });
    expect(await count(sql`SELECT count(*)::int AS n FROM schedules WHERE load_id = ${loadId}`)).toBe(1);
  });

  it('keeps a truck to one trip a day: a second load picked up that day is refused, another day is fine', async () => {
    const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
    const day = daysFromToday(5);
    const first = await buildLoad(db(), { ownerId: userId(shipper), pickupDate: day });
    const sameDay = await buildLoad(db(), { ownerId: userId(broker), pickupDate: day });
    const otherDay = await buildLoad(db(), { ownerId: userId(broker), pickupDate: daysFromToday(6) });
    const early = await bidOnLoad(transporter, sameDay, truckId);
    const bid = await bidOnLoad(transporter, first, truckId);
    const later = await bidOnLoad(transporter, otherDay, truckId);
    await accepted(await call.acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id }));
    // The truck's bid on the other load of that day is closed; the other day's stays open.
    expect(await statusOfBid(early.bidsTruck_id)).toBe(4);
    expect(await statusOfBid(later.bidsTruck_id)).toBe(1);
    expect(
      outcome(
        await call.bidOnLoad(transporter, { bidsTruck_amount: 3000, loads_id: sameDay, trucks_id: truckId }),
      ),
    ).toEqual({ status: 409, code: 'bids:errors.truckBusy' });
    await accepted(await call.acceptLoadBid(broker, { bid_id: later.bidsTruck_id }));
  });
});

describe('accepting a bid on a posted truck (truckschedules)', () => {
  it('after a decline and another bid, the bidder accepts the owner’s counter; posting and load are booked', async () => {
    const owner = await signIn(t, 'transporter');
    const { truckId, postingId } = await buildPosting(db(), { ownerId: userId(owner) });
    const firstLoad = await buildLoad(db(), { ownerId: userId(shipper) });
    const first = await bidOnTruck(shipper, truckId, firstLoad, 40000);
    expect((await call.declineTruckBid(owner, { bidsLoad_id: first.bidsLoad_id })).statusCode).toBe(200);
    const secondLoad = await buildLoad(db(), { ownerId: userId(shipper) });
    const second = await bidOnTruck(shipper, truckId, secondLoad, 41000);
    const rival = await bidOnTruck(
      broker,
      truckId,
      await buildLoad(db(), { ownerId: userId(broker) }),
      45000,
    );
    // The shipper's load also has a bid from another truck: booked elsewhere, it closes.
    const onLoad = await bidOnLoad(
      stranger,
      secondLoad,
      await buildTruck(db(), { ownerId: userId(stranger) }),
    );

    expect(
      (await call.counterOnTruckBid(owner, { bid_id: second.bidsLoad_id, amount: 44000 })).statusCode,
    ).toBe(201);
    const { data } = await accepted(
      await call.acceptTruckBid(shipper, {
        bidsLoad_id: second.bidsLoad_id,
        truckSchedules_date: daysFromToday(7),
        trucks_id: truckId,
        loads_id: secondLoad,
        user_id: userId(shipper),
        users_id: userId(owner),
      }),
    );
    expect(data).toMatchObject({ amount: 44000, bid_kind: 'on_truck', your_side: 'load' });
    expect(await statusOfBid(second.bidsLoad_id)).toBe(2);
    expect(await statusOfBid(first.bidsLoad_id)).toBe(3);
    expect(await statusOfBid(rival.bidsLoad_id)).toBe(4);
    expect(await statusOfBid(onLoad.bidsTruck_id)).toBe(4);
    expect(await count(sql`SELECT status::int AS n FROM truck_postings WHERE id = ${postingId}`)).toBe(2);
    expect(await marketTruckIds(broker)).not.toContain(String(truckId));
    expect(await marketLoadIds(broker)).not.toContain(String(secondLoad));
    const schedules = (await call.truckSchedules(owner, {})).json<TruckSchedulesResponse>().schedules;
    expect(schedules.map((row) => [row.schedule_id, row.amount, row.other_name])).toEqual([
      [data.schedule_id, 44000, 'Mohan Das'],
    ]);
    // A second accept on the booked posting: 409.
    expect(outcome(await call.acceptTruckBid(owner, { bid_id: rival.bidsLoad_id }))).toEqual({
      status: 409,
      code: 'schedules:errors.alreadyBooked',
    });
  });
});

describe('a load of several trucks, booked truck by truck', () => {
  const ownLoad = async (loadId: number) =>
    (await call.ownLoads(shipper, { page: 1, limit: 50 }))
      .json<OwnLoadsResponse>()
      .data.find((row) => row.loads_id === String(loadId))!;
  const inMarket = async (loadId: number) =>
    (await call.allLoads(stranger, { page: 1, limit: 50 }))
      .json<LoadListingResponse>()
      .data.find((row) => row.loads_id === String(loadId));

  it('each accept books one truck; the load and the other bids stay open until the last truck', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), noOfTrucks: 3 });
    const bidders = [transporter, broker, transporter, broker];
    const bids: TruckBid[] = [];
    for (const bidder of bidders) {
      bids.push(await bidOnLoad(bidder, loadId, await buildTruck(db(), { ownerId: userId(bidder) })));
    }
    expect(await inMarket(loadId)).toMatchObject({ no_of_trucks: 3, trucks_open: 3 });

    const first = await accepted(await call.acceptLoadBid(shipper, { bid_id: bids[0]!.bidsTruck_id }));
    expect(await inMarket(loadId)).toMatchObject({ no_of_trucks: 3, trucks_open: 2 });
    expect(await ownLoad(loadId)).toMatchObject({ loads_status: '1', trucks_booked: 1, trucks_open: 2 });
    for (const bid of bids.slice(1)) expect(await statusOfBid(bid.bidsTruck_id)).toBe(1);

    const second = await accepted(await call.acceptLoadBid(shipper, { bid_id: bids[1]!.bidsTruck_id }));
    expect(await inMarket(loadId)).toMatchObject({ trucks_open: 1 });
    const third = await accepted(await call.acceptLoadBid(shipper, { bid_id: bids[2]!.bidsTruck_id }));
    // The last truck: the load is booked, leaves the marketplace, and the last bid closes.
    expect(await inMarket(loadId)).toBeUndefined();
    expect(await ownLoad(loadId)).toMatchObject({ loads_status: '2', trucks_booked: 3, trucks_open: 0 });
    expect(await statusOfBid(bids[3]!.bidsTruck_id)).toBe(4);
    expect(outcome(await call.acceptLoadBid(shipper, { bid_id: bids[3]!.bidsTruck_id }))).toEqual({
      status: 409,
      code: 'schedules:errors.alreadyBooked',
    });
    const trips = new Set([first, second, third].map((answer) => answer.data.schedule_id));
    expect(trips.size).toBe(3);
    expect(await count(sql`SELECT count(*)::int AS n FROM schedules WHERE load_id = ${loadId}`)).toBe(3);
  });

  it('a bid on a posted truck made with a partly booked load can still be accepted', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), noOfTrucks: 2 });
    const onLoad = await bidOnLoad(
      transporter,
      loadId,
      await buildTruck(db(), { ownerId: userId(transporter) }),
    );
    const { truckId } = await buildPosting(db(), { ownerId: userId(broker) });
    const withLoad = await bidOnTruck(shipper, truckId, loadId);
    await accepted(await call.acceptLoadBid(shipper, { bid_id: onLoad.bidsTruck_id }));
    expect(await statusOfBid(withLoad.bidsLoad_id)).toBe(1);
    await accepted(await call.acceptTruckBid(broker, { bid_id: withLoad.bidsLoad_id }));
    expect(await ownLoad(loadId)).toMatchObject({ loads_status: '2', trucks_booked: 2 });
  });
});

describe('older clients of the schedule calls', () => {
  it('lets `user_id` name either party of the bid, as older clients send it; a third party is refused', async () => {
    const { truckId } = await buildPosting(db(), { ownerId: userId(transporter) });
    const first = await bidOnTruck(shipper, truckId, await buildLoad(db(), { ownerId: userId(shipper) }));
    expect(
      outcome(
        await call.acceptTruckBid(transporter, { bid_id: first.bidsLoad_id, user_id: userId(stranger) }),
      ),
    ).toEqual({ status: 403, code: 'errors.forbidden' });
    // The truck's owner accepts, naming the bidder (the other party) as user_id.
    await accepted(
      await call.acceptTruckBid(transporter, { bid_id: first.bidsLoad_id, user_id: userId(shipper) }),
    );
    // The bidder's rows carry truck_id alongside trucks_id (bids on loads made with a truck).
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const ownTruck = await buildTruck(db(), { ownerId: userId(transporter) });
    await bidOnLoad(transporter, loadId, ownTruck);
    const [row] = (await call.bidsByUserAndTruck(transporter, { trucks_id: ownTruck })).json<{
      data: TruckBid[];
    }>().data;
    expect(row).toMatchObject({ trucks_id: String(ownTruck), truck_id: String(ownTruck) });
  });
});

describe('racing accepts', () => {
  it('20 accepts of 20 bids on one load at once: exactly one trip, the others 409', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const bidIds: number[] = [];
    for (let i = 0; i < 20; i++) {
      const bidderId = await buildUser(db(), { role: 'transporter' });
      const truckId = await buildTruck(db(), { ownerId: bidderId });
      bidIds.push(
        await buildBid(db(), {
          kind: 'on_load',
          bidderId,
          ownerId: userId(shipper),
          loadId,
          truckId,
          amount: 3000 + i,
        }),
      );
    }
    const answers = await Promise.all(bidIds.map((bid_id) => call.acceptLoadBid(shipper, { bid_id })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().code).toBe('schedules:errors.alreadyBooked');
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM schedules WHERE load_id = ${loadId}`)).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${loadId} AND status = 2`),
    ).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${loadId} AND status = 4`),
    ).toBe(19);
  });

  it('30 accepts of 30 bids on a 3-truck load at once: exactly three trips, the others 409', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), noOfTrucks: 3 });
    const bidIds: number[] = [];
    for (let i = 0; i < 30; i++) {
      const bidderId = await buildUser(db(), { role: 'transporter' });
      const truckId = await buildTruck(db(), { ownerId: bidderId });
      bidIds.push(
        await buildBid(db(), { kind: 'on_load', bidderId, ownerId: userId(shipper), loadId, truckId }),
      );
    }
    const answers = await Promise.all(bidIds.map((bid_id) => call.acceptLoadBid(shipper, { bid_id })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(27);
    expect(await count(sql`SELECT count(*)::int AS n FROM schedules WHERE load_id = ${loadId}`)).toBe(3);
    expect(await count(sql`SELECT trucks_booked::int AS n FROM loads WHERE id = ${loadId}`)).toBe(3);
    expect(await count(sql`SELECT status::int AS n FROM loads WHERE id = ${loadId}`)).toBe(2);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${loadId} AND status = 4`),
    ).toBe(27);
  });

  it('20 accepts of the same bid at once: one trip, every answer names it', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(shipper) });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
    const bidId = await buildBid(db(), {
      kind: 'on_load',
      bidderId: userId(transporter),
      ownerId: userId(shipper),
      loadId,
      truckId,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call.acceptLoadBid(shipper, { bid_id: bidId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.json<ScheduleCreatedResponse>().data.schedule_id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => !a.json<ScheduleCreatedResponse>().repeated)).toHaveLength(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM schedules WHERE bid_id = ${bidId}`)).toBe(1);
  });

  it('every truck bidding on every load of one day, all accepted at once: a matching, no error', async () => {
    const day = daysFromToday(11);
    const owners = await Promise.all([1, 2, 3, 4].map(() => signIn(t, 'shipper')));
    const loads = await Promise.all(
      owners.map((owner) => buildLoad(db(), { ownerId: userId(owner), pickupDate: day })),
    );
    const truckOwners = await Promise.all([1, 2, 3, 4].map(() => buildUser(db(), { role: 'transporter' })));
    const trucks = await Promise.all(truckOwners.map((ownerId) => buildTruck(db(), { ownerId })));
    const accepts: { owner: SignedIn; bidId: number }[] = [];
    for (const [i, loadId] of loads.entries()) {
      for (const [j, truckId] of trucks.entries()) {
        const bidId = await buildBid(db(), {
          kind: 'on_load',
          bidderId: truckOwners[j]!,
          ownerId: userId(owners[i]!),
          loadId,
          truckId,
        });
        accepts.push({ owner: owners[i]!, bidId });
      }
    }
    const answers = await Promise.all(
      accepts.map(({ owner, bidId }) => call.acceptLoadBid(owner, { bid_id: bidId })),
    );
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    const won = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => a.json<ScheduleCreatedResponse>().data);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(new Set(won.map((trip) => trip.loads_id)).size).toBe(won.length);
    expect(new Set(won.map((trip) => trip.truck_id)).size).toBe(won.length);
    const booked = await count(
      sql`SELECT count(*)::int AS n FROM schedules WHERE load_id IN (${sql.join(loads, sql`, `)})`,
    );
    expect(booked).toBe(won.length);
    const stillOpen = await count(
      sql`SELECT count(*)::int AS n FROM bids WHERE status = 1 AND load_id IN (${sql.join(loads, sql`, `)})`,
    );
    // Whatever is still open involves a load and a truck that both remained free.
    expect(stillOpen).toBe((4 - won.length) * (4 - won.length));
  });

  it('10 accepts of bids on one posting at once: one trip', async () => {
    const ownerId = userId(transporter);
    const { truckId, postingId } = await buildPosting(db(), { ownerId });
    const bidIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const bidderId = await buildUser(db(), { role: 'shipper' });
      const loadId = await buildLoad(db(), { ownerId: bidderId });
      bidIds.push(await buildBid(db(), { kind: 'on_truck', bidderId, ownerId, loadId, truckId, postingId }));
    }
    const answers = await Promise.all(bidIds.map((bid_id) => call.acceptTruckBid(transporter, { bid_id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await count(sql`SELECT count(*)::int AS n FROM schedules WHERE posting_id = ${postingId}`)).toBe(
      1,
    );
  });
});

describe('date filters', () => {
  /** A booked trip of the shipper's load, booked at `at`. */
  async function tripBookedAt(at: Date): Promise<string> {
    const truckOwner = await buildUser(db(), { role: 'transporter' });
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), status: '2' });
    const truckId = await buildTruck(db(), { ownerId: truckOwner });
    const bidId = await buildBid(db(), {
      kind: 'on_load',
      bidderId: truckOwner,
      ownerId: userId(shipper),
      loadId,
      truckId,
      status: '2',
    });
    const [row] = await rows<{ id: string }>(
      db(),
      sql`
      INSERT INTO schedules (bid_id, load_id, truck_id, load_owner_id, truck_owner_id, amount, trip_date, created_at)
      VALUES (${bidId}, ${loadId}, ${truckId}, ${userId(shipper)}, ${truckOwner}, 5000, ${daysFromToday(7)}::date,
              ${at.toISOString()}::timestamptz)
      RETURNING id::text AS id`,
    );
    return row!.id;
  }

  it('computes each window from 00:00 India time, months clamped to their last day', () => {
    // 2026-08-31 10:00 IST
    const now = new Date('2026-08-31T04:30:00Z');
    expect(filterStart(null, now)).toBeNull();
    expect(filterStart('last_day', now)).toBe('2026-08-29T18:30:00.000Z');
    expect(filterStart('last_30_days', now)).toBe('2026-07-31T18:30:00.000Z');
    expect(filterStart('last_6_months', now)).toBe('2026-02-27T18:30:00.000Z');
    expect(filterStart('last_year', now)).toBe('2025-08-30T18:30:00.000Z');
    // 00:10 IST on 1 March is still 28 February in UTC: India's calendar counts.
    const earlyMarch = new Date('2028-02-29T18:40:00Z');
    expect(filterStart('last_day', earlyMarch)).toBe('2028-02-28T18:30:00.000Z');
    expect(filterStart('last_year', new Date('2028-02-29T06:00:00Z'))).toBe('2027-02-27T18:30:00.000Z');
  });

  it('keep a trip booked at the window’s first instant and drop one a millisecond earlier', async () => {
    await db().execute(sql`DELETE FROM schedules WHERE load_owner_id = ${userId(shipper)}`);
    const now = t.clock.now();
    const windows = ['last_day', 'last_30_days', 'last_6_months', 'last_year'] as const;
    const inside = new Map<string, string>();
    const outside = new Map<string, string>();
    for (const filter of windows) {
      const start = new Date(filterStart(filter, now)!);
      inside.set(filter, await tripBookedAt(start));
      outside.set(filter, await tripBookedAt(new Date(start.getTime() - 1)));
    }
    const ids = async (date_filter: string) =>
      (await call.loadSchedules(shipper, { users_id: userId(shipper), date_filter }))
        .json<LoadSchedulesResponse>()
        .data.map((row) => row.schedule_id);
    const all = await ids('');
    expect(all).toHaveLength(8);
    for (const filter of windows) {
      const shown = await ids(filter);
      expect(shown, filter).toContain(inside.get(filter));
      expect(shown, filter).not.toContain(outside.get(filter));
    }
    // Wider windows keep what narrower ones keep.
    expect((await ids('last_day')).length).toBeLessThan((await ids('last_30_days')).length);
    expect(issueCode(await call.loadSchedules(shipper, { date_filter: 'last_week' }))).toBe(
      'schedules:validation.dateFilter',
    );
    expect(outcome(await call.loadSchedules(shipper, { users_id: userId(stranger) }))).toEqual({
      status: 403,
      code: 'errors.forbidden',
    });
  });

  it('use the clock: a trip booked today leaves "Last Day" two India days later', async () => {
    const loadId = await buildLoad(db(), { ownerId: userId(broker), pickupDate: daysFromToday(20) });
    const bid = await bidOnLoad(
      transporter,
      loadId,
      await buildTruck(db(), { ownerId: userId(transporter) }),
    );
    const { data } = await accepted(await call.acceptLoadBid(broker, { bid_id: bid.bidsTruck_id }));
    // Sessions last 15 minutes: after moving the clock, the same user signs in again.
    const shown = async (fresh = true) => {
      const jar = fresh
        ? await signIn(t, 'transporter', transporter.register.User.users_mobile)
        : transporter;
      const response = await call.truckSchedules(jar, { date_filter: 'last_day' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TruckSchedulesResponse>().schedules.map((row) => row.schedule_id);
    };
    try {
      expect(await shown(false)).toContain(data.schedule_id);
      t.clock.advance(24 * 3600);
      expect(await shown()).toContain(data.schedule_id);
      t.clock.advance(24 * 3600);
      expect(await shown()).not.toContain(data.schedule_id);
    } finally {
      t.clock.advance(-48 * 3600);
    }
  });
});

describe('lorry receipt and proof of delivery', () => {
  const upload = (jar: SignedIn, purpose: string) => uploadId(t.app, jar, purpose);

  it('refuse the proof of delivery before the pickup day in India, take it from 00:00 IST that day', async () => {
    const pickupDate = daysFromToday(1);
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), pickupDate });
    const bid = await bidOnLoad(
      transporter,
      loadId,
      await buildTruck(db(), { ownerId: userId(transporter) }),
    );
    const { data: trip } = await accepted(await call.acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id }));
    const lr = await upload(transporter, 'lorry_receipt');
    const afterLr = await call.uploadLorryReceipt(transporter, {
      schedule_id: trip.schedule_id,
      file_id: lr,
    });
    expect(afterLr.statusCode, afterLr.body).toBe(201);
    const pod = await upload(shipper, 'proof_of_delivery');
    const moved = t.clock.now().getTime();
    // One minute before the pickup day starts in India (18:29 UTC the day before).
    t.clock.advance((Date.parse(indiaDayStart(pickupDate)) - 60_000 - moved) / 1000);
    try {
      // Sessions last 15 minutes: after moving the clock, the shipper signs in again.
      const jar = await signIn(t, 'shipper', shipper.register.User.users_mobile);
      const early = await call.uploadProofOfDelivery(jar, { schedule_id: trip.schedule_id, file_id: pod });
      expect(outcome(early)).toEqual({ status: 409, code: 'schedules:errors.beforePickup' });
      expect(early.json().message).toBe(
        'Proof of delivery can be uploaded from the pickup day on. This trip is picked up later.',
      );
      t.clock.advance(120);
      const onTime = await call.uploadProofOfDelivery(jar, { schedule_id: trip.schedule_id, file_id: pod });
      expect(onTime.statusCode, onTime.body).toBe(201);
      // The load, booked whole and every trip delivered, shows as delivered on Your Loads.
      const own = (await call.ownLoads(jar, { page: 1, limit: 50 }))
        .json<OwnLoadsResponse>()
        .data.find((row) => row.loads_id === String(loadId));
      expect(own?.loads_status).toBe('4');
    } finally {
      t.clock.advance((moved - t.clock.now().getTime()) / 1000);
    }
  });

  it('go LR then POD: scheduled → in transit → delivered; both parties read them, nobody else', async () => {
    // Picked up today: the proof of delivery is possible from the pickup day on.
    const loadId = await buildLoad(db(), { ownerId: userId(shipper), pickupDate: daysFromToday(0) });
    const bid = await bidOnLoad(
      transporter,
      loadId,
      await buildTruck(db(), { ownerId: userId(transporter) }),
    );
    const { data: trip } = await accepted(await call.acceptLoadBid(shipper, { bid_id: bid.bidsTruck_id }));
    const scheduleId = trip.schedule_id;

    const pod = await upload(shipper, 'proof_of_delivery');
    expect(
      outcome(await call.uploadProofOfDelivery(shipper, { schedule_id: scheduleId, file_id: pod })),
    ).toEqual({
      status: 409,
      code: 'schedules:errors.lrFirst',
    });
    const lr = await upload(transporter, 'lorry_receipt');
    // Someone else's file, a file of another purpose, a stranger: refused.
    expect(outcome(await call.uploadLorryReceipt(shipper, { schedule_id: scheduleId, file_id: lr }))).toEqual(
      {
        status: 400,
        code: 'errors.files.invalid',
      },
    );
    expect(
      outcome(
        await call.uploadLorryReceipt(transporter, {
          schedule_id: scheduleId,
          file_id: await upload(transporter, 'rc'),
        }),
      ),
    ).toEqual({
      status: 400,
      code: 'errors.files.invalid',
    });
    expect(
      outcome(
        await call.uploadLorryReceipt(stranger, {
          schedule_id: scheduleId,
          file_id: await upload(stranger, 'lorry_receipt'),
        }),
      ),
    ).toEqual({
      status: 404,
      code: 'schedules:errors.scheduleNotFound',
    });
    expect(
      issueCode(await call.uploadLorryReceipt(transporter, { schedule_id: scheduleId, file_id: 'x' })),
    ).toBe('schedules:validation.fileInvalid');

    const afterLr = await call.uploadLorryReceipt(transporter, { schedule_id: scheduleId, file_id: lr });
    expect(afterLr.statusCode, afterLr.body).toBe(201);
    expect(afterLr.json()).toMatchObject({
      message: 'Lorry receipt uploaded. The trip is now in transit.',
      data: {
        schedules_status: '2',
        lorry_receipt: { file_id: lr, name: 'lorry_receipt.pdf', uploaded_by: String(userId(transporter)) },
        proof_of_delivery: null,
      },
    });

    // A better photo of the LR may replace it while the goods are on the way.
    const betterLr = await upload(transporter, 'lorry_receipt');
    const replaced = await call.uploadLorryReceipt(transporter, {
      schedule_id: scheduleId,
      file_id: betterLr,
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json<{ data: ScheduleDetail }>().data).toMatchObject({
      schedules_status: '2',
      lorry_receipt: { file_id: betterLr },
    });

    const afterPod = await call.uploadProofOfDelivery(shipper, { schedule_id: scheduleId, file_id: pod });
    expect(afterPod.statusCode, afterPod.body).toBe(201);
    expect(afterPod.json<{ data: ScheduleDetail }>().data).toMatchObject({
      schedules_status: '3',
      proof_of_delivery: { file_id: pod, uploaded_by: String(userId(shipper)) },
    });
    expect(
      outcome(
        await call.uploadLorryReceipt(transporter, {
          schedule_id: scheduleId,
          file_id: await upload(transporter, 'lorry_receipt'),
        }),
      ),
    ).toEqual({
      status: 409,
      code: 'schedules:errors.delivered',
    });

    // Each party reads both files through its own links.
    for (const party of [shipper, transporter]) {
      const detail = (await call.scheduleDetails(party, { schedule_id: scheduleId })).json<{
        data: ScheduleDetail;
      }>().data;
      for (const document of [detail.lorry_receipt!, detail.proof_of_delivery!]) {
        const view = await party.inject(t.app, { method: 'GET', url: document.view_url });
        expect(view.statusCode).toBe(200);
        expect(view.rawPayload.equals(PDF)).toBe(true);
        const download = await party.inject(t.app, { method: 'GET', url: document.download_url });
        expect(download.headers['content-disposition']).toMatch(/^attachment/);
      }
    }
    // A stranger holding a party's link gets nothing; and gets no detail of their own.
    const detail = (await call.scheduleDetails(shipper, { schedule_id: scheduleId })).json<{
      data: ScheduleDetail;
    }>().data;
    expect(
      (await stranger.inject(t.app, { method: 'GET', url: detail.lorry_receipt!.view_url })).statusCode,
    ).toBe(404);
    expect(
      (await stranger.inject(t.app, { method: 'GET', url: detail.proof_of_delivery!.download_url }))
        .statusCode,
    ).toBe(404);
    expect((await call.scheduleDetails(stranger, { schedule_id: scheduleId })).statusCode).toBe(404);
    // The lists mark the documents.
    const [row] = (await call.loadSchedules(shipper, {}))
      .json<LoadSchedulesResponse>()
      .data.filter((r) => r.schedule_id === scheduleId);
    expect(row).toMatchObject({
      schedules_status: '3',
      has_lorry_receipt: true,
      has_proof_of_delivery: true,
    });
  });
});
