import type { MembershipContext } from '../context.js';
import { addDays } from '../membership.rules.js';
import * as repo from '../membership.repository.js';
import { applyPaidPeriod } from '../paid-period.js';

/**
 * The daily job's renewals of mandates we debit ourselves (the sandbox's; a gateway that debits
 * by itself sends its charges as webhooks): paid periods that end within a day are charged
 * and extended by one period, each user in its own transaction. A failed charge leaves the
 * period to lapse; the user can still pay by hand.
 */
export async function renewSubscriptions(ctx: MembershipContext, now: Date) {
  const provider = ctx.checkoutProvider;
  if (!provider?.chargeRenewal) return { renewed: 0, failed: 0 };
  let renewed = 0;
  let failed = 0;
  const until = addDays(now, 1);
  for (const userId of await repo.dueForRenewal(ctx.db, until)) {
    await ctx.db.transaction(async (tx) => {
      await repo.lockUserMembership(tx, userId);
      // Another server's job may have renewed it meanwhile.
      const sub = await repo.findSubscription(tx, userId);
      if (!sub || sub.status !== 'active' || !sub.autoRenew || !sub.renewalMandate || sub.expiresAt > until) {
        return;
      }
      const plan = await repo.findPlan(tx, sub.planId);
      if (!plan || plan.priceRupees <= 0) return;
      const payment = await repo.insertPayment(tx, {
        userId,
        planId: plan.id,
        amountRupees: plan.priceRupees,
        kind: 'renewal',
        provider: provider.name,
        recurring: true,
        mandateRef: sub.renewalMandate,
        createdAt: now,
      });
      const charge = await provider.chargeRenewal!({
        paymentId: payment.id,
        mandate: sub.renewalMandate,
        amountRupees: plan.priceRupees,
      });
      await repo.setPaymentRef(tx, payment.id, charge.providerRef);
      if (charge.outcome === 'paid') {
        await applyPaidPeriod(tx, payment, plan, sub.renewalMandate, now);
        renewed += 1;
      } else {
        await repo.markPaymentFailed(tx, payment.id, now);
        failed += 1;
      }
    });
  }
  return { renewed, failed };
}
