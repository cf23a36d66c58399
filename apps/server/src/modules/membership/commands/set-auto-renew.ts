import { MEMBERSHIP_CODES as C, type MySubscription } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { HttpError, conflict } from '../../../lib/http-error.js';
import type { MembershipContext } from '../context.js';
import { membershipAt } from '../membership.rules.js';
import * as repo from '../membership.repository.js';
import { RazorpayError } from '../razorpay-client.js';
import { describe, membershipFactsOf } from '../queries/my-subscription.js';
import { applyGatewayFacts } from './apply-gateway-facts.js';

/**
 * Automatic renewal on or off (policy: cancel any time, keep the paid period, no refund). A
 * mandate the gateway debits by itself is stopped there first, at the end of the paid cycle;
 * it cannot be started again (a new checkout gives a new one). The gateway down: 503, nothing
 * changed.
 */
export async function setAutoRenew(
  ctx: MembershipContext,
  actor: Actor,
  autoRenew: boolean,
): Promise<MySubscription> {
  const now = ctx.clock.now();
  let stopped: string | null = null;
  if (!autoRenew) {
    const running = await repo.findSubscription(ctx.db, actor.userId);
    const mandate = running?.renewalMandate
      ? await repo.mandateOf(ctx.db, actor.userId, running.renewalMandate)
      : undefined;
    const gateway = mandate && ctx.providers.get(mandate.provider);
    if (mandate && gateway?.cancelMandate) {
      try {
        await applyGatewayFacts(ctx, gateway.name, [await gateway.cancelMandate(mandate.ref)]);
      } catch (error) {
        // 400: the gateway no longer renews it (already cancelled or halted); anything else
        // (down, slow, keys refused) leaves renewal as it was.
        if (!(error instanceof RazorpayError && error.status === 400)) {
          ctx.log.error({ err: error, provider: gateway.name }, 'the payment gateway did not stop a mandate');
          throw new HttpError(503, C.gatewayDown);
        }
      }
      stopped = mandate.ref;
    }
  }
  return ctx.db.transaction(async (tx) => {
    await repo.lockUserMembership(tx, actor.userId);
    const known = await membershipFactsOf(tx, actor.userId);
    const current = membershipAt(known, now);
    const sub = known.subscription;
    const plan = await ctx.plans.of(current.planId);
    if (autoRenew && (current.status !== 'active' || !plan.autoRenew || !sub?.renewalMandate)) {
      throw conflict(C.autoRenewUnavailable);
    }
    if (stopped) await repo.dropMandate(tx, actor.userId, stopped, now);
    else if (sub) await repo.setAutoRenew(tx, actor.userId, autoRenew, now);
    return describe(ctx, tx, actor.userId);
  });
}
