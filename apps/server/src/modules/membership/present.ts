import {
  PLAN_BENEFITS,
  type Payment,
  type PendingPayment,
  type Plan,
  type PlanCode,
} from '@lorrybazaar/contract';
import type { PaymentRow, PlanRow } from './membership.schema.js';

/** Rows → the contract's shapes: what of a plan or payment leaves the server. */

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toPlan(row: PlanRow): Plan {
  return {
    plan_id: String(row.id),
    code: row.code as PlanCode,
    price: row.priceRupees,
    period_months: row.periodMonths,
    trial_days: row.trialDays,
    auto_renew: row.autoRenew,
    benefits: [...PLAN_BENEFITS[row.code as PlanCode]],
  };
}

export function toPayment(row: PaymentRow, plan: PlanRow): Payment {
  return {
    payment_id: String(row.id),
    plan_id: String(row.planId),
    plan_code: plan.code as PlanCode,
    amount: row.amountRupees,
    status: row.status,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    completed_at: iso(row.completedAt),
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    kind: row.kind,
    recurring: row.recurring,
    reference: row.providerPaymentId,
    method: row.method,
  };
}

export const toPending = (row: PaymentRow, plan: PlanRow): PendingPayment => ({
  ...toPayment(row, plan),
  checkout_url: row.checkoutUrl,
});

/** A payment as its provider sees it. */
export const toProviderPayment = (row: PaymentRow) => ({
  paymentId: row.id,
  providerRef: row.providerRef ?? '',
  amountRupees: row.amountRupees,
  recurring: row.recurring,
});
