import type { DomainEvent } from '@lorrybazaar/contract';
import type { Tx } from '../../../db/client.js';
import type { MembershipContext } from '../context.js';
import { dateInIndia } from '../membership.rules.js';
import * as repo from '../membership.repository.js';
import { applyPaidPeriod } from '../paid-period.js';
import {
  MANDATE_ENDED,
  type ChargeFact,
  type ClosedFact,
  type FailureFact,
  type GatewayFact,
  type MandateFact,
} from '../payment-provider.js';

/**
 * Applies what a gateway says happened, in one transaction, however we heard it: a webhook
 * delivery (its id stored first, so a repeat changes nothing), the browser's return, or a
 * reconcile (docs/decisions/035-razorpay.md). Money counts once per gateway payment id, a
 * month per payment. What the payer must hear is announced after the commit.
 */
export async function applyGatewayFacts(
  ctx: MembershipContext,
  provider: string,
  facts: GatewayFact[],
  delivery?: { eventId: string; type: string },
): Promise<'processed' | 'duplicate'> {
  const now = ctx.clock.now();
  const announce: DomainEvent[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    if (delivery && !(await repo.insertEvent(tx, { provider, ...delivery, receivedAt: now }))) {
      return 'duplicate' as const;
    }
    for (const fact of facts) announce.push(...(await apply(ctx, tx, provider, fact, now)));
    return 'processed' as const;
  });
  for (const event of announce) ctx.events.publish(event);
  return outcome;
}

function apply(ctx: MembershipContext, tx: Tx, provider: string, fact: GatewayFact, now: Date) {
  switch (fact.kind) {
    case 'charge':
      return recordCharge(ctx, tx, provider, fact, now);
    case 'mandate':
      return recordMandate(ctx, tx, provider, fact, now);
    case 'failure':
    case 'closed':
      return closeCheckout(tx, provider, fact, now);
  }
}

/** The checkout a fact is about, locked with its payer's membership (the one lock order). */
async function lockedCheckout(tx: Tx, provider: string, checkoutRef: string) {
  const found = await repo.findPaymentByRef(tx, provider, checkoutRef);
  if (!found) return null;
  await repo.lockUserMembership(tx, found.userId);
  return repo.lockPayment(tx, found.id);
}

/**
 * Money received: the checkout it paid, if still open, else a renewal of its own (a monthly
 * debit of the mandate, a second payment on a link). A gateway payment id already counted, or
 * a repeated sandbox return of a paid checkout, changes nothing.
 */
async function recordCharge(
  ctx: MembershipContext,
  tx: Tx,
  provider: string,
  fact: ChargeFact,
  now: Date,
): Promise<DomainEvent[]> {
  const checkout = await lockedCheckout(tx, provider, fact.checkoutRef);
  if (!checkout) return [];
  if (fact.providerPaymentId && (await repo.isCounted(tx, provider, fact.providerPaymentId))) return [];
  if (checkout.status === 'paid' && !fact.providerPaymentId) return [];
  const target =
    checkout.status === 'paid'
      ? await repo.insertPayment(tx, {
          userId: checkout.userId,
          planId: checkout.planId,
          amountRupees: fact.amountRupees,
          kind: 'renewal',
          provider,
          recurring: fact.mandate !== null,
          providerRef: fact.providerPaymentId!,
          mandateRef: fact.checkoutRef,
          createdAt: now,
        })
      : checkout;
  const plan = await ctx.plans.of(target.planId);
  const until = await applyPaidPeriod(tx, target, plan, fact.mandate, now, fact);
  return [
    {
      type: 'membership.paid',
      payment_id: target.id,
      amount: target.amountRupees,
      until: dateInIndia(until),
      by: target.userId,
      recipients: [target.userId],
    },
  ];
}

/**
 * Where a mandate stands. One that ended (halted, cancelled …) renews nothing any more; a halted
 * one is told to its payer (their access ends with the paid period). A mandate that ended
 * before its first debit closes the checkout that opened it.
 */
async function recordMandate(
  ctx: MembershipContext,
  tx: Tx,
  provider: string,
  fact: MandateFact,
  now: Date,
): Promise<DomainEvent[]> {
  const mandate = await repo.findMandate(tx, provider, fact.ref);
  if (!mandate) return [];
  await repo.lockUserMembership(tx, mandate.userId);
  await repo.updateMandate(
    tx,
    { provider, ref: fact.ref },
    {
      status: fact.status,
      chargeAt: fact.chargeAt,
      paidCount: Math.max(mandate.paidCount, fact.paidCount),
      ...(fact.cancelAtCycleEnd ? { cancelAtCycleEnd: true } : {}),
      updatedAt: now,
    },
  );
  if (!(MANDATE_ENDED as readonly string[]).includes(fact.status)) return [];
  await repo.dropMandate(tx, mandate.userId, fact.ref, now);
  if (fact.paidCount === 0) {
    await closeCheckout(tx, provider, { kind: 'closed', checkoutRef: fact.ref, reason: fact.status }, now);
  }
  if (fact.status !== 'halted' || mandate.status === 'halted') return [];
  const subscription = await repo.findSubscription(tx, mandate.userId);
  const plan = await ctx.plans.of((await repo.findPayment(tx, mandate.paymentId))!.planId);
  return [
    {
      type: 'membership.halted',
      amount: plan.priceRupees,
      until: subscription ? dateInIndia(subscription.expiresAt) : dateInIndia(now),
      by: mandate.userId,
      recipients: [mandate.userId],
    },
  ];
}

/** A refused attempt or a checkout that can no longer be paid: an open checkout closes as failed. */
async function closeCheckout(
  tx: Tx,
  provider: string,
  fact: FailureFact | ClosedFact,
  now: Date,
): Promise<DomainEvent[]> {
  const checkout = await lockedCheckout(tx, provider, fact.checkoutRef);
  if (!checkout || checkout.status !== 'pending') return [];
  await repo.markPaymentFailed(tx, checkout.id, now, fact.reason);
  if (fact.kind === 'closed') return [];
  return [
    {
      type: 'membership.payment_failed',
      payment_id: checkout.id,
      amount: checkout.amountRupees,
      by: checkout.userId,
      recipients: [checkout.userId],
    },
  ];
}
