/**
 * Loads for a truck (docs/api.md, Return loads; docs/decisions/028-return-loads.md): one ranking
 * for the return loads after a trip or a posting and for Trip Requests' loads where a posting
 * starts. Real loads, trucks, bids and schedules, through the API.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOAD_STATUS, type LoadsForTruckResponse, type TruckBid } from '@lorrybazaar/contract';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { api, issueCode, outcome, userId } from '../../test/api-calls.js';
import {
  buildBid,
  buildFile,
  buildLoad,
  buildPosting,
  buildTruck,
  daysFromToday,
  indiaDateTime,
} from '../../test/factories.js';

const ctx = useTestApp();
const db = () => ctx.t.database.db;
const call = () => api(ctx.t.app);

const ask = (jar: SignedIn, query: Record<string, unknown>) =>
  jar.inject(ctx.t.app, {
    method: 'GET',
    url: '/api/Transpoter/getLoadsForTruck',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
async function loadsFor(jar: SignedIn, query: Record<string, unknown>) {
  const response = await ask(jar, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoadsForTruckResponse>();
}
const ids = (answer: LoadsForTruckResponse) => answer.data.map((load) => Number(load.loads_id));

/** A shipper's open load; Open Body (1) of 10 tonnes (8) unless told. */
const load = (
  ownerId: number,
  pickupLoc: string,
  days: number,
  more: { capacityId?: number; truckTypeId?: number; status?: string } = {},
) => buildLoad(db(), { ownerId, pickupLoc, pickupDate: daysFromToday(days), ...more });

describe('return loads after a posted truck', () => {
  it('ranks the delivery district before its state, then the load that fills the truck, then the earliest; only the 3 days after, only what it can carry', async () => {
    const transporter = await signIn(ctx.t, 'transporter');
    const shipper = await signIn(ctx.t, 'shipper');
    const other = await signIn(ctx.t, 'broker');
    const me = userId(transporter);
    const them = userId(shipper);
    // An Open Body truck of 16 tonnes (capacity 10), unloading in Ernakulam in two days.
    const truckId = await buildTruck(db(), { ownerId: me, truckTypeId: 1, capacityId: 10 });
    await buildPosting(db(), {
      ownerId: me,
      truckId,
      toLoc: 'Ernakulam, Kerala',
      dateTime: indiaDateTime(2),
    });

    const fills = await load(them, 'Ernakulam, Kerala', 5, { capacityId: 10 });
    const earlier = await load(them, 'Ernakulam, Kerala', 2);
    const later = await load(them, 'Ernakulam, Kerala', 3);
    const inState = await load(them, 'Kozhikode, Kerala', 2, { capacityId: 10 });
    // Typed before places were stored as "District, State" (decision 020): a district alone.
    const bareName = await load(them, 'Thrissur', 2);
    const hidden = [
      await load(them, 'Ernakulam, Kerala', 6), // after the 3 days
      await load(them, 'Ernakulam, Kerala', 1), // before the truck is there
      await load(them, 'Chennai, Tamil Nadu', 3), // another state
      await load(them, 'Ernakulam, Kerala', 3, { truckTypeId: 2 }), // another truck type
      await load(them, 'Ernakulam, Kerala', 3, { capacityId: 11 }), // 19 tonnes: too heavy
      await load(them, 'Ernakulam, Kerala', 3, { status: LOAD_STATUS.booked }), // booked out
      await load(me, 'Ernakulam, Kerala', 3), // the asker's own
    ];
    const bidOn = await load(userId(other), 'Ernakulam, Kerala', 3);
    await buildBid(db(), { kind: 'on_load', bidderId: me, ownerId: userId(other), loadId: bidOn, truckId });

    const answer = await loadsFor(transporter, { truck_id: truckId, limit: 12 });
    expect(ids(answer)).toEqual([fills, earlier, later, inState, bareName]);
    expect(answer.data.map((row) => row.match)).toEqual([
      'district',
      'district',
      'district',
      'state',
      'state',
    ]);
    expect(answer.near).toEqual({ place: 'Ernakulam, Kerala', from: daysFromToday(2), to: daysFromToday(5) });
    expect(answer.data[0]).toMatchObject({
      truck_types_name: 'Open Body',
      tonnes: 16,
      users_id: String(them),
    });
    for (const id of hidden) expect(ids(answer)).not.toContain(id);
    expect(ids(answer)).not.toContain(bidOn);

    // The limit takes the best ones; another truck of the same owner may still bid on `bidOn`.
    expect(ids(await loadsFor(transporter, { truck_id: truckId, limit: 2 }))).toEqual([fills, earlier]);
    const second = await buildTruck(db(), { ownerId: me, truckTypeId: 1, capacityId: 10 });
    await buildPosting(db(), {
      ownerId: me,
      truckId: second,
      toLoc: 'Ernakulam, Kerala',
      dateTime: indiaDateTime(2),
    });
    const forSecond = await loadsFor(transporter, { truck_id: second, limit: 12 });
    expect(ids(forSecond)).toContain(bidOn);
    // The asker's open bid (with the first truck) marks it.
    expect(forSecond.data.find((row) => Number(row.loads_id) === bidOn)?.bid_placed).toBe(true);
  });

  it("Trip Requests' loads for a posted truck: the same ranking where the posting starts", async () => {
    const driver = await signIn(ctx.t, 'transporter');
    const them = userId(await signIn(ctx.t, 'shipper'));
    const truckId = await buildTruck(db(), { ownerId: userId(driver), truckTypeId: 3, capacityId: 9 });
    await buildPosting(db(), {
      ownerId: userId(driver),
      truckId,
      fromLoc: 'Nagpur, Maharashtra',
      toLoc: 'Raipur, Chhattisgarh',
      dateTime: indiaDateTime(1),
    });
    const inState = await load(them, 'Wardha, Maharashtra', 1, { truckTypeId: 3 });
    const inDistrict = await load(them, 'Nagpur, Maharashtra', 4, { truckTypeId: 3 });
    const atDestination = await load(them, 'Raipur, Chhattisgarh', 2, { truckTypeId: 3 });

    const starts = await loadsFor(driver, { truck_id: truckId, near: 'pickup' });
    expect(ids(starts)).toEqual([inDistrict, inState]);
    expect(starts.near).toMatchObject({ place: 'Nagpur, Maharashtra' });
    expect(ids(await loadsFor(driver, { truck_id: truckId }))).toEqual([atDestination]);
  });

  it('has nothing to start from for a truck neither posted nor on a trip, and says so', async () => {
    const transporter = await signIn(ctx.t, 'transporter');
    const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
    const answer = await loadsFor(transporter, { truck_id: truckId });
    expect(answer).toMatchObject({ data: [], near: null, message: 'No loads near there on these days yet.' });
  });
});

describe('return loads after a trip', () => {
  it("start from the trip's delivery district on its day, for the schedule and for the truck", async () => {
    const transporter = await signIn(ctx.t, 'transporter');
    const shipper = await signIn(ctx.t, 'shipper');
    const them = userId(shipper);
    const truckId = await buildTruck(db(), { ownerId: userId(transporter), truckTypeId: 1, capacityId: 10 });
    const tripLoad = await buildLoad(db(), {
      ownerId: them,
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: 'Mysuru, Karnataka',
      pickupDate: daysFromToday(1),
    });
    const bid = await call().bidOnLoad(transporter, {
      bidsTruck_amount: 30000,
      loads_id: tripLoad,
      trucks_id: truckId,
    });
    expect(bid.statusCode, bid.body).toBe(201);
    const accepted = await call().acceptLoadBid(shipper, {
      bidsTruck_id: bid.json<{ data: TruckBid }>().data.bidsTruck_id,
      schedules_date: daysFromToday(1),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const scheduleId = accepted.json<{ data: { schedule_id: string } }>().data.schedule_id;

    const inDistrict = await load(them, 'Mysuru, Karnataka', 3);
    const inState = await load(them, 'Bengaluru Urban, Karnataka', 1);
    const tooLate = await load(them, 'Mysuru, Karnataka', 5);

    const afterTrip = await loadsFor(transporter, { truck_id: truckId, schedule_id: scheduleId });
    expect(ids(afterTrip)).toEqual([inDistrict, inState]);
    expect(afterTrip.near).toEqual({
      place: 'Mysuru, Karnataka',
      from: daysFromToday(1),
      to: daysFromToday(4),
    });
    expect(ids(afterTrip)).not.toContain(tooLate);
    // Your Truck asks by the truck alone: not posted, so its trip is where it will be.
    expect(ids(await loadsFor(transporter, { truck_id: truckId }))).toEqual([inDistrict, inState]);

    // The load owner of the trip is not the truck's owner: not found, like a stranger.
    expect(outcome(await ask(shipper, { truck_id: truckId, schedule_id: scheduleId }))).toMatchObject({
      status: 403,
    });
    const stranger = await signIn(ctx.t, 'transporter');
    const strangerTruck = await buildTruck(db(), { ownerId: userId(stranger) });
    expect(outcome(await ask(stranger, { truck_id: strangerTruck, schedule_id: scheduleId }))).toEqual({
      status: 404,
      code: 'returns:errors.scheduleNotFound',
    });
    // The trip with another truck of the owner: not that truck's trip.
    const otherTruck = await buildTruck(db(), { ownerId: userId(transporter) });
    expect(outcome(await ask(transporter, { truck_id: otherTruck, schedule_id: scheduleId }))).toEqual({
      status: 404,
      code: 'returns:errors.scheduleNotFound',
    });
    // A delivered trip counts from its proof of delivery's day (here: two days after the trip).
    const paper = () => buildFile(db(), { ownerId: userId(transporter), purpose: 'proof_of_delivery' });
    await db().execute(sql`
      UPDATE schedules SET status = 3, lr_file_id = ${await paper()}::uuid, pod_file_id = ${await paper()}::uuid,
             pod_uploaded_at = ${`${daysFromToday(3)}T10:00:00+05:30`}::timestamptz
      WHERE id = ${Number(scheduleId)}`);
    const afterDelivery = await loadsFor(transporter, { truck_id: truckId, schedule_id: scheduleId });
    expect(ids(afterDelivery)).toEqual([inDistrict, tooLate]);
    expect(afterDelivery.near).toMatchObject({ from: daysFromToday(3), to: daysFromToday(6) });
  });
});

describe('who may ask', () => {
  it("answers the truck's owner only, and 400 or 404, never 500, for bad ids", async () => {
    const owner = await signIn(ctx.t, 'broker');
    const { truckId } = await buildPosting(db(), { ownerId: userId(owner), toLoc: 'Kochi' });
    const stranger = await signIn(ctx.t, 'driver');
    expect(outcome(await ask(stranger, { truck_id: truckId }))).toEqual({
      status: 404,
      code: 'returns:errors.truckNotFound',
    });
    expect((await ask(await signIn(ctx.t, 'shipper'), { truck_id: truckId })).statusCode).toBe(403);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: `/api/Transpoter/getLoadsForTruck?truck_id=${truckId}` }))
        .statusCode,
    ).toBe(403);
    for (const query of [
      {},
      { truck_id: 'abc' },
      { truck_id: '0' },
      { truck_id: '-1' },
      { truck_id: truckId, schedule_id: '1.5' },
      { truck_id: truckId, near: 'home' },
      { truck_id: truckId, limit: 13 },
      { truck_id: truckId, limit: 'x' },
    ]) {
      const response = await ask(owner, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(issueCode(response)).toBeTruthy();
    }
    expect(outcome(await ask(owner, { truck_id: '9999999999999999' }))).toEqual({
      status: 404,
      code: 'returns:errors.truckNotFound',
    });
    expect(outcome(await ask(owner, { truck_id: truckId, schedule_id: '9999999999999999' }))).toEqual({
      status: 404,
      code: 'returns:errors.scheduleNotFound',
    });
    expect((await ask(owner, { truck_id: truckId })).statusCode).toBe(200);
  });
});
