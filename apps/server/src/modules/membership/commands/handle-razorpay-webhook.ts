import { createHash } from 'node:crypto';
import { MEMBERSHIP_CODES as C } from '@lorrybazaar/contract';
import { HttpError, badRequest, notFound } from '../../../lib/http-error.js';
import type { MembershipContext } from '../context.js';
import * as repo from '../membership.repository.js';
import { RazorpayError } from '../razorpay-client.js';
import { HANDLED_EVENTS, type RazorpayEvent } from '../razorpay-provider.js';
import { applyGatewayFacts } from './apply-gateway-facts.js';

const isDelivery = (value: unknown): value is RazorpayEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RazorpayEvent).event === 'string' &&
  typeof (value as RazorpayEvent).payload === 'object' &&
  (value as RazorpayEvent).payload !== null;

/**
 * One Razorpay webhook delivery (docs/api.md, Razorpay webhook): the raw body's signature
 * first (400 and nothing changes when it is wrong), then the event id (`X-Razorpay-Event-Id`,
 * else the body's hash), stored in the transaction that applies the event. An event we do not
 * use answers 200. Razorpay unreachable for a lookup: 503, and Razorpay delivers it again.
 */
export async function handleRazorpayWebhook(
  ctx: MembershipContext,
  input: { body: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<'processed' | 'duplicate' | 'ignored'> {
  const razorpay = ctx.razorpay;
  if (!razorpay) throw notFound();
  if (!input.signature || !razorpay.verifyWebhook(input.body, input.signature)) {
    throw badRequest(C.paymentUnverified);
  }
  let delivery: unknown;
  try {
    delivery = JSON.parse(input.body.toString('utf8'));
  } catch {
    throw badRequest(C.payloadInvalid);
  }
  if (!isDelivery(delivery)) throw badRequest(C.payloadInvalid);
  if (!(HANDLED_EVENTS as readonly string[]).includes(delivery.event)) return 'ignored';
  const eventId = input.eventId?.trim() || createHash('sha256').update(input.body).digest('hex');
  if (await repo.hasEvent(ctx.db, razorpay.name, eventId)) return 'duplicate';
  let facts;
  try {
    facts = await razorpay.webhookFacts(delivery);
  } catch (error) {
    if (error instanceof RazorpayError) {
      ctx.log.warn({ err: error, event: delivery.event }, 'webhook: Razorpay did not answer a lookup');
      throw new HttpError(503, C.gatewayDown);
    }
    throw badRequest(C.payloadInvalid);
  }
  return applyGatewayFacts(ctx, razorpay.name, facts, { eventId, type: delivery.event });
}
