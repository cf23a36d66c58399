import { PENDING_SHOWN_MINUTES, type MySubscription, type PlanCode } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import type { Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import type { MembershipContext } from '../context.js';
import {
  dateInIndia,
  daysLeft,
  driverTrialEnd,
  isDriverType,
  isRunning,
  membershipAt,
  type MembershipFacts,
} from '../membership.rules.js';
import * as repo from '../membership.repository.js';
import { toPending } from '../present.js';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export async function membershipFactsOf(db: DbOrTx, userId: number): Promise<MembershipFacts> {
  const found = await repo.membershipFacts(db, userId);
  if (!found) throw notFound();
  return found;
}

/** Where a user stands now: plan, status, dates, renewal, the next debit and a checkout still open. */
export async function describe(ctx: MembershipContext, db: DbOrTx, userId: number): Promise<MySubscription> {
  const now = ctx.clock.now();
  const known = await membershipFactsOf(db, userId);
  const [trial, pending] = await Promise.all([
    repo.findTrial(db, userId),
    repo.latestPending(db, userId, new Date(now.getTime() - PENDING_SHOWN_MINUTES * 60_000)),
  ]);
  const current = membershipAt(known, now);
  const plan = await ctx.plans.of(current.planId);
  const running = isRunning(current);
  const driver = isDriverType(known.userTypeId);
  const trialEnds = trial?.endsAt ?? (driver ? driverTrialEnd(known.registeredAt) : null);
  const sub = known.subscription;
  const autoRenew = current.status === 'active' && (sub?.autoRenew ?? false);
  // A gateway that debits by itself says when (Razorpay's charge_at); our own renewal runs as
  // the period ends.
  const mandate =
    autoRenew && sub?.renewalMandate ? await repo.mandateOf(db, userId, sub.renewalMandate) : undefined;
  const debitAt = autoRenew ? (mandate?.chargeAt ?? sub!.expiresAt) : null;
  return {
    status: current.status,
    plan_id: String(plan.id),
    plan_code: plan.code as PlanCode,
    started_at: iso(current.startedAt),
    expires_at: iso(current.expiresAt),
    expires_on: current.expiresAt ? dateInIndia(current.expiresAt) : null,
    days_left: running && current.expiresAt ? daysLeft(current.expiresAt, now) : 0,
    auto_renew: autoRenew,
    can_auto_renew: current.status === 'active' && plan.autoRenew && !!sub?.renewalMandate,
    trial_available:
      !driver && !trial && current.status !== 'active' && (await ctx.plans.trialOnSale(known.userTypeId)),
    trial_ends_at: iso(trialEnds),
    trial_ends_on: trialEnds ? dateInIndia(trialEnds) : null,
    next_debit: debitAt
      ? {
          at: debitAt.toISOString(),
          on: dateInIndia(debitAt),
          amount: plan.priceRupees,
          retrying: mandate?.status === 'pending',
        }
      : null,
    pending_payment: pending ? toPending(pending, await ctx.plans.of(pending.planId)) : null,
  };
}

export const mySubscription = (ctx: MembershipContext, actor: Actor) => describe(ctx, ctx.db, actor.userId);
