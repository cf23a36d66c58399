/**
 * PAYMENT_PROVIDER=razorpay against the project's fake Razorpay (src/test/fake-razorpay.ts), a
 * real HTTP server on 127.0.0.1 that answers Razorpay's documented API and sends signed
 * webhooks (docs/decisions/035-razorpay.md). The provider's own `fetch` code runs here.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PLAN_IDS,
  shownDate,
  type CheckoutResponse,
  type MySubscription,
  type Payment,
} from '@lorrybazaar/contract';
import { paymentEvents, paymentMandates, payments, subscriptions } from './membership.schema.js';
import { api, outcome, userId } from '../../test/api-calls.js';
import { createTestApp, signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { buildLoad, buildTruck, buildUser, verifyDriver } from '../../test/factories.js';
import { startFakeRazorpay, type Delivery, type FakeRazorpay } from '../../test/fake-razorpay.js';
import { hasActiveDriverSubscription } from './driver-access.js';
import { runMembershipJob } from './expiry-job.js';
import { addMonths, dateInIndia } from './membership.rules.js';
import { createRazorpayClient, RazorpayError } from './razorpay-client.js';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_FakeKey0000001',
  RAZORPAY_KEY_SECRET: 'fake_key_secret_0123456789abcdef',
  RAZORPAY_WEBHOOK_SECRET: 'fake_webhook_secret_0123456789ab',
};
const env: Record<string, string> = { PAYMENT_PROVIDER: 'razorpay', ...KEYS, RAZORPAY_TIMEOUT_MS: '1000' };
const ctx = useTestApp({ env });
let fake: FakeRazorpay;

const WEBHOOK = '/api/payments/razorpay/webhook';
const DAY = 24 * 3600;

/** A delivery handed to the app as Razorpay posts it (the raw body, its headers). */
const inject = (delivery: Pick<Delivery, 'body'>, headers: Record<string, string>) =>
  ctx.t.app.inject({ method: 'POST', url: WEBHOOK, headers, payload: delivery.body });

beforeAll(async () => {
  fake = await startFakeRazorpay({
    keyId: KEYS.RAZORPAY_KEY_ID,
    keySecret: KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
    now: () => ctx.t.clock.now(),
  });
  env.RAZORPAY_API_BASE = fake.url;
  fake.transport = async (delivery, headers) => (await inject(delivery, headers)).statusCode;
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  fake.clearFaults();
  fake.holdWebhooks = false;
  fake.held.length = 0;
});

const db = () => ctx.t.database.db;
const get = (jar: SignedIn, url: string) => jar.inject(ctx.t.app, { method: 'GET', url });
const post = (jar: SignedIn, url: string, payload: object) =>
  jar.inject(ctx.t.app, { method: 'POST', url, payload });

async function mySubscription(jar: SignedIn): Promise<MySubscription> {
  return (await get(jar, '/api/Transpoter/mySubscription')).json<{ data: MySubscription }>().data;
}

/** A verified driver whose 15-day trial ended long ago: bidding answers 402. */
async function lapsedDriver() {
  const jar = await signIn(ctx.t, 'driver');
  const id = userId(jar);
  await verifyDriver(db(), id);
  await db().execute(sql`UPDATE users SET created_at = now() - interval '40 days' WHERE id = ${id}`);
  return { jar, id };
}

/** The driver bids on a new load with their own truck. */
async function bid(jar: SignedIn) {
  const shipper = await buildUser(db(), { role: 'shipper' });
  const loadId = await buildLoad(db(), { ownerId: shipper });
  const truckId = await buildTruck(db(), { ownerId: userId(jar) });
  return api(ctx.t.app).bidOnLoad(jar, { bidsTruck_amount: 3500, loads_id: loadId, trucks_id: truckId });
}

async function checkout(jar: SignedIn, mode?: 'mandate' | 'once') {
  const response = await post(jar, '/api/Transpoter/checkout', {
    plan_id: PLAN_IDS.driver_monthly,
    ...(mode ? { mode } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const payment = response.json<CheckoutResponse>().data;
  const [row] = await db()
    .select()
    .from(payments)
    .where(eq(payments.id, Number(payment.payment_id)));
  return { payment, ref: row!.providerRef! };
}

/** A lapsed driver pays a subscription on the fake, its webhooks held back (`fake.held`). */
async function paidWithWebhooksHeld() {
  const driver = await lapsedDriver();
  const { payment, ref } = await checkout(driver.jar);
  fake.holdWebhooks = true;
  const { payment: paid, returnFields } = await fake.pay(ref);
  const charged = fake.held.find((d) => d.event === 'subscription.charged')!;
  return { ...driver, payment, ref, paid, returnFields, charged };
}

const paymentRows = (id: number) =>
  db().select().from(payments).where(eq(payments.userId, id)).orderBy(payments.id);
const subscriptionOf = async (id: number) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.userId, id)))[0];
/**
 * Notifications and the SMS of a halt are made after the commit, by subscribers of the domain
 * events: what the webhook caused is looked for until it is there.
 */
const eventually = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 5000, interval: 25 });
const notificationTypes = async (jar: SignedIn) =>
  (await get(jar, '/api/Transpoter/notifications'))
    .json<{ data: { type: string }[] }>()
    .data.map((n) => n.type);

describe('checkout with Razorpay', () => {
  it('opens a Subscription of the monthly plan (made once) and answers its short_url', async () => {
    const { jar, id } = await lapsedDriver();
    const first = await checkout(jar);
    expect(first.payment).toMatchObject({
      status: 'pending',
      provider: 'razorpay',
      amount: 75,
      recurring: true,
    });
    expect(first.ref).toMatch(/^sub_\w{14}$/);
    const sub = fake.subscriptions.get(first.ref)!;
    expect(first.payment.checkout_url).toBe(sub.short_url);
    expect(first.payment.checkout_url.startsWith(`${fake.url}/i/`)).toBe(true);
    expect(sub).toMatchObject({
      status: 'created',
      total_count: 120,
      customer_notify: true,
      notes: { lorrybazaar_payment_id: first.payment.payment_id, lorrybazaar_user_id: String(id) },
    });
    const plan = fake.plans.get(sub.plan_id)!;
    expect(plan).toMatchObject({ period: 'monthly', interval: 1, item: { amount: 7500, currency: 'INR' } });

    // The plan is made once and kept for every later checkout (and every process).
    const plansBefore = fake.plans.size;
    const second = await checkout(jar);
    expect(fake.subscriptions.get(second.ref)!.plan_id).toBe(sub.plan_id);
    expect(fake.plans.size).toBe(plansBefore);
    // The screen shows the newest checkout as waiting.
    expect((await mySubscription(jar)).pending_payment).toMatchObject({
      payment_id: second.payment.payment_id,
      checkout_url: second.payment.checkout_url,
    });
  });

  it('a lapsed driver is locked; the subscription.charged webhook adds a month and unlocks bidding', async () => {
    const { jar, id } = await lapsedDriver();
    expect(outcome(await bid(jar))).toEqual({
      status: 402,
      code: 'membership:errors.driverSubscriptionRequired',
    });
    const { payment, ref } = await checkout(jar);
    const now = ctx.t.clock.now();

    const { payment: paid } = await fake.pay(ref);
    // authenticated, activated, charged: all signed, all answered 200.
    expect(fake.deliveries.slice(-3).map((d) => [d.event, d.status])).toEqual([
      ['subscription.authenticated', 200],
      ['subscription.activated', 200],
      ['subscription.charged', 200],
    ]);
    const mine = await mySubscription(jar);
    expect(mine).toMatchObject({
      status: 'active',
      auto_renew: true,
      expires_at: addMonths(now, 1).toISOString(),
    });
    const sub = fake.subscriptions.get(ref)!;
    expect(mine.next_debit).toEqual({
      at: new Date(sub.charge_at! * 1000).toISOString(),
      on: dateInIndia(new Date(sub.charge_at! * 1000)),
      amount: 75,
      retrying: false,
    });
    expect(mine.pending_payment).toBeNull();
    expect(await hasActiveDriverSubscription(db(), id, ctx.t.clock.now())).toBe(true);
    expect((await bid(jar)).statusCode).toBe(201);

    const history = (await get(jar, '/api/Transpoter/payments')).json<{ data: Payment[] }>().data;
    expect(history).toEqual([
      expect.objectContaining({
        payment_id: payment.payment_id,
        status: 'paid',
        reference: paid.id,
        method: 'upi',
        kind: 'checkout',
        period_end: addMonths(now, 1).toISOString(),
      }),
    ]);
    await eventually(async () => expect(await notificationTypes(jar)).toContain('membership.paid'));
    const [mandate] = await db().select().from(paymentMandates).where(eq(paymentMandates.ref, ref));
    expect(mandate).toMatchObject({ status: 'active', paidCount: 1, userId: id });
  });

  it('the same delivery again, or the same payment in another event or the browser return, changes nothing', async () => {
    const { jar, id, payment, ref, paid, returnFields, charged } = await paidWithWebhooksHeld();
    await fake.releaseWebhooks();
    const end = (await subscriptionOf(id))!.expiresAt.toISOString();

    // Razorpay's retry of the same event: 200, nothing more.
    expect(await fake.deliver(charged)).toBe(200);
    expect(
      (
        await inject(charged, {
          'x-razorpay-signature': charged.signature,
          'x-razorpay-event-id': charged.eventId,
        })
      ).json(),
    ).toEqual({
      status: 'duplicate',
    });
    // The same payment in a new event (another id): counted once by Razorpay's payment id.
    const again = fake.envelope('subscription.charged', {
      subscription: { ...fake.subscriptions.get(ref)! },
      payment: fake.payments.get(paid.id as string)!,
    });
    expect(await fake.deliver(again)).toBe(200);
    // The browser coming back with Checkout's signed fields after the webhook: paid, nothing more.
    const back = await post(jar, '/api/Transpoter/paymentCallback', {
      payment_id: payment.payment_id,
      payload: returnFields!,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.payment.status).toBe('paid');
    expect((await subscriptionOf(id))!.expiresAt.toISOString()).toBe(end);
    expect((await paymentRows(id)).map((row) => [row.status, row.providerPaymentId])).toEqual([
      ['paid', paid.id],
    ]);
  });

  it('20 identical deliveries at once add one month', async () => {
    const { id, charged } = await paidWithWebhooksHeld();
    fake.dropWebhooks();
    const now = ctx.t.clock.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => fake.deliver(charged)));
    expect(answers).toEqual(Array(20).fill(200));
    expect((await subscriptionOf(id))!.expiresAt.toISOString()).toBe(addMonths(now, 1).toISOString());
    expect(await paymentRows(id)).toHaveLength(1);
    const stored = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'razorpay'), eq(paymentEvents.eventId, charged.eventId)));
    expect(stored).toHaveLength(1);
  });

  it('a wrongly signed or unsigned delivery answers 400 and changes nothing; an unknown event 200', async () => {
    const { jar, id, charged } = await paidWithWebhooksHeld();
    fake.dropWebhooks();
    for (const headers of [
      { 'x-razorpay-signature': fake.sign(charged.body, 'another-secret') },
      { 'x-razorpay-signature': charged.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { 'x-razorpay-signature': '' },
    ]) {
      const response = await inject(charged, { 'x-razorpay-event-id': charged.eventId, ...headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('membership:errors.paymentUnverified');
    }
    // A body changed after signing is refused too.
    const tampered = charged.body.replace('"amount":7500', '"amount":750000');
    expect((await inject({ body: tampered }, { 'x-razorpay-signature': charged.signature })).statusCode).toBe(
      400,
    );
    expect((await mySubscription(jar)).status).toBe('expired');
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, charged.eventId))).toEqual(
      [],
    );
    // The genuine delivery still applies afterwards.
    expect(await fake.deliver(charged)).toBe(200);
    expect((await subscriptionOf(id))!.status).toBe('active');

    const unknown = fake.envelope('refund.processed', { refund: { id: 'rfnd_Fake0000000001' } });
    const ignored = await inject(unknown, { 'x-razorpay-signature': unknown.signature });
    expect([ignored.statusCode, ignored.json()]).toEqual([200, { status: 'ignored' }]);
  });
});

describe('renewal, cancelling, halting', () => {
  async function subscribed() {
    const driver = await lapsedDriver();
    const { ref } = await checkout(driver.jar);
    await fake.pay(ref);
    return { ...driver, ref };
  }

  it('each monthly debit is a renewal of its own and adds a month', async () => {
    const { jar, id, ref } = await subscribed();
    const end = (await subscriptionOf(id))!.expiresAt;
    const debit = await fake.chargeNextCycle(ref);
    expect((await subscriptionOf(id))!.expiresAt.toISOString()).toBe(addMonths(end, 1).toISOString());
    const rows = await paymentRows(id);
    expect(rows.map((row) => [row.kind, row.status, row.providerPaymentId, row.mandateRef])).toEqual([
      ['checkout', 'paid', rows[0]!.providerPaymentId, null],
      ['renewal', 'paid', debit!.id, ref],
    ]);
    expect((await mySubscription(jar)).next_debit?.at).toBe(
      new Date(fake.subscriptions.get(ref)!.charge_at! * 1000).toISOString(),
    );
  });

  it('switching renewal off cancels at the end of the cycle; subscription.cancelled turns renewal off', async () => {
    const { jar, id, ref } = await subscribed();
    const off = await post(jar, '/api/Transpoter/autoRenew', { auto_renew: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ auto_renew: false, can_auto_renew: false, next_debit: null });
    expect(fake.requests).toContain(`POST /v1/subscriptions/${ref}/cancel`);
    const [mandate] = await db().select().from(paymentMandates).where(eq(paymentMandates.ref, ref));
    expect(mandate).toMatchObject({ status: 'active', cancelAtCycleEnd: true });
    // It cannot be switched back on: a new checkout gives a new mandate.
    expect((await post(jar, '/api/Transpoter/autoRenew', { auto_renew: true })).statusCode).toBe(409);
    // At the cycle's end Razorpay does not debit; it cancels and says so.
    const end = (await subscriptionOf(id))!.expiresAt;
    expect(await fake.chargeNextCycle(ref)).toBeNull();
    expect(fake.deliveries.at(-1)).toMatchObject({ event: 'subscription.cancelled', status: 200 });
    const [cancelled] = await db().select().from(paymentMandates).where(eq(paymentMandates.ref, ref));
    expect(cancelled!.status).toBe('cancelled');
    expect((await subscriptionOf(id))!.expiresAt.toISOString()).toBe(end.toISOString());
  });

  it('subscription.cancelled from Razorpay (the mandate revoked in the UPI app) turns renewal off', async () => {
    const { jar, id, ref } = await subscribed();
    const sub = { ...fake.subscriptions.get(ref)!, status: 'cancelled', ended_at: 1 };
    expect(await fake.deliver(fake.envelope('subscription.cancelled', { subscription: sub }))).toBe(200);
    expect(await mySubscription(jar)).toMatchObject({
      status: 'active',
      auto_renew: false,
      can_auto_renew: false,
    });
    expect((await subscriptionOf(id))!.renewalMandate).toBeNull();
  });

  it('a refused debit goes pending (retrying), then halted: the driver is told in the app and by SMS', async () => {
    const { jar, id, ref } = await subscribed();
    const end = (await subscriptionOf(id))!.expiresAt;
    await fake.chargeNextCycle(ref, 'failed');
    expect(fake.deliveries.slice(-2).map((d) => [d.event, d.status])).toEqual([
      ['payment.failed', 200],
      ['subscription.pending', 200],
    ]);
    expect((await mySubscription(jar)).next_debit).toMatchObject({ retrying: true, amount: 75 });
    expect(await notificationTypes(jar)).not.toContain('membership.halted');

    await fake.chargeNextCycle(ref, 'failed');
    expect(fake.deliveries.at(-1)).toMatchObject({ event: 'subscription.halted', status: 200 });
    // Access ends with the paid period; nothing renews it.
    expect(await mySubscription(jar)).toMatchObject({
      status: 'active',
      expires_at: end.toISOString(),
      auto_renew: false,
      next_debit: null,
    });
    await eventually(async () => expect(await notificationTypes(jar)).toContain('membership.halted'));
    const halts = () => ctx.t.outbox.filter((message) => message.text.includes('AutoPay'));
    await eventually(() => expect(halts()).toHaveLength(1));
    // The day as the screens write it (docs/decisions/041).
    expect(halts()[0]!.text).toContain(shownDate(dateInIndia(end)));
    // The halted delivery again tells nobody twice.
    const halted = fake.envelope('subscription.halted', {
      subscription: { ...fake.subscriptions.get(ref)! },
    });
    expect(await fake.deliver(halted)).toBe(200);
    // Anything the repeat would announce is sent right after its commit, as the first one was.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(halts()).toHaveLength(1);
    expect((await notificationTypes(jar)).filter((type) => type === 'membership.halted')).toHaveLength(1);
  });
});

describe('one month by Payment Link', () => {
  it('pays on the link; the signed return shows it at once and payment_link.paid changes nothing more', async () => {
    const { jar, id } = await lapsedDriver();
    const { payment, ref } = await checkout(jar, 'once');
    expect(ref).toMatch(/^plink_/);
    const link = fake.links.get(ref)!;
    expect(link).toMatchObject({
      amount: 7500,
      reference_id: `lb_${payment.payment_id}`,
      callback_method: 'get',
      callback_url: `http://localhost:80/c/UpgradeMembership?payment_id=${payment.payment_id}`,
    });
    expect(payment.recurring).toBe(false);
    fake.holdWebhooks = true;
    const now = ctx.t.clock.now();
    const { payment: paid, returnFields } = await fake.pay(ref, { method: 'card' });
    // Forged or altered return fields are refused.
    for (const payload of [
      { ...returnFields!, razorpay_payment_link_status: 'partially_paid' },
      { ...returnFields!, razorpay_signature: fake.sign('x', KEYS.RAZORPAY_KEY_SECRET) },
    ]) {
      const refused = await post(jar, '/api/Transpoter/paymentCallback', {
        payment_id: payment.payment_id,
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
    const back = await post(jar, '/api/Transpoter/paymentCallback', {
      payment_id: payment.payment_id,
      payload: returnFields!,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.payment).toMatchObject({ status: 'paid', reference: paid.id, method: 'card' });
    expect(back.json().data.subscription).toMatchObject({
      status: 'active',
      auto_renew: false,
      next_debit: null,
    });
    await fake.releaseWebhooks();
    expect(fake.deliveries.at(-1)).toMatchObject({ event: 'payment_link.paid', status: 200 });
    expect((await subscriptionOf(id))!.expiresAt.toISOString()).toBe(addMonths(now, 1).toISOString());
    expect(await paymentRows(id)).toHaveLength(1);
  });

  it('payment.failed closes the waiting checkout and tells the driver; a second try on the link still counts', async () => {
    const { jar, id } = await lapsedDriver();
    const { payment, ref } = await checkout(jar, 'once');
    await fake.pay(ref, { outcome: 'failed' });
    expect(fake.deliveries.at(-1)).toMatchObject({ event: 'payment.failed', status: 200 });
    expect(fake.requests.at(-1)).toMatch(/^GET \/v1\/payment_links\?payment_id=pay_/);
    const failed = (await get(jar, `/api/Transpoter/payment/${payment.payment_id}`)).json<{ data: Payment }>()
      .data;
    expect(failed.status).toBe('failed');
    await eventually(async () => expect(await notificationTypes(jar)).toContain('membership.payment_failed'));
    expect((await mySubscription(jar)).status).toBe('expired');

    await fake.pay(ref);
    expect(fake.deliveries.at(-1)).toMatchObject({ event: 'payment_link.paid', status: 200 });
    expect((await paymentRows(id)).map((row) => row.status)).toEqual(['paid']);
    expect((await mySubscription(jar)).status).toBe('active');
  });

  it('a refused first payment of a subscription closes its checkout too (found through its invoice)', async () => {
    const { jar } = await lapsedDriver();
    const { payment, ref } = await checkout(jar);
    await fake.pay(ref, { outcome: 'failed' });
    expect(fake.requests.at(-1)).toMatch(/^GET \/v1\/invoices\/inv_/);
    expect((await get(jar, `/api/Transpoter/payment/${payment.payment_id}`)).json().data.status).toBe(
      'failed',
    );
  });
});

describe('Razorpay down, slow or refusing', () => {
  it('a refused key (401) answers 503 in the user’s language and leaves nothing behind', async () => {
    const wrong = await createTestApp({
      database: ctx.t.database,
      env: { ...env, RAZORPAY_KEY_SECRET: 'not_the_key_secret_0123456789' },
    });
    try {
      const jar = await signIn(wrong, 'driver');
      const before = fake.subscriptions.size;
      const response = await jar.inject(wrong.app, {
        method: 'POST',
        url: '/api/Transpoter/checkout',
        headers: { 'accept-language': 'hi' },
        payload: { plan_id: PLAN_IDS.driver_monthly },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('membership:errors.gatewayDown');
      expect(response.json().message).not.toMatch(/[A-Za-z]{6}/);
      expect(fake.subscriptions.size).toBe(before);
      expect(await paymentRows(userId(jar))).toEqual([]);
    } finally {
      await wrong.close();
    }
  });

  it('a 5xx on creating answers 503 at once (a POST is never retried), nothing half-created', async () => {
    const { jar, id } = await lapsedDriver();
    await checkout(jar); // the plan exists
    await db().delete(payments).where(eq(payments.userId, id));
    fake.fault({ method: 'POST', path: /^\/v1\/subscriptions$/, status: 502, times: 3 });
    const calls = fake.requests.length;
    const response = await post(jar, '/api/Transpoter/checkout', { plan_id: PLAN_IDS.driver_monthly });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('membership:errors.gatewayDown');
    expect(fake.requests.slice(calls)).toEqual(['POST /v1/subscriptions']);
    expect(await paymentRows(id)).toEqual([]);
    expect((await mySubscription(jar)).pending_payment).toBeNull();
  });

  it('a gateway slower than RAZORPAY_TIMEOUT_MS answers 503 within the time-out', async () => {
    const { jar, id } = await lapsedDriver();
    fake.fault({ method: 'POST', delayMs: 3000, times: 2 });
    const started = Date.now();
    const response = await post(jar, '/api/Transpoter/checkout', {
      plan_id: PLAN_IDS.driver_monthly,
      mode: 'once',
    });
    expect(response.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2900);
    expect(await paymentRows(id)).toEqual([]);
  });

  it('a read is retried after a 5xx and a dropped answer; a time-out and a 4xx are not', async () => {
    const client = createRazorpayClient({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      apiBase: fake.url,
      timeoutMs: 300,
      retryDelayMs: 10,
    });
    const { jar } = await lapsedDriver();
    const { ref } = await checkout(jar);
    fake.fault({ method: 'GET', status: 503, times: 2 });
    expect((await client.get<{ id: string }>(`/v1/subscriptions/${ref}`)).id).toBe(ref);
    fake.fault({ method: 'GET', status: 500, times: 3 });
    await expect(client.get(`/v1/subscriptions/${ref}`)).rejects.toMatchObject({ status: 500 });
    const calls = fake.requests.length;
    fake.fault({ method: 'GET', delayMs: 1000 });
    await expect(client.get(`/v1/subscriptions/${ref}`)).rejects.toMatchObject({
      status: null,
      code: 'TIMEOUT',
    });
    expect(fake.requests.length - calls).toBe(1);
    await expect(client.get('/v1/subscriptions/sub_Unknown0000000')).rejects.toBeInstanceOf(RazorpayError);
    const wrongKey = createRazorpayClient({
      ...{ keyId: 'rzp_test_x', keySecret: 'y' },
      apiBase: fake.url,
      timeoutMs: 300,
    });
    await expect(wrongKey.get(`/v1/subscriptions/${ref}`)).rejects.toMatchObject({ status: 401 });
  });

  it('switching renewal off while Razorpay is down answers 503 and renewal stays on', async () => {
    const { jar, ref } = await (async () => {
      const driver = await lapsedDriver();
      const opened = await checkout(driver.jar);
      await fake.pay(opened.ref);
      return { ...driver, ref: opened.ref };
    })();
    fake.fault({ method: 'POST', path: /cancel$/, status: 500 });
    const response = await post(jar, '/api/Transpoter/autoRenew', { auto_renew: false });
    expect(response.statusCode).toBe(503);
    expect(await mySubscription(jar)).toMatchObject({ auto_renew: true });
    expect(fake.subscriptions.get(ref)!.status).toBe('active');
  });

  it('a webhook whose lookup finds Razorpay down answers 503, is not stored, and applies when delivered again', async () => {
    const { jar } = await lapsedDriver();
    const { payment, ref } = await checkout(jar, 'once');
    fake.holdWebhooks = true;
    await fake.pay(ref, { outcome: 'failed' });
    const [failed] = fake.held.splice(0);
    fake.fault({ method: 'GET', status: 503, times: 3 });
    expect(await fake.deliver(failed!)).toBe(503);
    expect(await fake.deliver(failed!)).toBe(200);
    expect((await get(jar, `/api/Transpoter/payment/${payment.payment_id}`)).json().data.status).toBe(
      'failed',
    );
  });
});

describe('nothing lost: reconcile', () => {
  it('a lost webhook is repaired by the daily job', async () => {
    const { jar, id } = await lapsedDriver();
    const { ref } = await checkout(jar);
    fake.holdWebhooks = true;
    const { payment: paid } = await fake.pay(ref);
    fake.dropWebhooks();
    expect((await mySubscription(jar)).status).toBe('expired');

    ctx.t.clock.advance(11 * 60);
    const result = await runMembershipJob(ctx.t.app.membership.ctx, ctx.t.clock.now());
    expect(result.reconciled).toBeGreaterThanOrEqual(1);
    expect((await paymentRows(id)).map((row) => [row.status, row.providerPaymentId])).toEqual([
      ['paid', paid.id],
    ]);
    const [mandate] = await db().select().from(paymentMandates).where(eq(paymentMandates.ref, ref));
    expect(mandate).toMatchObject({ status: 'active', paidCount: 1 });
    expect(await mySubscription(jar)).toMatchObject({ status: 'active', auto_renew: true });
    // A renewal whose webhook is lost is found the same way once its debit falls due.
    fake.holdWebhooks = true;
    ctx.t.clock.advance(31 * DAY);
    const debit = await fake.chargeNextCycle(ref);
    fake.dropWebhooks();
    await runMembershipJob(ctx.t.app.membership.ctx, ctx.t.clock.now());
    expect((await paymentRows(id)).map((row) => row.providerPaymentId)).toEqual([paid.id, debit!.id]);
    // The webhook arriving after all changes nothing.
    const late = fake.envelope('subscription.charged', {
      subscription: { ...fake.subscriptions.get(ref)! },
      payment: debit!,
    });
    expect(await fake.deliver(late)).toBe(200);
    expect(await paymentRows(id)).toHaveLength(2);
  });

  it('the driver looking at a payment pending for 10 minutes asks Razorpay; before that it does not', async () => {
    const { jar } = await lapsedDriver();
    const { payment, ref } = await checkout(jar, 'once');
    fake.holdWebhooks = true;
    await fake.pay(ref);
    fake.dropWebhooks();
    const read = async () =>
      (await get(jar, `/api/Transpoter/payment/${payment.payment_id}`)).json().data.status;
    expect(await read()).toBe('pending');
    ctx.t.clock.advance(10 * 60);
    expect(await read()).toBe('paid');
    expect((await mySubscription(jar)).status).toBe('active');
  });

  it('a checkout that expired unpaid is closed as failed', async () => {
    const { jar } = await lapsedDriver();
    const { payment, ref } = await checkout(jar);
    fake.expire(ref);
    ctx.t.clock.advance(11 * 60);
    await runMembershipJob(ctx.t.app.membership.ctx, ctx.t.clock.now());
    expect((await get(jar, `/api/Transpoter/payment/${payment.payment_id}`)).json().data.status).toBe(
      'failed',
    );
    expect(await notificationTypes(jar)).not.toContain('membership.payment_failed');
  });
});
