/**
 * Lane prices resist poisoning (decision 042): trips between accounts of one person never count,
 * nor trips of accounts younger than LANE_PRICE_MIN_ACCOUNT_DAYS, nor trips delivered within
 * LANE_PRICE_MIN_TRIP_HOURS of booking; prices far off the lane's median are trimmed.
 */
import { describe, expect, it } from 'vitest';
import {
  LANE_PRICE_MIN_ACCOUNT_DAYS,
  LANE_PRICE_MIN_TRIP_HOURS,
  type LanePriceResponse,
} from '@lorrybazaar/contract';
import { api, outcome, userId } from '../../test/api-calls.js';
import { signIn, signInPerson, useTestApp, type SignedIn } from '../../test/app.js';
import { buildLoad, buildTrip, buildTruck, buildUser } from '../../test/factories.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** The lane of the running test: each test has its own (the file's tests share one database). */
let lane = { pickupLoc: '', deliveryLoc: '', capacityId: 8 };
const onLane = (pickupLoc: string, deliveryLoc: string) => {
  lane = { pickupLoc, deliveryLoc, capacityId: 8 };
};
const ago = (ms: number) => new Date(ctx.t.clock.now().getTime() - ms);

const rangeSeenBy = async (jar: SignedIn) =>
  (
    await jar.inject(ctx.t.app, {
      method: 'GET',
      url: '/api/Transpoter/lanePrice',
      query: { pickupLoc: lane.pickupLoc, deliveryLoc: lane.deliveryLoc, capacity_id: '8' },
    })
  ).json<LanePriceResponse>().data;

/** A trip on the lane as an accept records it, booked two days ago. */
async function trip(o: {
  loadOwnerId: number;
  truckOwnerId: number;
  amount: number;
  deliveredAfterMs?: number;
}) {
  const createdAt = ago(2 * DAY);
  const { scheduleId } = await buildTrip(db(), {
    ...lane,
    loadOwnerId: o.loadOwnerId,
    truckOwnerId: o.truckOwnerId,
    amount: o.amount,
    createdAt,
    deliveredAt: new Date(createdAt.getTime() + (o.deliveredAfterMs ?? DAY)),
  });
  await ctx.t.app.trust.recordAccepted(scheduleId);
}
const person = (role: 'shipper' | 'transporter', ageMs = 365 * DAY) =>
  buildUser(db(), { role, createdAt: ago(ageMs) });

/** The honest lane: 7 trips by 3 load owners and 2 truck owners, all people of standing. */
async function honestLane() {
  const owners = [await person('shipper'), await person('shipper'), await person('shipper')];
  const carriers = [await person('transporter'), await person('transporter')];
  for (const [i, amount] of [28000, 29500, 30000, 31000, 32000, 33500, 34000].entries()) {
    await trip({ loadOwnerId: owners[i % 3]!, truckOwnerId: carriers[i % 2]!, amount });
  }
}

describe('lane prices that resist poisoning', () => {
  it('one SIM’s seven ₹500 trips leave the range as it was, and an honest ₹30,000 bid is placed', async () => {
    onLane('Kozhikode, Kerala', 'Ernakulam, Kerala');
    await honestLane();
    const honest = await signIn(ctx.t, 'transporter');
    const before = await rangeSeenBy(honest);
    expect(before).toMatchObject({ trips: 7, level: 'district' });

    // The attack through the API: one mobile as shipper, broker and transporter bids ₹500 on its own loads.
    const [shipper, broker, transporter] = await signInPerson(
      ctx.t,
      ['shipper', 'broker', 'transporter'],
      30,
    );
    const truckId = await buildTruck(db(), { ownerId: userId(transporter!), capacityId: 17 });
    for (const owner of [shipper!, broker!, shipper!, broker!, shipper!, broker!, shipper!]) {
      const loadId = await buildLoad(db(), { ownerId: userId(owner), ...lane });
      const bid = await api(ctx.t.app).bidOnLoad(transporter!, {
        bidsTruck_amount: 500,
        loads_id: loadId,
        trucks_id: truckId,
      });
      expect(outcome(bid).status).toBe(403);
    }
    // The same trips stored before the rule (delivered a day later, accounts a month old): not counted.
    for (const owner of [shipper!, broker!, shipper!, broker!, shipper!, broker!, shipper!]) {
      await trip({ loadOwnerId: userId(owner), truckOwnerId: userId(transporter!), amount: 500 });
    }
    expect(await rangeSeenBy(honest)).toEqual(before);

    // An honest transporter bids ₹30,000 on another owner's load: placed, not "unusual".
    const load = await buildLoad(db(), { ownerId: await person('shipper'), ...lane });
    const truck = await buildTruck(db(), { ownerId: userId(honest), capacityId: 17 });
    const placed = await api(ctx.t.app).bidOnLoad(honest, {
      bidsTruck_amount: 30000,
      loads_id: load,
      trucks_id: truck,
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it(`counts no trip delivered within ${LANE_PRICE_MIN_TRIP_HOURS} hours of booking, nor of accounts younger than ${LANE_PRICE_MIN_ACCOUNT_DAYS} days`, async () => {
    onLane('Thrissur, Kerala', 'Kollam, Kerala');
    await honestLane();
    const viewer = await signIn(ctx.t, 'broker');
    const before = await rangeSeenBy(viewer);
    expect(before?.trips).toBe(7);
    const carrier = await person('transporter');

    // Booked and "delivered" in the same minute, by three real people: not a trip that counts.
    for (let i = 0; i < 7; i += 1) {
      await trip({
        loadOwnerId: await person('shipper'),
        truckOwnerId: carrier,
        amount: 9000,
        deliveredAfterMs: 60_000,
      });
    }
    // Delivered a day later, but by accounts made the day before the booking.
    const newCarrier = await person('transporter', 3 * DAY);
    for (let i = 0; i < 7; i += 1) {
      await trip({ loadOwnerId: await person('shipper', 3 * DAY), truckOwnerId: newCarrier, amount: 9000 });
    }
    expect(await rangeSeenBy(viewer)).toEqual(before);

    // The same prices from people of standing, delivered the next day, do move it.
    for (let i = 0; i < 2; i += 1) {
      await trip({ loadOwnerId: await person('shipper'), truckOwnerId: carrier, amount: 20000 });
    }
    expect((await rangeSeenBy(viewer))!.trips).toBe(9);
  });

  it('trims prices far off the median: the range is of the middle of the lane', async () => {
    onLane('Kannur, Kerala', 'Palakkad, Kerala');
    await honestLane();
    const viewer = await signIn(ctx.t, 'broker');
    const before = await rangeSeenBy(viewer);
    expect(before?.trips).toBe(7);
    const carrier = await person('transporter');
    // Two real trips at ₹500 and two at ₹10,00,000 (a typo, a bait): left out.
    for (const amount of [500, 500, 1_000_000, 1_000_000]) {
      await trip({ loadOwnerId: await person('shipper'), truckOwnerId: carrier, amount });
    }
    expect(await rangeSeenBy(viewer)).toEqual(before);
  });
});
