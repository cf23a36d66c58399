import { RECONCILE_AFTER_MINUTES } from '@lorrybazaar/contract';
import type { MembershipContext } from '../context.js';
import * as repo from '../membership.repository.js';
import type { PaymentRow } from '../membership.schema.js';
import { toProviderPayment } from '../present.js';
import { applyGatewayFacts } from './apply-gateway-facts.js';

/**
 * Asks the gateway what happened to a payment's checkout (and its mandate) and applies it, as
 * a lost webhook would have: the same facts, the same once-only rules. A renewal is asked
 * about through the mandate's checkout. Gateway errors reach the caller.
 */
export async function reconcilePayment(ctx: MembershipContext, payment: PaymentRow): Promise<void> {
  const gateway = ctx.providers.get(payment.provider);
  const checkout =
    payment.kind === 'renewal' && payment.mandateRef
      ? await repo.findPaymentByRef(ctx.db, payment.provider, payment.mandateRef)
      : payment;
  if (!gateway?.reconcile || !checkout?.providerRef) return;
  const facts = await gateway.reconcile(toProviderPayment(checkout));
  await applyGatewayFacts(ctx, gateway.name, facts);
  await repo.setCheckedAt(ctx.db, payment.id, ctx.clock.now());
}

/**
 * The daily pass (docs/decisions/035-razorpay.md): checkouts open for more than ten minutes, and
 * mandates not settled or whose debit fell due, each asked about once. One that fails is
 * logged and left for the next pass.
 */
export async function reconcileOpen(ctx: MembershipContext, now: Date) {
  const gateways = [...ctx.providers.values()].filter((gateway) => gateway.reconcile).map((g) => g.name);
  if (gateways.length === 0) return { reconciled: 0, unreachable: 0 };
  const before = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  const open = new Map<number, PaymentRow>();
  for (const payment of await repo.pendingToReconcile(ctx.db, gateways, before))
    open.set(payment.id, payment);
  for (const mandate of await repo.mandatesToReconcile(ctx.db, now)) {
    if (!gateways.includes(mandate.provider) || open.has(mandate.paymentId)) continue;
    const checkout = await repo.findPayment(ctx.db, mandate.paymentId);
    if (checkout) open.set(checkout.id, checkout);
  }
  let reconciled = 0;
  let unreachable = 0;
  for (const payment of open.values()) {
    try {
      await reconcilePayment(ctx, payment);
      reconciled += 1;
    } catch (error) {
      unreachable += 1;
      ctx.log.warn({ err: error, payment: payment.id }, 'reconcile: the payment gateway did not answer');
    }
  }
  return { reconciled, unreachable };
}
