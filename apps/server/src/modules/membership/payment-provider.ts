import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import type { SandboxOutcome } from '@lorrybazaar/contract';

/** A payment as the provider sees it. */
export interface ProviderPayment {
  paymentId: number;
  providerRef: string;
  amountRupees: number;
  /** The plan renews by itself: the checkout also asks the payer for a standing mandate. */
  recurring: boolean;
}

export interface CheckoutSession {
  /** The provider's id of this payment (an order id at a real gateway). */
  providerRef: string;
  /** Where the browser goes to pay: a path of this app (sandbox) or the gateway's page. */
  checkoutUrl: string;
}

export interface Verification {
  outcome: 'paid' | 'failed' | 'pending';
  /** A standing mandate the payer gave for automatic renewal (UPI AutoPay, card e-mandate). */
  mandate: string | null;
}

/**
 * What the membership service needs from a payment gateway. A real gateway (Razorpay, Cashfree,
 * PayU …) implements the same three calls; its credentials come from the environment and never
 * reach the browser. Nothing here is specific to the sandbox.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a checkout for a pending payment of ours. */
  createCheckout(payment: Omit<ProviderPayment, 'providerRef'>): Promise<CheckoutSession>;
  /**
   * Checks what the provider sent back through the browser (the return address's fields) and
   * says how the payment ended; `null` when the fields are not authentic.
   */
  verify(payment: ProviderPayment, payload: Record<string, string>): Promise<Verification | null>;
  /** Charges a standing mandate for a renewal (daily job). */
  chargeRenewal(input: {
    paymentId: number;
    mandate: string;
    amountRupees: number;
  }): Promise<{ providerRef: string; outcome: 'paid' | 'failed' }>;
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

  async createCheckout(payment: Omit<ProviderPayment, 'providerRef'>): Promise<CheckoutSession> {
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
    const expected = Buffer.from(this.sign(payment, status, mandate));
    const given = Buffer.from(payload.signature ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { outcome: status, mandate: mandate || null };
  }

  async chargeRenewal(input: { paymentId: number; mandate: string; amountRupees: number }) {
    return { providerRef: `sbx_renewal_${input.paymentId}_${randomUUID()}`, outcome: 'paid' as const };
  }
}

/** The configured provider, or null when payments are switched off (PAYMENT_PROVIDER=disabled). */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  return config.paymentProvider === 'sandbox' ? new SandboxPaymentProvider(config.secrets.auth) : null;
}
