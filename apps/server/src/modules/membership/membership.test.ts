import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  PLAN_IDS,
  shownDate,
  type CheckoutResponse,
  type MySubscription,
  type PaymentCallbackResponse,
  type Role,
} from '@lorrybazaar/contract';
import { users } from '../../db/schema.js';
import { payments, subscriptions } from './membership.schema.js';
import { CookieJar, createTestApp, signIn, uniqueMobile, useTestApp } from '../../test/app.js';
import { assertDriverSubscription, hasActiveDriverSubscription } from './driver-access.js';
import { expireSubscriptions, runMembershipJob } from './expiry-job.js';
import { addDays, addMonths, dateInIndia } from './membership.rules.js';
import * as repo from './membership.repository.js';

const ctx = useTestApp();

const DAY = 24 * 3600;
const get = (jar: CookieJar, url: string) => jar.inject(ctx.t.app, { method: 'GET', url });
const post = (jar: CookieJar, url: string, payload: unknown) =>
  jar.inject(ctx.t.app, { method: 'POST', url, payload: payload as object });

async function mySubscription(jar: CookieJar): Promise<MySubscription> {
  const response = await get(jar, '/api/Transpoter/mySubscription');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MySubscription }>().data;
}

/** A user of the role with their mobile, so a test can sign them in again after moving the clock. */
async function user(role: Role) {
  const mobile = uniqueMobile();
  const jar = await signIn(ctx.t, role, mobile);
  return { jar, mobile, id: Number(jar.register.User.users_id) };
}

/** Opens a checkout, presses Pay or Fail on the sandbox page, and answers the return address's fields. */
async function payWithSandbox(jar: CookieJar, planId: string, outcome: 'paid' | 'failed') {
  const opened = await post(jar, '/api/Transpoter/checkout', { plan_id: planId });
  expect(opened.statusCode, opened.body).toBe(201);
  const payment = opened.json<CheckoutResponse>().data;
  const chosen = await post(jar, '/api/Transpoter/sandboxCheckout', {
    payment_id: payment.payment_id,
    outcome,
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const returnUrl = new URL(chosen.json<{ data: { return_url: string } }>().data.return_url, 'http://x');
  expect(returnUrl.pathname).toBe('/c/UpgradeMembership');
  const payload = Object.fromEntries([...returnUrl.searchParams].filter(([key]) => key !== 'payment_id'));
  expect(returnUrl.searchParams.get('payment_id')).toBe(payment.payment_id);
  return { payment, callback: { payment_id: payment.payment_id, payload } };
}

const callback = (jar: CookieJar, body: unknown) => post(jar, '/api/Transpoter/paymentCallback', body);

/** The Free plan as every role sees it in the plans answer. */
const FREE_PLAN = {
  plan_id: '1',
  code: 'free',
  price: 0,
  period_months: 1,
  trial_days: 0,
  auto_renew: false,
  benefits: [],
};

describe('GET /api/Transpoter/plans', () => {
  it.each(['transporter', 'broker', 'shipper'] as const)(
    '%s: only Free: Basic, Advanced and Premium give nothing more, so they are not sold',
    async (role) => {
      const { jar } = await user(role);
      const response = await get(jar, '/api/Transpoter/plans');
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: unknown[] }>().data).toEqual([FREE_PLAN]);
    },
  );

  it('driver: Free and the ₹75 monthly subscription, with what it gives', async () => {
    const { jar } = await user('driver');
    const plans = (await get(jar, '/api/Transpoter/plans')).json<{ data: { code: string }[] }>().data;
    expect(plans).toEqual([
      FREE_PLAN,
      {
        plan_id: '5',
        code: 'driver_monthly',
        price: 75,
        period_months: 1,
        trial_days: 15,
        auto_renew: true,
        // Each one is refused to a lapsed driver with 402: bids.test.ts, schedules.test.ts and
        // trade/trucks.test.ts.
        benefits: ['bidOnLoads', 'counterOffers', 'acceptBids', 'postTruck'],
      },
    ]);
  });
});

describe('GET /api/Transpoter/mySubscription', () => {
  it('a new transporter is on the Free plan, with no trial to start (no paid plan is sold)', async () => {
    const { jar } = await user('transporter');
    expect(await mySubscription(jar)).toEqual({
      status: 'free',
      plan_id: PLAN_IDS.free,
      plan_code: 'free',
      started_at: null,
      expires_at: null,
      expires_on: null,
      days_left: 0,
      auto_renew: false,
      can_auto_renew: false,
      trial_available: false,
      trial_ends_at: null,
      trial_ends_on: null,
      next_debit: null,
      pending_payment: null,
    });
  });

  it("a new driver's free trial runs 15 days from registration", async () => {
    const { jar, id } = await user('driver');
    const [row] = await ctx.t.database.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, id));
    const registered = row!.createdAt;
    const mine = await mySubscription(jar);
    expect(mine).toMatchObject({
      status: 'trial',
      plan_code: 'driver_monthly',
      days_left: 15,
      trial_available: false,
      auto_renew: false,
    });
    expect(new Date(mine.expires_at!).getTime()).toBe(addDays(registered, 15).getTime());
    expect(mine.expires_on).toBe(dateInIndia(addDays(registered, 15)));
    expect(mine.trial_ends_at).toBe(mine.expires_at);
  });
});

describe('POST /api/Transpoter/startTrial', () => {
  it.each(['transporter', 'broker', 'shipper'] as const)(
    '%s: Basic, Advanced and Premium are not sold: no trial, no checkout (409 planNotOffered)',
    async (role) => {
      const { jar, id } = await user(role);
      for (const plan_id of [PLAN_IDS.basic, PLAN_IDS.advanced, PLAN_IDS.premium]) {
        for (const url of ['/api/Transpoter/startTrial', '/api/Transpoter/checkout']) {
          const response = await post(jar, url, { plan_id });
          expect([url, plan_id, response.statusCode, response.json().code]).toEqual([
            url,
            plan_id,
            409,
            'membership:errors.planNotOffered',
          ]);
          expect(response.json().message).toBe('This plan is not offered: it adds nothing to the free plan.');
        }
      }
      expect(await mySubscription(jar)).toMatchObject({ status: 'free', trial_available: false });
      const rows = await ctx.t.database.db.select().from(payments).where(eq(payments.userId, id));
      expect(rows).toEqual([]);
    },
  );

  it('refuses a plan not offered to the role, the free plan and a malformed id', async () => {
    const { jar } = await user('transporter');
    for (const plan_id of [PLAN_IDS.driver_monthly, PLAN_IDS.free, '99']) {
      const response = await post(jar, '/api/Transpoter/startTrial', { plan_id });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('membership:errors.planNotAvailable');
    }
    const malformed = await post(jar, '/api/Transpoter/startTrial', { plan_id: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0]).toMatchObject({ path: 'plan_id', code: 'membership:validation.plan' });
  });

  it('is not for drivers, whose trial starts at registration (403)', async () => {
    const { jar } = await user('driver');
    const response = await post(jar, '/api/Transpoter/startTrial', { plan_id: PLAN_IDS.driver_monthly });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('errors.auth.wrongRole');
  });
});

describe('checkout with the sandbox provider', () => {
  it('a paid checkout extends the plan by one month; a repeated callback changes nothing', async () => {
    // A driver whose trial has ended: the paid month starts now.
    const { mobile, id } = await user('driver');
    ctx.t.clock.advance(16 * DAY);
    const jar = await signIn(ctx.t, 'driver', mobile);
    const now = ctx.t.clock.now();
    const { payment, callback: fields } = await payWithSandbox(jar, PLAN_IDS.driver_monthly, 'paid');
    expect(payment).toMatchObject({
      plan_id: PLAN_IDS.driver_monthly,
      plan_code: 'driver_monthly',
      amount: 75,
      status: 'pending',
      provider: 'sandbox',
      checkout_url: `/c/Checkout/${payment.payment_id}`,
    });
    const pending = await get(jar, `/api/Transpoter/payment/${payment.payment_id}`);
    expect(pending.json().data.status).toBe('pending');

    const first = await callback(jar, fields);
    expect(first.statusCode, first.body).toBe(200);
    const paid = first.json<PaymentCallbackResponse>();
    const end = addMonths(now, 1);
    expect(paid.data.payment).toMatchObject({
      status: 'paid',
      period_start: now.toISOString(),
      period_end: end.toISOString(),
    });
    expect(paid.data.subscription).toMatchObject({
      status: 'active',
      plan_code: 'driver_monthly',
      started_at: now.toISOString(),
      expires_at: end.toISOString(),
      expires_on: dateInIndia(end),
      auto_renew: true,
    });
    // The day as the screens write it (docs/decisions/041), not as it travels.
    expect(paid.message).toBe(`Payment received. Your plan is paid until ${shownDate(dateInIndia(end))}.`);

    // The same answer again, later, and two at once: still one month.
    ctx.t.clock.advance(60);
    const again = await callback(jar, fields);
    expect(again.statusCode).toBe(200);
    expect(again.json<PaymentCallbackResponse>().data.subscription.expires_at).toBe(end.toISOString());
    await Promise.all([callback(jar.clone(), fields), callback(jar.clone(), fields)]);
    expect((await mySubscription(jar)).expires_at).toBe(end.toISOString());
    const rows = await ctx.t.database.db.select().from(payments).where(eq(payments.userId, id));
    expect(rows.map((row) => row.status)).toEqual(['paid']);
  });

  it('extends from the current expiry, not from today: trial days and paid months are kept', async () => {
    const { jar: first5, mobile } = await user('driver');
    const trial = await mySubscription(first5);
    ctx.t.clock.advance(5 * DAY);
    const jar = await signIn(ctx.t, 'driver', mobile);
    const trialEnd = new Date(trial.expires_at!);

    const first = await payWithSandbox(jar, PLAN_IDS.driver_monthly, 'paid');
    const afterFirst = (await callback(jar, first.callback)).json<PaymentCallbackResponse>().data;
    expect(afterFirst.subscription.expires_at).toBe(addMonths(trialEnd, 1).toISOString());
    expect(afterFirst.subscription.started_at).toBe(trial.started_at);
    expect(afterFirst.subscription.days_left).toBe(
      10 + Math.round((addMonths(trialEnd, 1).getTime() - trialEnd.getTime()) / 86400_000),
    );

    const second = await payWithSandbox(jar, PLAN_IDS.driver_monthly, 'paid');
    const afterSecond = (await callback(jar, second.callback)).json<PaymentCallbackResponse>().data;
    expect(afterSecond.subscription).toMatchObject({
      status: 'active',
      plan_code: 'driver_monthly',
      expires_at: addMonths(addMonths(trialEnd, 1), 1).toISOString(),
    });
  });

  it('a failed payment leaves the plan as it was and closes the payment', async () => {
    const { jar } = await user('driver');
    const before = await mySubscription(jar);

    const { payment, callback: fields } = await payWithSandbox(jar, PLAN_IDS.driver_monthly, 'failed');
    const failed = await callback(jar, fields);
    expect(failed.statusCode).toBe(200);
    const body = failed.json<PaymentCallbackResponse>();
    expect(body.data.payment.status).toBe('failed');
    expect(body.data.payment.period_end).toBeNull();
    expect(body.message).toBe('The payment failed. Your plan has not changed.');
    expect(body.data.subscription).toEqual(before);
    expect(await mySubscription(jar)).toEqual(before);

    // A closed payment cannot be paid any more on the sandbox page.
    const late = await post(jar, '/api/Transpoter/sandboxCheckout', {
      payment_id: payment.payment_id,
      outcome: 'paid',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('membership:errors.paymentClosed');
  });

  it('refuses a forged or altered return (400) and leaves the payment pending', async () => {
    const { jar } = await user('driver');
    const { payment, callback: fields } = await payWithSandbox(jar, PLAN_IDS.driver_monthly, 'failed');
    for (const payload of [
      { ...fields.payload, status: 'paid' },
      { status: 'paid', signature: 'x'.repeat(43) },
      {},
    ]) {
      const response = await callback(jar, { payment_id: payment.payment_id, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('membership:errors.paymentUnverified');
    }
    expect((await get(jar, `/api/Transpoter/payment/${payment.payment_id}`)).json().data.status).toBe(
      'pending',
    );
    expect((await mySubscription(jar)).status).toBe('trial');
  });

  it("another user's payment does not exist for them (404)", async () => {
    const owner = await user('driver');
    const other = await user('driver');
    const { payment, callback: fields } = await payWithSandbox(owner.jar, PLAN_IDS.driver_monthly, 'paid');
    expect((await get(other.jar, `/api/Transpoter/payment/${payment.payment_id}`)).statusCode).toBe(404);
    expect((await callback(other.jar, fields)).statusCode).toBe(404);
    const sandbox = await post(other.jar, '/api/Transpoter/sandboxCheckout', {
      payment_id: payment.payment_id,
      outcome: 'paid',
    });
    expect(sandbox.statusCode).toBe(404);
    expect((await mySubscription(other.jar)).status).toBe('trial');
    expect((await mySubscription(owner.jar)).status).toBe('trial');
  });

  it('refuses a plan of another role and the free plan', async () => {
    const { jar } = await user('driver');
    for (const plan_id of [PLAN_IDS.basic, PLAN_IDS.free]) {
      const response = await post(jar, '/api/Transpoter/checkout', { plan_id });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('membership:errors.planNotAvailable');
    }
  });

  it(`allows at most 20 checkouts an hour per user (429), then again an hour later`, async () => {
    const { jar, mobile } = await user('driver');
    const plan_id = PLAN_IDS.driver_monthly;
    for (let i = 0; i < 20; i++) {
      expect((await post(jar, '/api/Transpoter/checkout', { plan_id })).statusCode).toBe(201);
    }
    const refused = await post(jar, '/api/Transpoter/checkout', { plan_id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'membership:errors.tooManyPayments', retry_after: 3600 });
    ctx.t.clock.advance(3601);
    const fresh = await signIn(ctx.t, 'driver', mobile);
    expect((await post(fresh, '/api/Transpoter/checkout', { plan_id })).statusCode).toBe(201);
  });
});

describe('the driver subscription', () => {
  it('paying during the free trial adds a month after the trial and renews automatically', async () => {
    const { jar } = await user('driver');
    const trial = await mySubscription(jar);
    const { payment, callback: fields } = await payWithSandbox(jar, PLAN_IDS.driver_monthly, 'paid');
    expect(payment.amount).toBe(75);
    expect(fields.payload.mandate).toMatch(/^sbx_mandate_/);
    const paid = (await callback(jar, fields)).json<PaymentCallbackResponse>().data.subscription;
    expect(paid).toMatchObject({
      status: 'active',
      plan_code: 'driver_monthly',
      expires_at: addMonths(new Date(trial.expires_at!), 1).toISOString(),
      started_at: trial.started_at,
      auto_renew: true,
      can_auto_renew: true,
    });
  });

  it('automatic renewal can be switched off and on again; without a paid plan it cannot', async () => {
    const driver = await user('driver');
    const { callback: fields } = await payWithSandbox(driver.jar, PLAN_IDS.driver_monthly, 'paid');
    await callback(driver.jar, fields);
    const off = await post(driver.jar, '/api/Transpoter/autoRenew', { auto_renew: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.auto_renew).toBe(false);
    const on = await post(driver.jar, '/api/Transpoter/autoRenew', { auto_renew: true });
    expect(on.json().data.auto_renew).toBe(true);

    const transporter = await user('transporter');
    const refused = await post(transporter.jar, '/api/Transpoter/autoRenew', { auto_renew: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('membership:errors.autoRenewUnavailable');
    const malformed = await post(transporter.jar, '/api/Transpoter/autoRenew', { auto_renew: 'yes' });
    expect(malformed.statusCode).toBe(400);
  });

  it('hasActiveDriverSubscription: true during the trial, false once it lapses, true again when paid', async () => {
    const { jar, mobile, id } = await user('driver');
    const db = ctx.t.database.db;
    const start = ctx.t.clock.now();
    expect(await hasActiveDriverSubscription(db, id, start)).toBe(true);
    await expect(
      assertDriverSubscription(db, { userId: id, role: 'driver' }, start),
    ).resolves.toBeUndefined();
    expect((await mySubscription(jar)).status).toBe('trial');

    ctx.t.clock.advance(16 * DAY);
    const lapsed = ctx.t.clock.now();
    expect(await hasActiveDriverSubscription(db, id, lapsed)).toBe(false);
    await expect(assertDriverSubscription(db, { userId: id, role: 'driver' }, lapsed)).rejects.toMatchObject({
      statusCode: 402,
      code: 'membership:errors.driverSubscriptionRequired',
    });
    const again = await signIn(ctx.t, 'driver', mobile);
    expect(await mySubscription(again)).toMatchObject({
      status: 'expired',
      plan_code: 'driver_monthly',
      days_left: 0,
    });

    const { callback: fields } = await payWithSandbox(again, PLAN_IDS.driver_monthly, 'paid');
    const paid = (await callback(again, fields)).json<PaymentCallbackResponse>().data.subscription;
    // Paid after a lapse: the month starts today.
    expect(paid.started_at).toBe(lapsed.toISOString());
    expect(paid.expires_at).toBe(addMonths(lapsed, 1).toISOString());
    expect(await hasActiveDriverSubscription(db, id, ctx.t.clock.now())).toBe(true);
  });

  it('hasActiveDriverSubscription is false for other roles; the guard lets them pass', async () => {
    const { id } = await user('transporter');
    const db = ctx.t.database.db;
    expect(await hasActiveDriverSubscription(db, id, ctx.t.clock.now())).toBe(false);
    await expect(
      assertDriverSubscription(db, { userId: id, role: 'transporter' }, ctx.t.clock.now()),
    ).resolves.toBeUndefined();
    expect(await hasActiveDriverSubscription(db, 987654321, ctx.t.clock.now())).toBe(false);
  });
});

describe('the daily job', () => {
  it('expires a lapsed trial, and the user is back on the Free plan', async () => {
    // A trial of Basic started before the paid business plans were withdrawn still runs out.
    const { mobile, id } = await user('broker');
    const start = ctx.t.clock.now();
    await ctx.t.database.db.transaction(async (tx) => {
      const endsAt = addDays(start, 15);
      await repo.insertTrial(tx, { userId: id, planId: Number(PLAN_IDS.basic), startedAt: start, endsAt });
      await repo.saveSubscription(tx, {
        userId: id,
        planId: Number(PLAN_IDS.basic),
        status: 'trial',
        startedAt: start,
        expiresAt: endsAt,
        autoRenew: false,
        renewalMandate: null,
        updatedAt: start,
      });
    });

    // The day before it ends nothing happens.
    ctx.t.clock.advance(14 * DAY);
    expect(await expireSubscriptions(ctx.t.database.db, ctx.t.clock.now())).toBe(0);

    ctx.t.clock.advance(DAY + 1);
    // The answer does not wait for the job...
    const before = await signIn(ctx.t, 'broker', mobile);
    expect(await mySubscription(before)).toMatchObject({
      status: 'expired',
      plan_code: 'basic',
      expires_at: addDays(start, 15).toISOString(),
      days_left: 0,
      trial_available: false,
    });
    // ...and the job marks the row.
    expect(await expireSubscriptions(ctx.t.database.db, ctx.t.clock.now())).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(row!.status).toBe('expired');
    expect(await expireSubscriptions(ctx.t.database.db, ctx.t.clock.now())).toBe(0);
    expect((await mySubscription(before)).status).toBe('expired');
  });

  it('renews a driver subscription with a mandate before it ends; one switched off lapses', async () => {
    const renewing = await user('driver');
    const stopping = await user('driver');
    for (const driver of [renewing, stopping]) {
      const { callback: fields } = await payWithSandbox(driver.jar, PLAN_IDS.driver_monthly, 'paid');
      await callback(driver.jar, fields);
    }
    await post(stopping.jar, '/api/Transpoter/autoRenew', { auto_renew: false });
    const end = new Date((await mySubscription(renewing.jar)).expires_at!);
    const membership = ctx.t.app.membership.ctx;

    // Twelve hours before the end.
    ctx.t.clock.advance((end.getTime() - ctx.t.clock.now().getTime()) / 1000 - 12 * 3600);
    const db = ctx.t.database.db;
    // Other tests' drivers share this database: look at these two.
    expect((await runMembershipJob(membership, ctx.t.clock.now())).renewed).toBeGreaterThanOrEqual(1);
    const [renewed] = await db.select().from(subscriptions).where(eq(subscriptions.userId, renewing.id));
    expect(renewed!.expiresAt.toISOString()).toBe(addMonths(end, 1).toISOString());
    const renewals = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, renewing.id))
      .orderBy(payments.id);
    expect(renewals.map((p) => [p.kind, p.status, p.amountRupees])).toEqual([
      ['checkout', 'paid', 75],
      ['renewal', 'paid', 75],
    ]);
    // Running again the same day renews nothing twice.
    expect((await runMembershipJob(membership, ctx.t.clock.now())).renewed).toBe(0);
    expect(await db.select().from(payments).where(eq(payments.userId, renewing.id))).toHaveLength(2);
    const [stopped] = await db.select().from(subscriptions).where(eq(subscriptions.userId, stopping.id));
    expect(stopped!.expiresAt.toISOString()).toBe(end.toISOString());

    ctx.t.clock.advance(13 * 3600);
    expect((await runMembershipJob(membership, ctx.t.clock.now())).expired).toBeGreaterThanOrEqual(1);
    const [lapsed] = await db.select().from(subscriptions).where(eq(subscriptions.userId, stopping.id));
    expect(lapsed!.status).toBe('expired');
    expect(await hasActiveDriverSubscription(db, stopping.id, ctx.t.clock.now())).toBe(false);
    expect(await hasActiveDriverSubscription(db, renewing.id, ctx.t.clock.now())).toBe(true);
  });
});

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/Transpoter/plans'],
    ['GET', '/api/Transpoter/mySubscription'],
    ['POST', '/api/Transpoter/startTrial', { plan_id: '2' }],
    ['POST', '/api/Transpoter/checkout', { plan_id: '2' }],
    ['GET', '/api/Transpoter/payment/1'],
    ['POST', '/api/Transpoter/paymentCallback', { payment_id: '1', payload: {} }],
    ['POST', '/api/Transpoter/autoRenew', { auto_renew: false }],
    ['POST', '/api/Transpoter/sandboxCheckout', { payment_id: '1', outcome: 'paid' }],
  ];
  it.each(calls)('%s %s without a session answers 403', async (method, url, payload) => {
    const response: LightMyRequestResponse = await ctx.t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(payload ? { payload: payload as object } : {}),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('errors.auth.required');
  });
});

describe('PAYMENT_PROVIDER=disabled', () => {
  it('in production without Razorpay keys, the start says so in one line and checkout answers 503', async () => {
    const lines: string[] = [];
    const production = await createTestApp({
      database: ctx.t.database,
      env: { NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.in/send' },
      loggerStream: { write: (line) => lines.push(line) },
    });
    try {
      expect(production.app.config.paymentProvider).toBe('disabled');
      const warnings = lines.filter((line) => line.includes('Payments are off'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
      const jar = await signIn(production, 'driver');
      const response = await jar.inject(production.app, {
        method: 'POST',
        url: '/api/Transpoter/checkout',
        payload: { plan_id: PLAN_IDS.driver_monthly },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await production.close();
    }
  });

  it('answers 503 to a checkout', async () => {
    const disabled = await createTestApp({ database: ctx.t.database, env: { PAYMENT_PROVIDER: 'disabled' } });
    try {
      const jar = await signIn(disabled, 'driver');
      const response = await jar.inject(disabled.app, {
        method: 'POST',
        url: '/api/Transpoter/checkout',
        payload: { plan_id: PLAN_IDS.driver_monthly },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('membership:errors.paymentsUnavailable');
    } finally {
      await disabled.close();
    }
  });
});
