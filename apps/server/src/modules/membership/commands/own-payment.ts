import { MEMBERSHIP_CODES as C } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import type { MembershipContext } from '../context.js';
import * as repo from '../membership.repository.js';
import type { PaymentRow } from '../membership.schema.js';

/** A payment of the acting user; another user's payment is not found (docs/api.md, Who owns what). */
export async function ownPayment(
  ctx: MembershipContext,
  actor: Actor,
  paymentId: number,
): Promise<PaymentRow> {
  const payment = await repo.findOwnPayment(ctx.db, paymentId, actor.userId);
  if (!payment) throw notFound(C.paymentNotFound);
  return payment;
}
