import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_IDS, ROLE_AREA, ROLES, USER_TYPE_ID, toRegisterBody } from '@lorrybazaar/contract';
import { rows } from '../db/rows.js';
import * as authRepo from '../modules/auth/auth.repository.js';
import { signToken } from '../modules/auth/crypto.js';
import { api, numberOf, userId } from '../test/api-calls.js';
import { CHECKOUTS_PER_HOUR } from '../modules/membership/commands/checkout.js';
import { COOKIE } from '../plugins/app/auth.js';
import {
  DEFAULT_PROFILE,
  TEST_SECRETS,
  createTestApp,
  signIn,
  uniqueMobile,
  type SignedIn,
  type TestApp,
} from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { buildLoad, buildTruck } from '../test/factories.js';

/**
 * Requests racing on the same rows. On PGlite the injected requests interleave at
 * every await (one connection, so transactions queue); on PostgreSQL (TEST_DATABASE_URL) they
 * run side by side on a pool: the outcomes asserted here must hold on both.
 */
let database: TestDatabase;
let t: TestApp;
let call: ReturnType<typeof api>;
let shipper: SignedIn;
/** 100 transporters, one truck each. */
let bidders: { jar: SignedIn; truckId: number }[];

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  call = api(t.app);
  shipper = await signIn(t, 'shipper');
  const jars = await Promise.all(Array.from({ length: 100 }, () => signIn(t, 'transporter')));
  bidders = [];
  for (const jar of jars) {
    bidders.push({ jar, truckId: await buildTruck(database.db, { ownerId: userId(jar) }) });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

const count = (query: ReturnType<typeof sql>) => numberOf(database.db, query);

describe('bids and accepts at once', () => {
  it('100 bids from 100 users on one load at once: all 201, 100 rows, no duplicates', async () => {
    const loadId = await buildLoad(database.db, { ownerId: userId(shipper) });
    const answers = await Promise.all(
      bidders.map(({ jar, truckId }, i) =>
        call.bidOnLoad(jar, { bidsTruck_amount: 30_000 + i, loads_id: loadId, trucks_id: truckId }),
      ),
    );
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.body)).toEqual([]);
    const ids = answers.map((a) => a.json<{ data: { bidsTruck_id: string } }>().data.bidsTruck_id);
    expect(new Set(ids).size).toBe(100);

    expect(await count(sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${loadId}`)).toBe(100);
    expect(
      await count(
        sql`SELECT count(DISTINCT (bidder_id, truck_id))::int AS n FROM bids WHERE load_id = ${loadId}`,
      ),
    ).toBe(100);
    expect(
      await count(sql`
        SELECT count(*)::int AS n FROM bid_offers o JOIN bids b ON b.id = o.bid_id WHERE b.load_id = ${loadId}`),
    ).toBe(100);
    // The owner sees all of them.
    const listed = await call.viewAllBids(shipper, { load_id: loadId });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: unknown[] }>().data).toHaveLength(100);
  });

  it('the same 100 bids again at once: all refused as duplicates, no new row', async () => {
    const loadId = await buildLoad(database.db, { ownerId: userId(shipper) });
    const twice = await Promise.all(
      [...bidders, ...bidders].map(({ jar, truckId }) =>
        call.bidOnLoad(jar, { bidsTruck_amount: 31_000, loads_id: loadId, trucks_id: truckId }),
      ),
    );
    const statuses = twice.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100);
    expect(await count(sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${loadId}`)).toBe(100);
  });

  it('50 bids, then the owner accepts all 50 at once: exactly one 201, 49 × 409, one schedule', async () => {
    const loadId = await buildLoad(database.db, { ownerId: userId(shipper) });
    const bidIds: string[] = [];
    for (const { jar, truckId } of bidders.slice(0, 50)) {
      const placed = await call.bidOnLoad(jar, {
        bidsTruck_amount: 42_000,
        loads_id: loadId,
        trucks_id: truckId,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      bidIds.push(placed.json<{ data: { bidsTruck_id: string } }>().data.bidsTruck_id);
    }

    const answers = await Promise.all(bidIds.map((bid_id) => call.acceptLoadBid(shipper, { bid_id })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    expect(await count(sql`SELECT count(*)::int AS n FROM schedules WHERE load_id = ${loadId}`)).toBe(1);
    const winner = bidIds[statuses.indexOf(201)]!;
    const [schedule] = await rows<{ bid_id: string }>(
      database.db,
      sql`SELECT bid_id FROM schedules WHERE load_id = ${loadId}`,
    );
    expect(schedule!.bid_id).toBe(winner);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${loadId} AND status = 2`),
    ).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM bids WHERE load_id = ${loadId} AND status = 4`),
    ).toBe(49);
    expect(await count(sql`SELECT status::int AS n FROM loads WHERE id = ${loadId}`)).toBe(2);
  });
});

describe('registrations of one mobile at once', () => {
  /** A verified-mobile proof, as Verify-otp issues it (20 of them: the SMS limits allow 10 a day). */
  async function proofFor(mobile: string): Promise<string> {
    const pid = randomUUID();
    const expiresAt = new Date(t.clock.now().getTime() + 15 * 60_000);
    await authRepo.createProof(database.db, pid, mobile, expiresAt);
    return signToken(TEST_SECRETS.AUTH_SECRET, 'mobile-proof', { pid, exp: expiresAt.getTime() });
  }
  const register = (role: (typeof ROLES)[number], mobile: string, proof: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${ROLE_AREA[role]}/Register`,
      payload: toRegisterBody(role, mobile, {
        ...DEFAULT_PROFILE[role],
        name: `${DEFAULT_PROFILE[role].name} ${String.fromCharCode(65 + n)}`,
      }),
      cookies: { [COOKIE.proof]: proof },
    });

  it('20 registrations of one mobile and role, each with its own proof: all signed in, one account', async () => {
    const mobile = uniqueMobile();
    const proofs = await Promise.all(Array.from({ length: 20 }, () => proofFor(mobile)));
    const answers = await Promise.all(proofs.map((proof, n) => register('transporter', mobile, proof, n)));
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    const ids = new Set(answers.map((a) => a.json<{ User: { users_id: string } }>().User.users_id));
    expect(ids.size).toBe(1);
    expect(
      await count(sql`
        SELECT count(*)::int AS n FROM users
        WHERE mobile = ${mobile} AND user_type_id = ${Number(USER_TYPE_ID.transporter)}`),
    ).toBe(1);
  });

  it('20 registrations of one mobile across the four roles: one account per role', async () => {
    const mobile = uniqueMobile();
    const proofs = await Promise.all(Array.from({ length: 20 }, () => proofFor(mobile)));
    const answers = await Promise.all(proofs.map((proof, n) => register(ROLES[n % 4]!, mobile, proof, n)));
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE mobile = ${mobile}`)).toBe(4);
    expect(
      await count(sql`SELECT count(DISTINCT user_type_id)::int AS n FROM users WHERE mobile = ${mobile}`),
    ).toBe(4);
  });

  it('20 verifications of one code at once: one proof, 19 refused', async () => {
    const mobile = uniqueMobile();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/Transpoter/send-otp',
      payload: { transporters_mob: mobile },
    });
    expect(sent.statusCode).toBe(200);
    const otp = t.lastCode(mobile);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/Driver/Verify-otp',
          payload: { drivers_mob: mobile, otp },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    expect(await count(sql`SELECT count(*)::int AS n FROM mobile_proofs WHERE mobile = ${mobile}`)).toBe(1);
  });

  it('20 registrations with one proof at once: one signs in, 19 are refused (401), one account', async () => {
    const mobile = uniqueMobile();
    const proof = await proofFor(mobile);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => register('shipper', mobile, proof, n)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE mobile = ${mobile}`)).toBe(1);
    expect(
      await count(sql`
        SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.mobile = ${mobile}`),
    ).toBe(1);
  });
});

describe('checkouts of one user at once', () => {
  it(`50 checkouts at once: ${CHECKOUTS_PER_HOUR} open, the rest 429, the hourly limit holds`, async () => {
    // The driver subscription: the one paid plan on sale (docs/decisions/008).
    const payer = await signIn(t, 'driver');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        payer.inject(t.app, {
          method: 'POST',
          url: '/api/Transpoter/checkout',
          payload: { plan_id: PLAN_IDS.driver_monthly },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(CHECKOUTS_PER_HOUR);
    expect(statuses.filter((s) => s !== 201)).toEqual(Array<number>(50 - CHECKOUTS_PER_HOUR).fill(429));
    expect(await count(sql`SELECT count(*) AS n FROM payments WHERE user_id = ${userId(payer)}`)).toBe(
      CHECKOUTS_PER_HOUR,
    );
  });
});
