import { createHmac } from 'node:crypto';
import type { RazorpayConfig } from '../../config.js';
import {
  createRazorpayClient,
  fromUnix,
  toUnix,
  type RazorpayClient,
  type RzpCollection,
  type RzpInvoice,
  type RzpPayment,
  type RzpPaymentLink,
  type RzpPlan,
  type RzpSubscription,
} from './razorpay-client.js';
import {
  safeEqual,
  type ChargeFact,
  type CheckoutInput,
  type CheckoutSession,
  type GatewayFact,
  type MandateFact,
  type PaymentProvider,
  type ProviderPayment,
  type Verification,
} from './payment-provider.js';

/**
 * Razorpay (PAYMENT_PROVIDER=razorpay; docs/decisions/035-razorpay.md, docs/deployment.md).
 * A plan that renews is a Razorpay Subscription: its hosted page (`short_url`) takes a UPI
 * AutoPay mandate (intent or QR) or a card, and Razorpay debits it every month by itself. One
 * month without a mandate is a Payment Link. Webhooks say what happened; this class also reads
 * the same facts back from the API (the browser's return, reconcile).
 */

/** Billing cycles a subscription is opened for: ten years of months, renewed by the driver's mandate. */
export const SUBSCRIPTION_CYCLES = 120;
/** How long an opened checkout can be paid (Razorpay's `expire_by`). */
const CHECKOUT_OPEN_MS = 24 * 60 * 60 * 1000;

/** Where a plan made at Razorpay for one of ours is remembered (table `provider_plans`). */
export interface PlanStore {
  find(key: PlanKey): Promise<string | undefined>;
  /** Keeps the first one saved for the key and answers it (two processes may make one each). */
  save(key: PlanKey, ref: string): Promise<string>;
}
export interface PlanKey {
  account: string;
  planId: number;
  amountPaise: number;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const rupees = (paise: number) => Math.round(paise / 100);
/** Our ids ride along as notes, so the Dashboard and a stray event name the payment and its payer. */
const notesOf = (input: Pick<CheckoutInput, 'paymentId' | 'userId'>) => ({
  lorrybazaar_payment_id: String(input.paymentId),
  lorrybazaar_user_id: String(input.userId),
});

export const mandateFact = (sub: RzpSubscription): MandateFact => ({
  kind: 'mandate',
  ref: sub.id,
  status: sub.status,
  chargeAt: fromUnix(sub.charge_at),
  paidCount: sub.paid_count ?? 0,
});

const chargeFact = (
  checkoutRef: string,
  payment: Pick<RzpPayment, 'id' | 'amount' | 'method'>,
  mandate: string | null,
): ChargeFact => ({
  kind: 'charge',
  checkoutRef,
  providerPaymentId: payment.id,
  amountRupees: rupees(payment.amount),
  method: payment.method ?? null,
  mandate,
});

/** A Razorpay webhook delivery (the documented envelope; only what we read). */
export interface RazorpayEvent {
  event: string;
  payload: {
    subscription?: { entity: RzpSubscription };
    payment?: { entity: RzpPayment };
    payment_link?: { entity: RzpPaymentLink };
  };
}

/** The events the webhook applies; any other is answered 200 and ignored. */
export const HANDLED_EVENTS = [
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'payment_link.paid',
  'payment.failed',
] as const;

export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay';
  readonly client: RazorpayClient;

  constructor(
    private readonly config: RazorpayConfig,
    private readonly plans: PlanStore,
    client?: RazorpayClient,
  ) {
    this.client = client ?? createRazorpayClient(config);
  }

  /** The Razorpay plan of one of ours: RAZORPAY_PLAN_ID, else made once through the API and remembered. */
  private async planRef(input: CheckoutInput): Promise<string> {
    if (this.config.planId) return this.config.planId;
    const key = { account: this.config.keyId, planId: input.planId, amountPaise: input.amountRupees * 100 };
    const known = await this.plans.find(key);
    if (known) return known;
    const plan = await this.client.post<RzpPlan>('/v1/plans', {
      period: 'monthly',
      interval: input.periodMonths,
      item: {
        name: 'LorryBazaar driver subscription',
        amount: key.amountPaise,
        currency: 'INR',
        description: 'Bid on loads and post your truck on LorryBazaar',
      },
      notes: { lorrybazaar_plan_id: String(input.planId) },
    });
    return this.plans.save(key, plan.id);
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const expireBy = toUnix(new Date(input.now.getTime() + CHECKOUT_OPEN_MS));
    if (input.recurring) {
      const sub = await this.client.post<RzpSubscription>('/v1/subscriptions', {
        plan_id: await this.planRef(input),
        total_count: SUBSCRIPTION_CYCLES,
        quantity: 1,
        // Razorpay tells the payer of each debit (the mandate rules ask for a notice before it).
        customer_notify: 1,
        expire_by: expireBy,
        notes: notesOf(input),
      });
      return { providerRef: sub.id, checkoutUrl: sub.short_url, mandate: mandateFact(sub) };
    }
    const link = await this.client.post<RzpPaymentLink>('/v1/payment_links', {
      amount: input.amountRupees * 100,
      currency: 'INR',
      accept_partial: false,
      description: 'LorryBazaar driver subscription, one month',
      reference_id: `lb_${input.paymentId}`,
      expire_by: expireBy,
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: notesOf(input),
      callback_url: input.returnUrl,
      callback_method: 'get',
    });
    return { providerRef: link.id, checkoutUrl: link.short_url };
  }

  /**
   * The browser's return. A Payment Link signs `link_id|reference_id|status|payment_id`;
   * Razorpay Checkout for a subscription signs `payment_id|subscription_id` (with the key
   * secret). A genuine return is then confirmed by reading the payment: Razorpay down or the
   * payment not captured yet answers `pending` (the webhook or reconcile finishes it).
   */
  async verify(payment: ProviderPayment, payload: Record<string, string>): Promise<Verification | null> {
    const paymentId = payload.razorpay_payment_id ?? '';
    const signature = payload.razorpay_signature ?? '';
    if (!/^pay_\w+$/.test(paymentId)) return null;
    const secret = this.config.keySecret;
    const signed = payment.recurring
      ? payload.razorpay_subscription_id === payment.providerRef &&
        safeEqual(hmac(secret, `${paymentId}|${payment.providerRef}`), signature)
      : payload.razorpay_payment_link_id === payment.providerRef &&
        payload.razorpay_payment_link_reference_id === `lb_${payment.paymentId}` &&
        safeEqual(
          hmac(
            secret,
            `${payment.providerRef}|${payload.razorpay_payment_link_reference_id}|${payload.razorpay_payment_link_status ?? ''}|${paymentId}`,
          ),
          signature,
        );
    if (!signed) return null;
    const mandate = payment.recurring ? payment.providerRef : null;
    const found = await this.client.get<RzpPayment>(`/v1/payments/${paymentId}`).catch(() => null);
    if (found?.status === 'failed') return { outcome: 'failed', mandate: null };
    // The mandate's authorisation may be a token amount; only the plan's price is a month.
    if (found?.status !== 'captured' || found.amount !== payment.amountRupees * 100) {
      return { outcome: 'pending', mandate };
    }
    return { outcome: 'paid', mandate, charge: chargeFact(payment.providerRef, found, mandate) };
  }

  async cancelMandate(ref: string): Promise<MandateFact> {
    const sub = await this.client.post<RzpSubscription>(`/v1/subscriptions/${ref}/cancel`, {
      cancel_at_cycle_end: 1,
    });
    return { ...mandateFact(sub), cancelAtCycleEnd: true };
  }

  /** What Razorpay holds of a checkout: its subscription and paid invoices, or its payment link. */
  async reconcile(payment: ProviderPayment): Promise<GatewayFact[]> {
    const ref = payment.providerRef;
    if (payment.recurring) {
      const sub = await this.client.get<RzpSubscription>(`/v1/subscriptions/${ref}`);
      const invoices = await this.client.get<RzpCollection<RzpInvoice>>(
        `/v1/invoices?subscription_id=${encodeURIComponent(ref)}&count=100`,
      );
      const facts: GatewayFact[] = [mandateFact(sub)];
      for (const invoice of invoices.items) {
        if (invoice.status !== 'paid' || !invoice.payment_id) continue;
        facts.push(
          chargeFact(ref, { id: invoice.payment_id, amount: invoice.amount_paid, method: null }, ref),
        );
      }
      if (sub.status === 'expired' || (sub.status === 'cancelled' && sub.paid_count === 0)) {
        facts.push({ kind: 'closed', checkoutRef: ref, reason: sub.status });
      }
      return facts;
    }
    const link = await this.client.get<RzpPaymentLink>(`/v1/payment_links/${ref}`);
    const facts: GatewayFact[] = (link.payments ?? [])
      .filter((paid) => paid.status === 'captured')
      .map((paid) =>
        chargeFact(ref, { id: paid.payment_id, amount: paid.amount, method: paid.method }, null),
      );
    if (link.status === 'expired' || link.status === 'cancelled') {
      facts.push({ kind: 'closed', checkoutRef: ref, reason: link.status });
    }
    return facts;
  }

  /** `X-Razorpay-Signature`: the hex HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook(raw: Buffer, signature: string): boolean {
    const expected = createHmac('sha256', this.config.webhookSecret).update(raw).digest('hex');
    return safeEqual(expected, signature);
  }

  /**
   * The facts of one delivery. A failed payment names neither our checkout nor its mandate, so
   * its invoice (a subscription's debit) or its payment link is looked up; what names nothing
   * of ours gives no fact.
   */
  async webhookFacts(delivery: RazorpayEvent): Promise<GatewayFact[]> {
    const sub = delivery.payload.subscription?.entity;
    const payment = delivery.payload.payment?.entity;
    const link = delivery.payload.payment_link?.entity;
    switch (delivery.event) {
      case 'subscription.authenticated':
      case 'subscription.activated':
      case 'subscription.pending':
      case 'subscription.halted':
      case 'subscription.cancelled':
        return sub ? [mandateFact(sub)] : [];
      case 'subscription.charged':
        if (!sub) return [];
        return payment?.status === 'captured'
          ? [mandateFact(sub), chargeFact(sub.id, payment, sub.id)]
          : [mandateFact(sub)];
      case 'payment_link.paid':
        return link && payment?.status === 'captured' ? [chargeFact(link.id, payment, null)] : [];
      case 'payment.failed': {
        if (!payment) return [];
        const checkoutRef = await this.checkoutOf(payment);
        const reason = payment.error_description ?? payment.error_code ?? 'failed';
        return checkoutRef ? [{ kind: 'failure', checkoutRef, reason }] : [];
      }
      default:
        return [];
    }
  }

  private async checkoutOf(payment: RzpPayment): Promise<string | null> {
    if (payment.invoice_id) {
      const invoice = await this.client.get<RzpInvoice>(`/v1/invoices/${payment.invoice_id}`);
      return invoice.subscription_id;
    }
    // This list is not a `collection`: Razorpay answers `{ payment_links: [...] }`.
    const links = await this.client.get<{ payment_links: RzpPaymentLink[] }>(
      `/v1/payment_links?payment_id=${encodeURIComponent(payment.id)}`,
    );
    return links.payment_links[0]?.id ?? null;
  }
}
