import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import * as repo from './membership.repository.js';
import { paidPeriod } from './membership.rules.js';
import type { PaymentRow, PlanRow } from './membership.schema.js';

/**
 * Applies one paid period to the user's subscription (a charge of any provider, or a renewal):
 * from max(now, current expiry), one month per period (docs/decisions/008-membership.md). The
 * caller holds the user's membership lock inside its transaction. Answers the new end.
 */
export async function applyPaidPeriod(
  tx: DbOrTx,
  payment: PaymentRow,
  plan: PlanRow,
  mandate: string | null,
  now: Date,
  money: { providerPaymentId?: string | null; method?: string | null } = {},
): Promise<Date> {
  const facts = await repo.membershipFacts(tx, payment.userId);
  if (!facts) throw notFound();
  const period = paidPeriod(facts, now, plan.periodMonths);
  const previous = facts.subscription;
  const keptMandate = mandate ?? previous?.renewalMandate ?? null;
  await repo.saveSubscription(tx, {
    userId: payment.userId,
    planId: plan.id,
    status: 'active',
    startedAt: period.startedAt,
    expiresAt: period.end,
    autoRenew: plan.autoRenew && keptMandate !== null && (mandate !== null || (previous?.autoRenew ?? false)),
    renewalMandate: keptMandate,
    updatedAt: now,
  });
  await repo.markPaymentPaid(tx, payment.id, period, now, money);
  return period.end;
}
