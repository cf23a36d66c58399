import { RECONCILE_AFTER_MINUTES, type Payment } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { ownPayment } from '../commands/own-payment.js';
import { reconcilePayment } from '../commands/reconcile.js';
import type { MembershipContext } from '../context.js';
import * as repo from '../membership.repository.js';
import { toPayment } from '../present.js';

/** Payments a history shows (about four years of months). */
export const HISTORY_SIZE = 50;
/** A payment its owner keeps looking at is asked of the gateway at most this often. */
const RECHECK_MS = 60_000;

/**
 * One of the acting user's payments. One still pending after ten minutes is first asked of its
 * gateway (a webhook may have been lost); the gateway unreachable, the answer is as stored.
 */
export async function getPayment(ctx: MembershipContext, actor: Actor, paymentId: number): Promise<Payment> {
  let payment = await ownPayment(ctx, actor, paymentId);
  const now = ctx.clock.now().getTime();
  if (
    payment.status === 'pending' &&
    payment.createdAt.getTime() <= now - RECONCILE_AFTER_MINUTES * 60_000 &&
    (!payment.checkedAt || payment.checkedAt.getTime() <= now - RECHECK_MS)
  ) {
    await reconcilePayment(ctx, payment).catch((error: unknown) =>
      ctx.log.warn({ err: error, payment: payment.id }, 'reconcile: the payment gateway did not answer'),
    );
    payment = await ownPayment(ctx, actor, paymentId);
  }
  return toPayment(payment, await ctx.plans.of(payment.planId));
}

/** The acting user's payments, newest first, with the gateway's reference of each one paid. */
export async function listPayments(ctx: MembershipContext, actor: Actor): Promise<Payment[]> {
  const rows = await repo.listPayments(ctx.db, actor.userId, HISTORY_SIZE);
  return Promise.all(rows.map(async (row) => toPayment(row, await ctx.plans.of(row.planId))));
}
