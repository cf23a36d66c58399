import { describe, expect, it } from 'vitest';
import {
  BADGES,
  POSTING_STATUS,
  type Achievements,
  type LoadBid,
  type ScheduleCreatedResponse,
  type TruckBid,
} from '@lorrybazaar/contract';
import { signIn, signInPerson, useTestApp, type CookieJar, type SignedIn } from '../../test/app.js';
import { buildLoad, buildPosting, buildTrip, buildTruck, daysFromToday } from '../../test/factories.js';
import { uploadId } from '../../test/uploads.js';
import { api, userId } from '../../test/api-calls.js';
import { badgesFor } from './achievements.service.js';

const ctx = useTestApp();
const db = () => ctx.t.database.db;

const get = (jar?: CookieJar) =>
  jar
    ? jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/achievements' })
    : ctx.t.app.inject({ method: 'GET', url: '/api/Transpoter/achievements' });

async function achievementsOf(jar: SignedIn): Promise<Achievements> {
  const response = await get(jar);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Achievements }>().data;
}
const badge = (figures: Achievements, id: string) => figures.badges.find((b) => b.id === id);

describe('GET /api/Transpoter/achievements', () => {
  it('refuses an anonymous caller with 403', async () => {
    const response = await get();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'errors.auth.required' });
  });

  it('a new user: every figure zero, member since the registration, no badge achieved', async () => {
    const jar = await signIn(ctx.t, 'transporter');
    const figures = await achievementsOf(jar);
    expect(figures).toEqual({
      loads_posted: 0,
      trucks_posted: 0,
      bids_won: 0,
      schedules_completed: 0,
      member_since: ctx.t.clock.now().toISOString(),
      badges: BADGES.map(({ id, target }) => ({ id, achieved: false, progress: 0, target })),
    });
  });

  it('answers only the badges the role can earn: no truck postings for a shipper, no loads for a driver', async () => {
    const [shipper, driver] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'driver')]);
    expect((await achievementsOf(shipper)).badges.map((b) => b.id)).toEqual([
      'first_load',
      'ten_loads',
      'first_bid_won',
      'ten_bids_won',
      'first_trip_completed',
      'twenty_five_trips_completed',
      'one_year_member',
    ]);
    expect((await achievementsOf(driver)).badges.map((b) => b.id)).toEqual([
      'first_truck_posting',
      'ten_truck_postings',
      'first_bid_won',
      'ten_bids_won',
      'first_trip_completed',
      'twenty_five_trips_completed',
      'one_year_member',
    ]);
  });

  it('counts loads, truck postings, bids won and delivered trips of the caller only', async () => {
    const call = api(ctx.t.app);
    const [transporter, shipper, broker] = await Promise.all([
      signIn(ctx.t, 'transporter'),
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'broker'),
    ]);
    const me = userId(transporter);

    // Two loads of mine; one truck posted twice (an old, expired posting and an open one); a
    // truck never posted.
    const myLoad = await buildLoad(db(), { ownerId: me });
    const myOtherLoad = await buildLoad(db(), { ownerId: me, pickupDate: daysFromToday(8) });
    const { truckId: postedTwice } = await buildPosting(db(), {
      ownerId: me,
      status: POSTING_STATUS.expired,
    });
    await buildPosting(db(), { ownerId: me, truckId: postedTwice });
    const spareTruck = await buildTruck(db(), { ownerId: me });

    // Won: my truck's bid on the shipper's load, accepted by the shipper.
    // Picked up today, so it can be delivered in this test (no POD before the pickup day).
    const shipperLoad = await buildLoad(db(), { ownerId: userId(shipper), pickupDate: daysFromToday(0) });
    const wonOnLoad = await call.bidOnLoad(transporter, {
      bidsTruck_amount: 3500,
      loads_id: shipperLoad,
      trucks_id: spareTruck,
    });
    expect(wonOnLoad.statusCode, wonOnLoad.body).toBe(201);
    const trip = await call.acceptLoadBid(shipper, {
      bidsTruck_id: wonOnLoad.json<{ data: TruckBid }>().data.bidsTruck_id,
    });
    expect(trip.statusCode, trip.body).toBe(201);
    const scheduleId = trip.json<ScheduleCreatedResponse>().data.schedule_id;

    // Won: my load's bid on the broker's posted truck, accepted by the broker.
    const { truckId: brokerPosted } = await buildPosting(db(), { ownerId: userId(broker) });
    const wonOnTruck = await call.bidOnTruck(transporter, {
      bidsLoad_amount: 42000,
      load_id: myOtherLoad,
      trucks_id: brokerPosted,
    });
    expect(wonOnTruck.statusCode, wonOnTruck.body).toBe(201);
    const second = await call.acceptTruckBid(broker, {
      bidsLoad_id: wonOnTruck.json<{ data: LoadBid }>().data.bidsLoad_id,
    });
    expect(second.statusCode, second.body).toBe(201);

    // Not mine to win: the broker's bid on my load, accepted by me (a trip I am a party of).
    const brokerTruck = await buildTruck(db(), { ownerId: userId(broker) });
    const theirs = await call.bidOnLoad(broker, {
      bidsTruck_amount: 3000,
      loads_id: myLoad,
      trucks_id: brokerTruck,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const third = await call.acceptLoadBid(transporter, {
      bidsTruck_id: theirs.json<{ data: TruckBid }>().data.bidsTruck_id,
    });
    expect(third.statusCode, third.body).toBe(201);

    // An open bid of mine is not won.
    const openLoad = await buildLoad(db(), { ownerId: userId(shipper), pickupDate: daysFromToday(9) });
    const open = await call.bidOnLoad(transporter, {
      bidsTruck_amount: 2000,
      loads_id: openLoad,
      trucks_id: spareTruck,
    });
    expect(open.statusCode, open.body).toBe(201);

    // The first trip delivered: lorry receipt, then proof of delivery.
    const lr = await call.uploadLorryReceipt(transporter, {
      schedule_id: scheduleId,
      file_id: await uploadId(ctx.t.app, transporter, 'lorry_receipt'),
    });
    expect(lr.statusCode, lr.body).toBe(201);
    const beforePod = await achievementsOf(transporter);
    expect(beforePod.schedules_completed).toBe(0);
    const pod = await call.uploadProofOfDelivery(shipper, {
      schedule_id: scheduleId,
      file_id: await uploadId(ctx.t.app, shipper, 'proof_of_delivery'),
    });
    expect(pod.statusCode, pod.body).toBe(201);

    const mine = await achievementsOf(transporter);
    expect(mine).toMatchObject({ loads_posted: 2, trucks_posted: 2, bids_won: 2, schedules_completed: 1 });
    expect(badge(mine, 'first_load')).toEqual({ id: 'first_load', achieved: true, progress: 1, target: 1 });
    expect(badge(mine, 'ten_loads')).toEqual({ id: 'ten_loads', achieved: false, progress: 2, target: 10 });
    expect(badge(mine, 'first_truck_posting')).toMatchObject({ achieved: true });
    expect(badge(mine, 'ten_truck_postings')).toMatchObject({ achieved: false, progress: 2 });
    expect(badge(mine, 'first_bid_won')).toMatchObject({ achieved: true });
    expect(badge(mine, 'ten_bids_won')).toMatchObject({ achieved: false, progress: 2 });
    expect(badge(mine, 'first_trip_completed')).toMatchObject({ achieved: true, progress: 1 });
    expect(badge(mine, 'twenty_five_trips_completed')).toMatchObject({ achieved: false, progress: 1 });
    expect(badge(mine, 'one_year_member')).toMatchObject({ achieved: false, progress: 0, target: 365 });

    // The other parties see their own figures only: the shipper's two loads and the delivered
    // trip; the broker's one posting and the bid won on the transporter's load.
    expect(await achievementsOf(shipper)).toMatchObject({
      loads_posted: 2,
      trucks_posted: 0,
      bids_won: 0,
      schedules_completed: 1,
    });
    expect(await achievementsOf(broker)).toMatchObject({
      loads_posted: 0,
      trucks_posted: 1,
      bids_won: 1,
      schedules_completed: 0,
    });
  });

  it('counts no trip between two accounts of the caller’s own mobile (decision 042)', async () => {
    const [shipper, transporter] = await signInPerson(ctx.t, ['shipper', 'transporter']);
    const other = await signIn(ctx.t, 'shipper');
    // Trips stored before the rule refused them: one person on both sides, delivered.
    await buildTrip(db(), { loadOwnerId: userId(shipper!), truckOwnerId: userId(transporter!) });
    await buildTrip(db(), { loadOwnerId: userId(shipper!), truckOwnerId: userId(transporter!) });
    // And one with another person.
    await buildTrip(db(), { loadOwnerId: userId(other), truckOwnerId: userId(transporter!) });
    expect(await achievementsOf(transporter!)).toMatchObject({ bids_won: 1, schedules_completed: 1 });
    expect(await achievementsOf(shipper!)).toMatchObject({ bids_won: 0, schedules_completed: 0 });
  });

  it('gives the one-year badge once the account is a year old', async () => {
    const joined = ctx.t.clock.now().toISOString();
    const first = await signIn(ctx.t, 'driver');
    const mobile = first.register.User.users_mobile;
    // Sessions do not last a year: sign in again after each jump.
    ctx.t.clock.advance(364 * 86_400);
    const almost = await achievementsOf(await signIn(ctx.t, 'driver', mobile));
    expect(badge(almost, 'one_year_member')).toMatchObject({ achieved: false, progress: 364 });
    ctx.t.clock.advance(86_400);
    const year = await achievementsOf(await signIn(ctx.t, 'driver', mobile));
    expect(year.member_since).toBe(joined);
    expect(badge(year, 'one_year_member')).toEqual({
      id: 'one_year_member',
      achieved: true,
      progress: 365,
      target: 365,
    });
  });
});

describe('badgesFor', () => {
  it('caps progress at the target and never goes below zero', () => {
    const badges = badgesFor(
      {
        loads_posted: 37,
        trucks_posted: 10,
        bids_won: 9,
        schedules_completed: 0,
        member_days: -1,
      },
      'broker',
    );
    expect(badges.map((b) => [b.id, b.achieved, b.progress])).toEqual([
      ['first_load', true, 1],
      ['ten_loads', true, 10],
      ['first_truck_posting', true, 1],
      ['ten_truck_postings', true, 10],
      ['first_bid_won', true, 1],
      ['ten_bids_won', false, 9],
      ['first_trip_completed', false, 0],
      ['twenty_five_trips_completed', false, 0],
      ['one_year_member', false, 0],
    ]);
  });
});
