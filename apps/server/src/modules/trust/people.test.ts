/**
 * A person is a mobile number (decision 042): bids, bookings and ratings between two accounts of
 * one mobile are refused (403 trust:errors.samePerson), and a user's rating counts each person
 * who rated them once.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRUST_CODES, type UserRatingResponse } from '@lorrybazaar/contract';
import { api, numberOf, outcome, userId } from '../../test/api-calls.js';
import { signIn, signInPerson, useTestApp, type SignedIn } from '../../test/app.js';
import { buildBid, buildLoad, buildPosting, buildTrip, buildTruck } from '../../test/factories.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const call = () => api(ctx.t.app);
const refused = { status: 403, code: TRUST_CODES.samePerson };
const rate = (jar: SignedIn, scheduleId: number, stars: number) =>
  jar.inject(ctx.t.app, {
    method: 'POST',
    url: '/api/Transpoter/rateTrip',
    payload: { schedule_id: scheduleId, stars },
  });
const card = async (viewer: SignedIn, user: number) =>
  (
    await viewer.inject(ctx.t.app, {
      method: 'GET',
      url: '/api/Transpoter/userRating',
      query: { users_id: String(user) },
    })
  ).json<UserRatingResponse>().data.rating;

describe('one person on both sides', () => {
  it('cannot bid on their own other account’s load, nor offer it their load on a posted truck', async () => {
    const [shipper, transporter] = await signInPerson(ctx.t, ['shipper', 'transporter']);
    const loadId = await buildLoad(db(), { ownerId: userId(shipper!) });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter!), capacityId: 17 });
    expect(
      outcome(
        await call().bidOnLoad(transporter!, { bidsTruck_amount: 500, loads_id: loadId, trucks_id: truckId }),
      ),
    ).toEqual(refused);

    const posted = await buildPosting(db(), { ownerId: userId(transporter!) });
    expect(
      outcome(
        await call().bidOnTruck(shipper!, {
          bidsLoad_amount: 500,
          load_id: loadId,
          trucks_id: posted.truckId,
        }),
      ),
    ).toEqual(refused);

    // Someone else bids as before.
    const other = await signIn(ctx.t, 'transporter');
    const otherTruck = await buildTruck(db(), { ownerId: userId(other), capacityId: 17 });
    expect(
      (await call().bidOnLoad(other, { bidsTruck_amount: 30000, loads_id: loadId, trucks_id: otherTruck }))
        .statusCode,
    ).toBe(201);
  });

  it('cannot book a bid between their own accounts, placed before the rule', async () => {
    const [shipper, transporter] = await signInPerson(ctx.t, ['shipper', 'transporter']);
    const loadId = await buildLoad(db(), { ownerId: userId(shipper!) });
    const truckId = await buildTruck(db(), { ownerId: userId(transporter!), capacityId: 17 });
    const bidId = await buildBid(db(), {
      kind: 'on_load',
      bidderId: userId(transporter!),
      ownerId: userId(shipper!),
      loadId,
      truckId,
    });
    expect(outcome(await call().acceptLoadBid(shipper!, { bid_id: bidId }))).toEqual(refused);
    expect(await numberOf(db(), sql`SELECT count(*)::int AS n FROM schedules WHERE bid_id = ${bidId}`)).toBe(
      0,
    );
  });

  it('cannot rate their own other account, and counts once as a rater of anyone', async () => {
    const [shipper, transporter] = await signInPerson(ctx.t, ['shipper', 'transporter']);
    const self = await buildTrip(db(), { loadOwnerId: userId(shipper!), truckOwnerId: userId(transporter!) });
    expect(outcome(await rate(shipper!, self.scheduleId, 5))).toEqual(refused);
    expect(outcome(await rate(transporter!, self.scheduleId, 5))).toEqual(refused);

    // One person with two accounts rates a rival on two trips: one rater, their latest stars.
    const rival = await signIn(ctx.t, 'broker');
    const [first, second] = [
      await buildTrip(db(), { loadOwnerId: userId(shipper!), truckOwnerId: userId(rival) }),
      await buildTrip(db(), { loadOwnerId: userId(rival), truckOwnerId: userId(transporter!) }),
    ];
    expect((await rate(shipper!, first.scheduleId, 1)).statusCode).toBe(201);
    expect((await rate(transporter!, second.scheduleId, 2)).statusCode).toBe(201);
    // The rival rates back, so the ratings of them are no longer blind (decision 041).
    for (const trip of [first, second]) expect((await rate(rival, trip.scheduleId, 4)).statusCode).toBe(201);
    expect(await card(shipper!, userId(rival))).toMatchObject({ average: 2, count: 1 });

    // Another person is a second rater.
    const other = await signIn(ctx.t, 'shipper');
    const third = await buildTrip(db(), { loadOwnerId: userId(other), truckOwnerId: userId(rival) });
    expect((await rate(other, third.scheduleId, 5)).statusCode).toBe(201);
    expect((await rate(rival, third.scheduleId, 4)).statusCode).toBe(201);
    expect(await card(other, userId(rival))).toMatchObject({ average: 3.5, count: 2 });
  });
});
