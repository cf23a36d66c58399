import type { OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';

/** Asks the gateway about one payment now (docs/decisions/035); the audit keeps its status before and after. */
export async function resyncPayment(
  { db, clock, membership }: OpsContext,
  operatorId: number,
  paymentId: number,
) {
  const { before, after } = await membership.commands.resyncPayment(paymentId);
  const state = (payment: typeof before) => ({ status: payment.status, reference: payment.reference });
  await repo.appendAudit(db, {
    operatorId,
    action: 'payment.resync',
    targetKind: 'payment',
    targetId: paymentId,
    before: state(before),
    after: state(after),
    at: clock.now(),
  });
  return after;
}
