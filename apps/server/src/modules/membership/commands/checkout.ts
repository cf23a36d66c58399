import { MEMBERSHIP_CODES as C, type CheckoutMode } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { HttpError, badRequest, tooManyRequests } from '../../../lib/http-error.js';
import type { MembershipContext } from '../context.js';
import * as repo from '../membership.repository.js';
import { toPayment } from '../present.js';

/** Checkouts a user may open per hour: generous for retries, small enough to stop a loop. */
export const CHECKOUTS_PER_HOUR = 20;

/**
 * A pending payment of one period of the plan, and where the browser pays it. A plan that
 * renews asks for a mandate unless the payer chose `once` or a mandate already renews it (a
 * second one would debit twice a month). A gateway that is down, slow or refuses leaves
 * nothing behind: 503 in the user's language (docs/decisions/035-razorpay.md).
 */
export async function checkout(
  ctx: MembershipContext,
  actor: Actor,
  input: { planId: number; mode?: CheckoutMode; origin: string },
) {
  const gateway = ctx.checkoutProvider;
  if (!gateway) throw new HttpError(503, C.paymentsUnavailable);
  const plan = await ctx.plans.offered(actor, input.planId);
  if (plan.priceRupees <= 0) throw badRequest(C.planNotAvailable);
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - 3600_000);
  // Counted and inserted under the user's membership lock: 50 checkouts at once cannot all
  // see 19 and all pass.
  const payment = await ctx.db.transaction(async (tx) => {
    await repo.lockUserMembership(tx, actor.userId);
    if ((await repo.countPaymentsSince(tx, actor.userId, hourAgo)) >= CHECKOUTS_PER_HOUR) {
      throw tooManyRequests(C.tooManyPayments, 3600);
    }
    const running = await repo.findSubscription(tx, actor.userId);
    const renewing = running?.status === 'active' && running.autoRenew && running.expiresAt > now;
    return repo.insertPayment(tx, {
      userId: actor.userId,
      planId: plan.id,
      amountRupees: plan.priceRupees,
      kind: 'checkout',
      provider: gateway.name,
      recurring: plan.autoRenew && input.mode !== 'once' && !renewing,
      createdAt: now,
    });
  });
  try {
    const session = await gateway.createCheckout({
      paymentId: payment.id,
      userId: actor.userId,
      planId: plan.id,
      periodMonths: plan.periodMonths,
      amountRupees: payment.amountRupees,
      recurring: payment.recurring,
      returnUrl: `${input.origin}/c/UpgradeMembership?payment_id=${payment.id}`,
      now,
    });
    await ctx.db.transaction(async (tx) => {
      await repo.setPaymentRef(tx, payment.id, session.providerRef, session.checkoutUrl);
      if (session.mandate) {
        await repo.insertMandate(tx, {
          provider: gateway.name,
          ref: session.mandate.ref,
          userId: actor.userId,
          paymentId: payment.id,
          status: session.mandate.status,
          chargeAt: session.mandate.chargeAt,
          paidCount: session.mandate.paidCount,
          createdAt: now,
        });
      }
    });
    return {
      ...toPayment({ ...payment, providerRef: session.providerRef }, plan),
      checkout_url: session.checkoutUrl,
    };
  } catch (error) {
    await repo.deletePayment(ctx.db, payment.id);
    if (error instanceof HttpError) throw error;
    ctx.log.error({ err: error, provider: gateway.name }, 'the payment gateway did not open a checkout');
    throw new HttpError(503, C.gatewayDown);
  }
}
