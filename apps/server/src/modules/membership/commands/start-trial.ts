import { MEMBERSHIP_CODES as C, TRIAL_DAYS, type MySubscription } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { badRequest, conflict } from '../../../lib/http-error.js';
import type { MembershipContext } from '../context.js';
import { addDays, membershipAt } from '../membership.rules.js';
import * as repo from '../membership.repository.js';
import { describe, membershipFactsOf } from '../queries/my-subscription.js';

/** Once per user, 15 days of a paid plan; not while a paid period runs. */
export async function startTrial(
  ctx: MembershipContext,
  actor: Actor,
  planId: number,
): Promise<MySubscription> {
  const plan = await ctx.plans.offered(actor, planId);
  if (plan.trialDays <= 0 || plan.priceRupees === 0) throw badRequest(C.planNotAvailable);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await repo.lockUserMembership(tx, actor.userId);
    if (await repo.findTrial(tx, actor.userId)) throw conflict(C.trialUsed);
    const current = membershipAt(await membershipFactsOf(tx, actor.userId), now);
    if (current.status === 'active') throw conflict(C.alreadySubscribed);
    const endsAt = addDays(now, TRIAL_DAYS);
    if (!(await repo.insertTrial(tx, { userId: actor.userId, planId: plan.id, startedAt: now, endsAt }))) {
      throw conflict(C.trialUsed);
    }
    await repo.saveSubscription(tx, {
      userId: actor.userId,
      planId: plan.id,
      status: 'trial',
      startedAt: now,
      expiresAt: endsAt,
      autoRenew: false,
      renewalMandate: null,
      updatedAt: now,
    });
    return describe(ctx, tx, actor.userId);
  });
}
