import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LOAD_STATUS,
  type LoadListingResponse,
  type OpsHeldLoadsResponse,
  type OwnLoad,
} from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { api, numberOf, outcome, userId } from '../../test/api-calls.js';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import {
  addLoadBody,
  buildTrip,
  buildTruck,
  buildUser,
  postTruckBody,
  verifyUser,
} from '../../test/factories.js';

// Token-fraud guardrails (docs/decisions/049): contact details refused before booking, and a
// price far above its lane's from a poster not verified held for an operator.
const OPERATOR = '9000000011';
const ctx = useTestApp({ env: { OPERATOR_MOBILES: `+91${OPERATOR}` } });
const db = () => ctx.database.db;
const call = () => api(ctx.t.app);
const DAY_MS = 24 * 3600 * 1000;

let operatorJar: Promise<SignedIn> | undefined;
const operator = () => (operatorJar ??= signIn(ctx.t, 'broker', OPERATOR));

const issuesOf = (response: { json: <T>() => T }) =>
  response.json<{ issues: { path: string; code: string; message: string }[] }>().issues;

describe('contact details before booking', () => {
  it('AddLoad refuses a phone number in the comments with 400, in the caller’s language', async () => {
    const shipper = await signIn(ctx.t, 'shipper');
    for (const comments of ['call 98765 43210 for loading', 'संपर्क करें ९८७६५४३२१० पर']) {
      const answer = await shipper.inject(ctx.t.app, {
        method: 'POST',
        url: '/api/Transpoter/AddLoad',
        headers: { 'accept-language': 'hi' },
        payload: { ...addLoadBody(), comments },
      });
      expect(answer.statusCode).toBe(400);
      const issue = issuesOf(answer).find((one) => one.path === 'comments');
      expect(issue?.code).toBe('marketplace:validation.contactDetails');
      expect(issue?.message).toContain('बुकिंग के बाद');
    }
    expect(
      await numberOf(db(), sql`SELECT count(*)::int AS n FROM loads WHERE user_id = ${userId(shipper)}`),
    ).toBe(0);
  });

  it('postTruck refuses a UPI id, and both take weights, dates, prices and PINs', async () => {
    const transporter = await signIn(ctx.t, 'transporter');
    const truckId = await buildTruck(db(), { ownerId: userId(transporter) });
    const refused = await call().postTruck(
      transporter,
      postTruckBody(truckId, { comments: 'token first, pay to ramesh.k@okaxis' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused).map((issue) => issue.code)).toContain('marketplace:validation.contactDetails');

    const plain = '20 tonnes, loading 25/12/2026, ₹32,000 a truck, PIN 560001';
    expect(
      (await call().postTruck(transporter, postTruckBody(truckId, { comments: plain }))).statusCode,
    ).toBe(201);
    const shipper = await signIn(ctx.t, 'shipper');
    expect((await call().addLoad(shipper, { ...addLoadBody(), comments: plain })).statusCode).toBe(201);
  });
});

/** A lane with a usual price: 7 trips by 3 long-standing owners at ₹30,000–₹34,000 (decision 030). */
async function laneWithPrice(lane: { pickupLoc: string; deliveryLoc: string }) {
  const established = new Date(ctx.t.clock.now().getTime() - 365 * DAY_MS);
  const owners = await Promise.all(
    [0, 1, 2].map(() => buildUser(db(), { role: 'shipper', createdAt: established })),
  );
  const truckOwner = await buildUser(db(), { role: 'transporter', createdAt: established });
  const createdAt = new Date(ctx.t.clock.now().getTime() - 2 * DAY_MS);
  for (const [i, amount] of [30000, 31000, 32000, 32000, 33000, 33000, 34000].entries()) {
    const { scheduleId } = await buildTrip(db(), {
      loadOwnerId: owners[i % 3]!,
      truckOwnerId: truckOwner,
      amount,
      createdAt,
      deliveredAt: new Date(createdAt.getTime() + DAY_MS),
      capacityId: 8,
      ...lane,
    });
    await ctx.t.app.trust.recordAccepted(scheduleId);
  }
}

const priced = (asking: number) => ({
  price_basis: 'per_truck',
  asking_rupees: asking,
  book_now: true,
  advance_percent: 90,
  balance_days: 7,
});

describe('a price far above the lane from a poster not verified', () => {
  const lane = { pickupLoc: 'Nashik, Maharashtra', deliveryLoc: 'Surat, Gujarat' };

  it('holds the load out of the marketplace until an operator releases it', async () => {
    await laneWithPrice(lane);
    const [poster, carrier] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'transporter')]);
    await verifyUser(db(), userId(carrier));

    const added = await call().addLoad(poster, { ...addLoadBody(), ...lane, ...priced(100000) });
    expect(added.statusCode, added.body).toBe(201);
    const own = added.json<{ message: string; data: OwnLoad }>();
    expect(own.data.loads_status).toBe(LOAD_STATUS.held);
    expect(own.message).toMatch(/operator/);
    const loadId = own.data.loads_id;

    // Not listed, not bid on, not booked.
    const listed = async () =>
      (await call().allLoads(carrier, { page: 1, limit: 50 }))
        .json<LoadListingResponse>()
        .data.some((row) => row.loads_id === loadId);
    expect(await listed()).toBe(false);
    const truckId = await buildTruck(db(), { ownerId: userId(carrier) });
    const bid = await call().bidOnLoad(carrier, {
      loads_id: loadId,
      trucks_id: truckId,
      bidsTruck_amount: 90000,
    });
    expect(bid.statusCode).toBeGreaterThanOrEqual(400);
    const booked = await carrier.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/bookNow',
      payload: { loads_id: loadId, trucks_id: truckId, expected_amount: 100000 },
    });
    expect(booked.statusCode).toBeGreaterThanOrEqual(400);
    expect(await numberOf(db(), sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${loadId}`)).toBe(0);

    // The operator sees it with the range it was judged by, and releases it.
    const op = await operator();
    const waiting = await op.inject(ctx.t.app, { method: 'GET', url: '/api/ops/heldLoads' });
    expect(waiting.statusCode).toBe(200);
    const hold = waiting.json<OpsHeldLoadsResponse>().data.find((row) => row.loads_id === loadId);
    expect(hold).toMatchObject({
      users_id: String(userId(poster)),
      asking: 100000,
      high: expect.any(Number),
    });
    expect(hold!.asking).toBeGreaterThan(hold!.high * 2);

    expect(
      outcome(
        await carrier.inject(ctx.t.app, { method: 'POST', url: `/api/ops/heldLoads/${loadId}/release` }),
      ),
    ).toMatchObject({ status: 403 });
    const released = await op.inject(ctx.t.app, {
      method: 'POST',
      url: `/api/ops/heldLoads/${loadId}/release`,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(await listed()).toBe(true);
    expect(
      outcome(await op.inject(ctx.t.app, { method: 'POST', url: `/api/ops/heldLoads/${loadId}/release` })),
    ).toEqual({ status: 404, code: 'ops:errors.loadNotHeld' });
    const audit = await rows<{ action: string }>(
      db(),
      sql`SELECT action FROM ops_audit WHERE target_kind = 'load' AND target_id = ${Number(loadId)}`,
    );
    expect(audit.map((row) => row.action)).toEqual(['load.release']);
    const after = await op.inject(ctx.t.app, { method: 'GET', url: '/api/ops/heldLoads' });
    expect(after.json<OpsHeldLoadsResponse>().data.some((row) => row.loads_id === loadId)).toBe(false);

    // Once released, it books like any other load (Book Now wants both parties verified).
    await verifyUser(db(), userId(poster));
    const bookedNow = await carrier.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/bookNow',
      payload: { loads_id: loadId, trucks_id: truckId, expected_amount: 100000 },
    });
    expect(bookedNow.statusCode, bookedNow.body).toBe(201);
  });

  it('does not hold a verified poster’s load, a usual price, or a lane without a price', async () => {
    await laneWithPrice({ pickupLoc: 'Indore, Madhya Pradesh', deliveryLoc: 'Bhopal, Madhya Pradesh' });
    const [verified, unverified] = await Promise.all([signIn(ctx.t, 'shipper'), signIn(ctx.t, 'broker')]);
    await verifyUser(db(), userId(verified));
    const mpLane = { pickupLoc: 'Indore, Madhya Pradesh', deliveryLoc: 'Bhopal, Madhya Pradesh' };
    const statusOf = async (jar: SignedIn, body: Record<string, unknown>) => {
      const added = await call().addLoad(jar, { ...addLoadBody(), ...body });
      expect(added.statusCode, added.body).toBe(201);
      return added.json<{ data: OwnLoad }>().data.loads_status;
    };
    expect(await statusOf(verified, { ...mpLane, ...priced(100000) })).toBe(LOAD_STATUS.open);
    expect(
      await statusOf(unverified, { ...mpLane, ...priced(40000), comments: 'steel coils, covered truck' }),
    ).toBe(LOAD_STATUS.open);
    // No usual price on this lane: nothing to judge by.
    expect(
      await statusOf(unverified, {
        pickupLoc: 'Agartala, Tripura',
        deliveryLoc: 'Aizawl, Mizoram',
        ...priced(100000),
      }),
    ).toBe(LOAD_STATUS.open);
  });
});
