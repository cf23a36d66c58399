/**
 * The project's own fake Razorpay: a small HTTP server on 127.0.0.1 that answers the part of
 * Razorpay's documented API the server uses (docs/decisions/035-razorpay.md), with its entity
 * shapes, error body and Basic auth, and plays the customer and Razorpay's side: a hosted
 * checkout page a browser can pay on, monthly debits, and signed webhook deliveries. The
 * server suite and the browser test start it; it has no dependency besides Node, so both can
 * import it. Nothing here is a credential: keys are made up per test.
 *
 * API: POST/GET /v1/plans, POST/GET /v1/subscriptions(/:id), POST /v1/subscriptions/:id/cancel,
 * GET /v1/invoices?subscription_id=, GET /v1/invoices/:id, POST/GET /v1/payment_links(/:id),
 * GET /v1/payment_links?payment_id=|reference_id=, GET /v1/payments/:id. Hosted pages: /i/:code.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where signed webhooks go (the app's /api/payments/razorpay/webhook); settable later. */
  webhookUrl?: string;
  /** The fake's clock (a test moves it with the app's); default: real time. */
  now?: () => Date;
}

/** A fault the next matching API calls meet: an error status, a slow answer, or both. */
export interface Fault {
  method?: 'GET' | 'POST';
  /** Matched against the path (with its query). */
  path?: RegExp;
  status?: number;
  delayMs?: number;
  /** How many calls meet it (default 1). */
  times?: number;
}

type Entity = Record<string, unknown>;
export interface Delivery {
  event: string;
  eventId: string;
  body: string;
  signature: string;
}
interface Subscription extends Entity {
  id: string;
  status: string;
  plan_id: string;
  paid_count: number;
  current_start: number | null;
  current_end: number | null;
  charge_at: number | null;
  notes: unknown;
}
interface PaymentLink extends Entity {
  id: string;
  status: string;
  amount: number;
  reference_id: string;
  callback_url: string;
  order_id: string;
  payments: Entity[] | null;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix and 14 letters or digits. */
const newId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((byte) => BASE62[byte % 62]).join('')}`;
const errorBody = (code: string, description: string) => ({
  error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
});
const addMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  next.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds());
  return Math.floor(next.getTime() / 1000);
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(description);
  }
}

export async function startFakeRazorpay(options: FakeRazorpayOptions) {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const plans = new Map<string, Entity>();
  const subscriptions = new Map<string, Subscription>();
  const cancelAtCycleEnd = new Set<string>();
  const links = new Map<string, PaymentLink>();
  /** Every payment tried on a link, failed ones too (Razorpay finds a link by any of them). */
  const linkOfPayment = new Map<string, string>();
  const payments = new Map<string, Entity>();
  const invoices = new Map<string, Entity>();
  const pages = new Map<string, { kind: 'subscription' | 'link'; id: string }>();
  const faultList: (Fault & { times: number })[] = [];
  const held: Delivery[] = [];
  const fake = {
    url: '',
    webhookUrl: options.webhookUrl ?? '',
    /** Deliveries wait in `held` until released (a webhook that lands later). */
    holdWebhooks: false,
    /**
     * How a delivery reaches the app: by default an HTTP POST to `webhookUrl`; the server suite
     * hands it to `app.inject` instead. Answers the app's status (0: no answer).
     */
    transport: null as null | ((delivery: Delivery, headers: Record<string, string>) => Promise<number>),
    /** Every API call, as `METHOD /path?query`. */
    requests: [] as string[],
    /** Every delivery made, with the status the app answered (0: no answer). */
    deliveries: [] as { event: string; eventId: string; status: number }[],
    plans,
    subscriptions,
    links,
    payments,
    invoices,
    held,

    fault(fault: Fault) {
      faultList.push({ ...fault, times: fault.times ?? 1 });
    },
    clearFaults() {
      faultList.length = 0;
    },

    /** X-Razorpay-Signature of a body: hex HMAC-SHA256 with the webhook secret. */
    sign(body: string, secret = options.webhookSecret) {
      return createHmac('sha256', secret).update(body).digest('hex');
    },

    /** A delivery as Razorpay makes it: the envelope, its id and signature. */
    envelope(event: string, payload: Record<string, Entity>, eventId = newId('evt')): Delivery {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount0001',
        event,
        contains: Object.keys(payload),
        payload: Object.fromEntries(Object.entries(payload).map(([key, entity]) => [key, { entity }])),
        created_at: now(),
      });
      return { event, eventId, body, signature: fake.sign(body) };
    },

    /** Posts one delivery to the app now (headers as Razorpay sends them); answers the status. */
    async deliver(delivery: Delivery, extra: Record<string, string> = {}): Promise<number> {
      const headers = {
        'content-type': 'application/json',
        'x-razorpay-signature': delivery.signature,
        'x-razorpay-event-id': delivery.eventId,
        ...extra,
      };
      const status = fake.transport
        ? await fake.transport(delivery, headers)
        : await fetch(fake.webhookUrl, { method: 'POST', headers, body: delivery.body }).then(
            (response) => response.status,
            () => 0,
          );
      fake.deliveries.push({ event: delivery.event, eventId: delivery.eventId, status });
      return status;
    },

    async send(event: string, payload: Record<string, Entity>) {
      const delivery = fake.envelope(event, payload);
      if (fake.holdWebhooks) held.push(delivery);
      else await fake.deliver(delivery);
    },

    /** The held deliveries, in order (the webhook lands now). */
    async releaseWebhooks() {
      fake.holdWebhooks = false;
      for (const delivery of held.splice(0)) await fake.deliver(delivery);
    },
    /** The held deliveries never arrive (a lost webhook). */
    dropWebhooks() {
      held.length = 0;
      fake.holdWebhooks = false;
    },

    /**
     * What the hosted page's Pay (or a refused payment) does for a subscription or payment
     * link: the payment, and the webhooks Razorpay sends. Answers the payment and, for a link,
     * the signed fields of the return to `callback_url`.
     */
    async pay(ref: string, how: { method?: string; outcome?: 'paid' | 'failed' } = {}) {
      const method = how.method ?? 'upi';
      const outcome = how.outcome ?? 'paid';
      const sub = subscriptions.get(ref);
      if (sub) return paySubscription(sub, method, outcome);
      const link = links.get(ref);
      if (link) return payLink(link, method, outcome);
      throw new Error(`nothing to pay: ${ref}`);
    },

    /**
     * Razorpay's debit of the next cycle: a charge, or a refused one (the subscription goes
     * pending, then halted on the next refusal). A subscription cancelled at the cycle's end
     * ends instead.
     */
    async chargeNextCycle(subId: string, outcome: 'paid' | 'failed' = 'paid') {
      const sub = subscriptions.get(subId)!;
      if (cancelAtCycleEnd.has(subId)) {
        Object.assign(sub, { status: 'cancelled', ended_at: now(), charge_at: null });
        await fake.send('subscription.cancelled', { subscription: { ...sub } });
        return null;
      }
      const plan = plans.get(sub.plan_id)!;
      const amount = (plan.item as Entity).amount as number;
      const invoice = newInvoice(sub, amount);
      const payment = newPayment(amount, 'upi', outcome, {
        invoice_id: invoice.id,
        order_id: invoice.order_id,
      });
      if (outcome === 'paid') {
        const wasDown = sub.status === 'pending' || sub.status === 'halted';
        Object.assign(invoice, {
          status: 'paid',
          payment_id: payment.id,
          amount_paid: amount,
          paid_at: now(),
        });
        const start = sub.current_end ?? now();
        Object.assign(sub, {
          status: 'active',
          paid_count: sub.paid_count + 1,
          current_start: start,
          current_end: addMonth(start),
          charge_at: addMonth(start),
        });
        if (wasDown) await fake.send('subscription.activated', { subscription: { ...sub }, payment });
        await fake.send('subscription.charged', { subscription: { ...sub }, payment });
      } else {
        sub.status = sub.status === 'pending' ? 'halted' : 'pending';
        await fake.send('payment.failed', { payment });
        await fake.send(`subscription.${sub.status}`, { subscription: { ...sub }, payment });
      }
      return payment;
    },

    /** The checkout can no longer be paid (its `expire_by` passed), without a webhook. */
    expire(ref: string) {
      const sub = subscriptions.get(ref);
      if (sub) Object.assign(sub, { status: 'expired', ended_at: now() });
      const link = links.get(ref);
      if (link) Object.assign(link, { status: 'expired', expired_at: now() });
    },

    /** The hosted page's address of a subscription or payment link. */
    pageOf(ref: string) {
      return (subscriptions.get(ref)?.short_url ?? links.get(ref)?.short_url) as string;
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function newPayment(amount: number, method: string, outcome: 'paid' | 'failed', parent: Entity): Entity {
    const failed = outcome === 'failed';
    const payment: Entity = {
      id: newId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: failed ? 'failed' : 'captured',
      order_id: null,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description: 'LorryBazaar',
      card_id: null,
      bank: null,
      wallet: null,
      vpa: method === 'upi' ? 'driver@okaxis' : null,
      email: 'void@razorpay.com',
      contact: '+919000090000',
      notes: [],
      fee: failed ? null : Math.round(amount * 0.02),
      tax: failed ? null : 0,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment was declined by the UPI app.' : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_declined' : null,
      created_at: now(),
      ...parent,
    };
    payments.set(payment.id as string, payment);
    return payment;
  }

  function newInvoice(sub: Subscription, amount: number): Entity {
    const invoice: Entity = {
      id: newId('inv'),
      entity: 'invoice',
      customer_id: sub.customer_id ?? null,
      order_id: newId('order'),
      subscription_id: sub.id,
      payment_id: null,
      status: 'issued',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      billing_start: sub.current_end ?? now(),
      billing_end: addMonth(sub.current_end ?? now()),
      paid_at: null,
      created_at: now(),
    };
    invoices.set(invoice.id as string, invoice);
    return invoice;
  }

  async function paySubscription(sub: Subscription, method: string, outcome: 'paid' | 'failed') {
    if (sub.status !== 'created') throw new ApiError(400, 'This subscription cannot be paid.');
    const amount = (plans.get(sub.plan_id)!.item as Entity).amount as number;
    sub.auth_attempts = (sub.auth_attempts as number) + 1;
    const invoice = newInvoice(sub, amount);
    const payment = newPayment(amount, method, outcome, {
      invoice_id: invoice.id,
      order_id: invoice.order_id,
    });
    if (outcome === 'failed') {
      await fake.send('payment.failed', { payment });
      return { payment, returnFields: null };
    }
    // No start_at: the subscription starts with the authorisation payment, the first month's.
    const start = now();
    Object.assign(invoice, { status: 'paid', payment_id: payment.id, amount_paid: amount, paid_at: start });
    Object.assign(sub, { status: 'authenticated', customer_id: newId('cust') });
    await fake.send('subscription.authenticated', { subscription: { ...sub }, payment });
    Object.assign(sub, {
      status: 'active',
      paid_count: 1,
      current_start: start,
      current_end: addMonth(start),
      charge_at: addMonth(start),
    });
    await fake.send('subscription.activated', { subscription: { ...sub }, payment });
    await fake.send('subscription.charged', { subscription: { ...sub }, payment });
    // What Razorpay Checkout hands back for a subscription (signed with the key secret).
    const returnFields = {
      razorpay_payment_id: payment.id as string,
      razorpay_subscription_id: sub.id,
      razorpay_signature: fake.sign(`${payment.id as string}|${sub.id}`, options.keySecret),
    };
    return { payment, returnFields };
  }

  async function payLink(link: PaymentLink, method: string, outcome: 'paid' | 'failed') {
    if (link.status !== 'created') throw new ApiError(400, 'This payment link cannot be paid.');
    link.order_id ||= newId('order');
    const payment = newPayment(link.amount, method, outcome, { order_id: link.order_id });
    linkOfPayment.set(payment.id as string, link.id);
    if (outcome === 'failed') {
      await fake.send('payment.failed', { payment });
      return { payment, returnFields: null };
    }
    Object.assign(link, {
      status: 'paid',
      amount_paid: link.amount,
      updated_at: now(),
      payments: [
        {
          amount: link.amount,
          created_at: now(),
          method,
          payment_id: payment.id,
          plink_id: link.id,
          status: 'captured',
          updated_at: now(),
        },
      ],
    });
    const order = {
      id: link.order_id,
      entity: 'order',
      amount: link.amount,
      amount_paid: link.amount,
      status: 'paid',
    };
    await fake.send('payment_link.paid', { payment_link: { ...link }, order, payment });
    const returnFields = {
      razorpay_payment_id: payment.id as string,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: fake.sign(
        `${link.id}|${link.reference_id}|paid|${payment.id as string}`,
        options.keySecret,
      ),
    };
    return { payment, returnFields };
  }

  // ---------------------------------------------------------------- the API

  function api(method: string, path: string, query: URLSearchParams, body: Entity): unknown {
    const parts = path.split('/').filter(Boolean).slice(1); // after "v1"
    const [resource, id, action] = parts;
    const need = <T>(value: T | undefined): T => {
      if (value === undefined) throw new ApiError(400, 'The id provided does not exist');
      return value;
    };
    if (resource === 'plans' && method === 'POST' && !id) {
      const item = body.item as Entity | undefined;
      if (!['daily', 'weekly', 'monthly', 'yearly'].includes(body.period as string))
        throw new ApiError(400, 'The period field is invalid.');
      if (!Number.isInteger(body.interval)) throw new ApiError(400, 'The interval must be an integer.');
      if (!item?.name || !Number.isInteger(item.amount) || (item.amount as number) < 100)
        throw new ApiError(400, 'The item amount must be at least 100.');
      const plan = {
        id: newId('plan'),
        entity: 'plan',
        interval: body.interval,
        period: body.period,
        item: {
          id: newId('item'),
          active: true,
          currency: 'INR',
          ...item,
          unit_amount: item.amount,
          type: 'plan',
        },
        notes: body.notes ?? [],
        created_at: now(),
      };
      plans.set(plan.id, plan);
      return plan;
    }
    if (resource === 'plans' && method === 'GET' && id) return need(plans.get(id));
    if (resource === 'subscriptions' && method === 'POST' && !id) {
      if (!plans.has(body.plan_id as string)) throw new ApiError(400, 'The id provided does not exist');
      if (!Number.isInteger(body.total_count)) throw new ApiError(400, 'The total count field is required.');
      if (typeof body.expire_by === 'number' && body.expire_by <= now())
        throw new ApiError(400, 'expire_by should be in the future');
      const code = newId('i').slice(2);
      const sub: Subscription = {
        id: newId('sub'),
        entity: 'subscription',
        plan_id: body.plan_id as string,
        customer_id: null,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: body.quantity ?? 1,
        notes: body.notes ?? [],
        charge_at: now(),
        start_at: now(),
        end_at: null,
        auth_attempts: 0,
        total_count: body.total_count,
        paid_count: 0,
        customer_notify: Boolean(body.customer_notify),
        created_at: now(),
        expire_by: body.expire_by ?? null,
        short_url: `${fake.url}/i/${code}`,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: 'api',
        remaining_count: body.total_count,
      };
      subscriptions.set(sub.id, sub);
      pages.set(code, { kind: 'subscription', id: sub.id });
      return sub;
    }
    if (resource === 'subscriptions' && id && !action && method === 'GET') return need(subscriptions.get(id));
    if (resource === 'subscriptions' && id && action === 'cancel' && method === 'POST') {
      const sub = need(subscriptions.get(id));
      if (['cancelled', 'completed', 'expired', 'halted'].includes(sub.status))
        throw new ApiError(400, `Subscription is not cancellable in ${sub.status} status.`);
      const atCycleEnd = body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true;
      if (atCycleEnd && sub.status === 'active') {
        cancelAtCycleEnd.add(id);
        return sub;
      }
      Object.assign(sub, { status: 'cancelled', ended_at: now(), charge_at: null });
      void fake.send('subscription.cancelled', { subscription: { ...sub } });
      return sub;
    }
    if (resource === 'invoices' && method === 'GET' && !id) {
      const subId = query.get('subscription_id');
      const items = [...invoices.values()].filter((invoice) => !subId || invoice.subscription_id === subId);
      return { entity: 'collection', count: items.length, items: items.reverse() };
    }
    if (resource === 'invoices' && method === 'GET' && id) return need(invoices.get(id));
    if (resource === 'payment_links' && method === 'POST' && !id) {
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
        throw new ApiError(400, 'The amount must be atleast INR 1.00');
      const reference = body.reference_id as string | undefined;
      if (reference && [...links.values()].some((link) => link.reference_id === reference))
        throw new ApiError(400, `Payment Link with reference id ${reference} already exists`);
      if (typeof body.expire_by === 'number' && body.expire_by < now() + 15 * 60)
        throw new ApiError(400, 'expire_by should be at least 15 minutes after current time');
      if (body.callback_url && body.callback_method !== 'get')
        throw new ApiError(400, 'callback_method should be get');
      const code = newId('i').slice(2);
      const link: PaymentLink = {
        accept_partial: Boolean(body.accept_partial),
        amount: body.amount as number,
        amount_paid: 0,
        callback_method: body.callback_method ?? '',
        callback_url: (body.callback_url as string) ?? '',
        cancelled_at: 0,
        created_at: now(),
        currency: body.currency ?? 'INR',
        customer: body.customer ?? {},
        description: body.description ?? '',
        expire_by: body.expire_by ?? 0,
        expired_at: 0,
        first_min_partial_amount: 0,
        id: newId('plink'),
        notes: body.notes ?? null,
        notify: body.notify ?? { sms: false, email: false },
        order_id: '',
        payments: null,
        reference_id: reference ?? '',
        reminder_enable: Boolean(body.reminder_enable),
        reminders: [],
        short_url: `${fake.url}/i/${code}`,
        status: 'created',
        updated_at: now(),
        upi_link: false,
        user_id: '',
      };
      links.set(link.id, link);
      pages.set(code, { kind: 'link', id: link.id });
      return link;
    }
    if (resource === 'payment_links' && method === 'GET' && !id) {
      const byPayment = query.get('payment_id');
      const byReference = query.get('reference_id');
      const found = [...links.values()].filter(
        (link) =>
          (!byPayment || linkOfPayment.get(byPayment) === link.id) &&
          (!byReference || link.reference_id === byReference),
      );
      return { payment_links: found };
    }
    if (resource === 'payment_links' && method === 'GET' && id) return need(links.get(id));
    if (resource === 'payments' && method === 'GET' && id) return need(payments.get(id));
    throw new ApiError(400, 'The requested URL was not found on the server.');
  }

  // ---------------------------------------------------------------- the hosted page

  function page(title: string, content: string) {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><p>Razorpay (test)</p><h1>${escapeHtml(title)}</h1>${content}</body></html>`;
  }

  function checkoutPage(code: string): string | null {
    const target = pages.get(code);
    if (!target) return null;
    const entity = target.kind === 'subscription' ? subscriptions.get(target.id)! : links.get(target.id)!;
    const amount =
      target.kind === 'subscription'
        ? ((plans.get((entity as Subscription).plan_id)!.item as Entity).amount as number)
        : (entity as PaymentLink).amount;
    const rupees = `₹${amount / 100}`;
    const open = entity.status === 'created';
    const what =
      target.kind === 'subscription'
        ? `<p>${rupees} every month by UPI AutoPay or card, starting today.</p>`
        : `<p>${rupees}, once.</p>`;
    const form = (label: string, fields: Record<string, string>) =>
      `<form method="post" action="/i/${code}/pay">${Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join('')}<button type="submit">${escapeHtml(label)}</button></form>`;
    return page(
      target.kind === 'subscription' ? 'Set up UPI AutoPay' : 'Pay LorryBazaar',
      open
        ? `${what}${form(`Pay ${rupees} with UPI`, { method: 'upi', outcome: 'paid' })}${form(
            `Pay ${rupees} with a card`,
            { method: 'card', outcome: 'paid' },
          )}${form('Decline', { method: 'upi', outcome: 'failed' })}`
        : `<p>This page is ${escapeHtml(entity.status as string)}.</p>`,
    );
  }

  // ---------------------------------------------------------------- the server

  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', fake.url);
    const method = request.method ?? 'GET';
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };

    if (url.pathname.startsWith('/v1/')) {
      fake.requests.push(`${method} ${url.pathname}${url.search}`);
      const fault = faultList.find(
        (f) => (!f.method || f.method === method) && (!f.path || f.path.test(`${url.pathname}${url.search}`)),
      );
      if (fault) {
        fault.times -= 1;
        if (fault.times <= 0) faultList.splice(faultList.indexOf(fault), 1);
        if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (fault.status) {
          return json(
            fault.status,
            fault.status === 401
              ? errorBody('BAD_REQUEST_ERROR', 'Authentication failed')
              : errorBody(
                  'SERVER_ERROR',
                  'The server encountered an error. The incident has been reported to admins.',
                ),
          );
        }
      }
      if (request.headers.authorization !== authorization) {
        return json(401, errorBody('BAD_REQUEST_ERROR', 'Authentication failed'));
      }
      let body: Entity = {};
      if (raw) {
        try {
          body = JSON.parse(raw) as Entity;
        } catch {
          return json(400, errorBody('BAD_REQUEST_ERROR', 'The request body is not valid JSON.'));
        }
      }
      try {
        return json(200, api(method, url.pathname, url.searchParams, body));
      } catch (error) {
        if (error instanceof ApiError)
          return json(error.status, errorBody('BAD_REQUEST_ERROR', error.description));
        throw error;
      }
    }

    const hosted = /^\/i\/(\w+)(\/pay)?$/.exec(url.pathname);
    const html = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(text);
    };
    if (hosted && method === 'GET' && !hosted[2]) {
      const text = checkoutPage(hosted[1]!);
      return text ? html(200, text) : html(404, page('Not found', ''));
    }
    if (hosted && method === 'POST' && hosted[2]) {
      const target = pages.get(hosted[1]!);
      if (!target) return html(404, page('Not found', ''));
      const form = new URLSearchParams(raw);
      const outcome = form.get('outcome') === 'failed' ? 'failed' : 'paid';
      const paid = await fake
        .pay(target.id, { method: form.get('method') ?? 'upi', outcome })
        .catch(() => null);
      if (!paid) return html(409, page('This page can no longer be paid', ''));
      if (outcome === 'failed') {
        return html(200, page('Payment failed', `<p><a href="/i/${hosted[1]!}">Try again</a></p>`));
      }
      const link = target.kind === 'link' ? links.get(target.id)! : null;
      if (link?.callback_url && paid.returnFields) {
        const back = new URL(link.callback_url);
        for (const [name, value] of Object.entries(paid.returnFields)) back.searchParams.set(name, value);
        response.writeHead(303, { location: back.toString() });
        return response.end();
      }
      // A subscription's hosted page does not send the browser back: Razorpay shows this.
      return html(200, page('Payment successful', '<p>You can close this page.</p>'));
    }
    return html(404, page('Not found', ''));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify(errorBody('SERVER_ERROR', String(error))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
