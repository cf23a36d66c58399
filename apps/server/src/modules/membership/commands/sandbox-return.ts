import { MEMBERSHIP_CODES as C, type SandboxOutcome } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import type { MembershipContext } from '../context.js';
import { SandboxPaymentProvider } from '../payment-provider.js';
import { toProviderPayment } from '../present.js';
import { ownPayment } from './own-payment.js';

/** The sandbox checkout page's Pay / Fail: the signed address the browser returns to. */
export async function sandboxReturnUrl(
  ctx: MembershipContext,
  actor: Actor,
  input: { paymentId: number; outcome: SandboxOutcome },
) {
  const sandbox = ctx.providers.get('sandbox');
  if (!(sandbox instanceof SandboxPaymentProvider)) throw notFound();
  const payment = await ownPayment(ctx, actor, input.paymentId);
  if (payment.status !== 'pending' || payment.provider !== sandbox.name || !payment.providerRef) {
    throw conflict(C.paymentClosed);
  }
  return sandbox.returnUrl(toProviderPayment(payment), input.outcome);
}
