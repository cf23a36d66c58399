import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SandboxOutcome } from '@lorrybazaar/contract';

/** A payment as the provider sees it. */
export interface ProviderPayment {
  paymentId: number;
  providerRef: string;
  amountRupees: number;
  /** The checkout also asks the payer for a standing mandate (the plan renews by itself). */
  recurring: boolean;
}

/** What a checkout needs besides the payment: who pays, for which plan, and where the browser comes back. */
export interface CheckoutInput extends Omit<ProviderPayment, 'providerRef'> {
  userId: number;
  planId: number;
  periodMonths: number;
  /** Our absolute address the gateway sends the browser back to (`/c/UpgradeMembership?payment_id=…`). */
  returnUrl: string;
  now: Date;
}

export interface CheckoutSession {
  /** The provider's id of this checkout (a Razorpay subscription or payment link). */
  providerRef: string;
  /** Where the browser goes to pay: a path of this app (sandbox) or the gateway's page. */
  checkoutUrl: string;
  /** A mandate the gateway debits by itself, opened with this checkout (Razorpay Subscriptions). */
  mandate?: MandateFact;
}

/**
 * What a gateway says happened, however we heard it (a webhook, the browser's return, a
 * reconcile): applied by `commands/apply-gateway-facts.ts`, each one idempotent.
 */
export type GatewayFact = ChargeFact | MandateFact | FailureFact | ClosedFact;

/** Money received for a checkout of ours (`checkoutRef`), once per `providerPaymentId`. */
export interface ChargeFact {
  kind: 'charge';
  checkoutRef: string;
  /** The gateway's id of the money (Razorpay `pay_…`); null for the sandbox, which has none. */
  providerPaymentId: string | null;
  amountRupees: number;
  method: string | null;
  /** The standing mandate this money came through, if any (it keeps renewing). */
  mandate: string | null;
}

export const MANDATE_ENDED = ['halted', 'cancelled', 'completed', 'expired'] as const;

/** Where a mandate the gateway debits by itself stands (the gateway's status names). */
export interface MandateFact {
  kind: 'mandate';
  ref: string;
  status: string;
  chargeAt: Date | null;
  paidCount: number;
  /** Renewal was switched off: the gateway stops at the end of the paid cycle. */
  cancelAtCycleEnd?: boolean;
}

/** A payment attempt on a checkout of ours that the gateway refused. */
export interface FailureFact {
  kind: 'failure';
  checkoutRef: string;
  reason: string;
}

/** A checkout that can no longer be paid (its link or subscription expired or was cancelled). */
export interface ClosedFact {
  kind: 'closed';
  checkoutRef: string;
  reason: string;
}

export interface Verification {
  outcome: 'paid' | 'failed' | 'pending';
  /** A standing mandate the payer gave for automatic renewal (UPI AutoPay, card e-mandate). */
  mandate: string | null;
  /** Razorpay: the money the signed return names, as the gateway confirms it. */
  charge?: ChargeFact;
}

/**
 * What the membership commands need from a payment gateway. Credentials come from the
 * environment and never reach the browser. A gateway that debits mandates by itself
 * (Razorpay Subscriptions) has `cancelMandate` and `reconcile` and no `chargeRenewal`; one whose
 * mandates we debit (the sandbox) has `chargeRenewal`, called by the daily job.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a checkout for a pending payment of ours. */
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /**
   * Checks what the provider sent back through the browser (the return address's fields) and
   * says how the payment ended; `null` when the fields are not authentic.
   */
  verify(payment: ProviderPayment, payload: Record<string, string>): Promise<Verification | null>;
  /** Charges a standing mandate for a renewal (daily job). */
  chargeRenewal?(input: {
    paymentId: number;
    mandate: string;
    amountRupees: number;
  }): Promise<{ providerRef: string; outcome: 'paid' | 'failed' }>;
  /** Stops a mandate at the end of the paid cycle (renewal switched off). */
  cancelMandate?(ref: string): Promise<MandateFact>;
  /** Asks the gateway what happened to a checkout and its mandate (a lost webhook). */
  reconcile?(payment: ProviderPayment): Promise<GatewayFact[]>;
}

/**
 * The local SANDBOX (PAYMENT_PROVIDER=sandbox, development and tests; production refuses it):
 * no money moves. Its checkout page is the web app's /c/Checkout/{payment_id}, where the user
 * chooses Pay or Fail; the server then signs the outcome into the return address, as a real
 * gateway signs its redirect, so the callback cannot be forged by editing the address.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the server secret: no gateway credential exists anywhere.
    this.key = createHash('sha256').update(`lorrybazaar:sandbox-payments:${secret}`).digest();
  }

  async createCheckout(payment: Pick<CheckoutInput, 'paymentId'>): Promise<CheckoutSession> {
    return { providerRef: `sbx_${randomUUID()}`, checkoutUrl: `/c/Checkout/${payment.paymentId}` };
  }

  private sign(payment: ProviderPayment, status: SandboxOutcome, mandate: string): string {
    return createHmac('sha256', this.key)
      .update(`${payment.paymentId}|${payment.providerRef}|${payment.amountRupees}|${status}|${mandate}`)
      .digest('base64url');
  }

  /** The sandbox page's Pay / Fail: the address the browser returns to, with signed fields. */
  returnUrl(payment: ProviderPayment, outcome: SandboxOutcome): string {
    const mandate = outcome === 'paid' && payment.recurring ? `sbx_mandate_${payment.providerRef}` : '';
    const query = new URLSearchParams({ payment_id: String(payment.paymentId), status: outcome });
    if (mandate) query.set('mandate', mandate);
    query.set('signature', this.sign(payment, outcome, mandate));
    return `/c/UpgradeMembership?${query.toString()}`;
  }

  async verify(payment: ProviderPayment, payload: Record<string, string>): Promise<Verification | null> {
    const status = payload.status;
    if (status !== 'paid' && status !== 'failed') return null;
    const mandate = payload.mandate ?? '';
    if (!safeEqual(this.sign(payment, status, mandate), payload.signature ?? '')) return null;
    return { outcome: status, mandate: mandate || null };
  }

  async chargeRenewal(input: { paymentId: number; mandate: string; amountRupees: number }) {
    return { providerRef: `sbx_renewal_${input.paymentId}_${randomUUID()}`, outcome: 'paid' as const };
  }
}

/** Two signatures compared in constant time (a different length is simply unequal). */
export function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
