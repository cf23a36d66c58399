import { MEMBERSHIP_CODES as C } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { badRequest } from '../../../lib/http-error.js';
import type { MembershipContext } from '../context.js';
import { toPayment, toProviderPayment } from '../present.js';
import { mySubscription } from '../queries/my-subscription.js';
import { applyGatewayFacts } from './apply-gateway-facts.js';
import { ownPayment } from './own-payment.js';

/**
 * The provider's answer, brought back by the browser, verified by the provider that opened the
 * payment. A paid one counts through the same path as a webhook, so a repeated (or concurrent)
 * return, or the webhook of the same money, changes nothing the second time.
 */
export async function paymentCallback(
  ctx: MembershipContext,
  actor: Actor,
  input: { paymentId: number; payload: Record<string, string> },
) {
  const payment = await ownPayment(ctx, actor, input.paymentId);
  if (payment.status === 'pending') {
    const gateway = ctx.providers.get(payment.provider);
    if (!gateway || !payment.providerRef) throw badRequest(C.paymentUnverified);
    const verification = await gateway.verify(toProviderPayment(payment), input.payload);
    if (!verification) throw badRequest(C.paymentUnverified);
    const checkoutRef = payment.providerRef;
    if (verification.outcome === 'paid') {
      await applyGatewayFacts(ctx, gateway.name, [
        verification.charge ?? {
          kind: 'charge',
          checkoutRef,
          providerPaymentId: null,
          amountRupees: payment.amountRupees,
          method: null,
          mandate: verification.mandate,
        },
      ]);
    } else if (verification.outcome === 'failed') {
      await applyGatewayFacts(ctx, gateway.name, [{ kind: 'failure', checkoutRef, reason: 'failed' }]);
    }
  }
  const closed = await ownPayment(ctx, actor, input.paymentId);
  return {
    payment: toPayment(closed, await ctx.plans.of(closed.planId)),
    subscription: await mySubscription(ctx, actor),
  };
}
