import { MEMBERSHIP_CODES as C, OPS_CODES, type OpsPayment } from '@lorrybazaar/contract';
import { HttpError, notFound } from '../../../lib/http-error.js';
import type { MembershipContext } from '../context.js';
import * as repo from '../membership.repository.js';
import { opsPayment } from '../queries/ops-payments.js';
import { reconcilePayment } from './reconcile.js';

/**
 * An operator's resync of one payment (its checkout and mandate) with the gateway, whatever its
 * age: what a lost webhook would have done is done now. Answers the payment before and after.
 */
export async function resyncPayment(
  ctx: MembershipContext,
  paymentId: number,
): Promise<{ before: OpsPayment; after: OpsPayment }> {
  const payment = await repo.findPayment(ctx.db, paymentId);
  const before = payment && (await opsPayment(ctx, paymentId));
  if (!payment || !before) throw notFound(OPS_CODES.notFound);
  try {
    await reconcilePayment(ctx, payment);
  } catch (error) {
    ctx.log.warn({ err: error, payment: paymentId }, 'resync: the payment gateway did not answer');
    throw new HttpError(503, C.gatewayDown);
  }
  return { before, after: (await opsPayment(ctx, paymentId))! };
}
