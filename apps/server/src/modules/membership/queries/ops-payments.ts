import type { OpsMandate, OpsPayment, OpsPayments } from '@lorrybazaar/contract';
import type { MembershipContext } from '../context.js';
import * as repo from '../membership.repository.js';
import type { MandateRow, PaymentRow } from '../membership.schema.js';
import { toPayment } from '../present.js';

/** Rows the console shows at once. */
const OPS_ROWS = 50;

type Payer = { mobile: string; name: string | null; company: string | null };
const payerOf = (row: Payer) => ({
  users_name: row.name || row.company || '',
  users_mobile: row.mobile.trim(),
});

async function toOpsPayment(ctx: MembershipContext, payment: PaymentRow, payer: Payer): Promise<OpsPayment> {
  return {
    ...toPayment(payment, await ctx.plans.of(payment.planId)),
    user_id: String(payment.userId),
    ...payerOf(payer),
    checkout_ref:
      payment.kind === 'renewal' ? (payment.mandateRef ?? payment.providerRef) : payment.providerRef,
    failure_reason: payment.failureReason,
    checked_at: payment.checkedAt?.toISOString() ?? null,
  };
}

const toOpsMandate = (mandate: MandateRow, payer: Payer): OpsMandate => ({
  provider: mandate.provider,
  ref: mandate.ref,
  user_id: String(mandate.userId),
  ...payerOf(payer),
  payment_id: String(mandate.paymentId),
  status: mandate.status,
  charge_at: mandate.chargeAt?.toISOString() ?? null,
  paid_count: mandate.paidCount,
  cancel_at_cycle_end: mandate.cancelAtCycleEnd,
  updated_at: mandate.updatedAt.toISOString(),
});

/** The operator console's payments and gateway mandates: recent ones, or a payer's or a gateway id's. */
export async function opsPayments(ctx: MembershipContext, query?: string): Promise<OpsPayments> {
  const [payments, mandates] = await Promise.all([
    repo.opsPayments(ctx.db, query, OPS_ROWS),
    repo.opsMandates(ctx.db, query, OPS_ROWS),
  ]);
  return {
    payments: await Promise.all(payments.map((row) => toOpsPayment(ctx, row.payment, row))),
    mandates: mandates.map((row) => toOpsMandate(row.mandate, row)),
  };
}

/** One payment as the console shows it. */
export async function opsPayment(ctx: MembershipContext, paymentId: number): Promise<OpsPayment | null> {
  const row = await repo.opsPaymentById(ctx.db, paymentId);
  return row ? toOpsPayment(ctx, row.payment, row) : null;
}
