import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AutoRenewBodySchema,
  CheckoutBodySchema,
  CheckoutResponseSchema,
  ErrorBodySchema,
  MEMBERSHIP_CODES as C,
  MySubscriptionResponseSchema,
  PaymentCallbackBodySchema,
  PaymentCallbackResponseSchema,
  PaymentParamsSchema,
  PaymentResponseSchema,
  PaymentsResponseSchema,
  PlansResponseSchema,
  SandboxCheckoutBodySchema,
  SandboxCheckoutResponseSchema,
  StartTrialBodySchema,
  WebhookResponseSchema,
  rolesWith,
} from '@lorrybazaar/contract';
import { actorOf } from '../../lib/actor.js';
import { translate } from '../../lib/i18n.js';

const errors = {
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};

/** Upgrade Membership (packages/contract/src/membership.ts lists every call). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { commands, queries } = app.membership;
  const tags = ['membership'];
  /** Where a gateway sends the browser back: the configured public origin, else this request's. */
  const originOf = (request: FastifyRequest) =>
    app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get(
    '/Transpoter/plans',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The plans of the caller's role, with prices in rupees and trial days",
        response: { 200: PlansResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await queries.listPlans(actorOf(request)) }),
  );

  app.get(
    '/Transpoter/mySubscription',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The current plan, its status, start, expiry, days left, automatic renewal, the next debit and an open checkout',
        response: { 200: MySubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await queries.mySubscription(actorOf(request)) }),
  );

  app.post(
    '/Transpoter/startTrial',
    {
      // A driver's trial starts at registration (docs/decisions/008-membership.md).
      onRequest: app.requireRole(...rolesWith('businessPlans')),
      schema: {
        tags,
        summary: 'Start the 15-day free trial of a plan (once per user; 409 the second time)',
        body: StartTrialBodySchema,
        response: { 201: MySubscriptionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await commands.startTrial(actorOf(request), request.body.plan_id);
      const message = translate(request.language, C.trialStarted, { date: data.trial_ends_on ?? '' });
      return reply.status(201).send({ message, data });
    },
  );

  app.post(
    '/Transpoter/checkout',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Open a payment of one month of a plan (with a mandate, or once); answers where the browser pays it',
        body: CheckoutBodySchema,
        response: { 201: CheckoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { plan_id, mode } = request.body;
      const data = await commands.checkout(actorOf(request), {
        planId: plan_id,
        mode,
        origin: originOf(request),
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/Transpoter/payments',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The caller's payments, newest first, with the gateway's reference of each one paid",
        response: { 200: PaymentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await queries.listPayments(actorOf(request)) }),
  );

  app.get(
    '/Transpoter/payment/:payment_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "One of the caller's payments (another user's answers 404); one pending for 10 minutes is asked of the gateway",
        params: PaymentParamsSchema,
        response: { 200: PaymentResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await queries.getPayment(actorOf(request), request.params.payment_id) }),
  );

  app.post(
    '/Transpoter/paymentCallback',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Verify the provider's answer; a paid payment extends the plan by a month (idempotent)",
        body: PaymentCallbackBodySchema,
        response: { 200: PaymentCallbackResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { payment_id, payload } = request.body;
      const data = await commands.paymentCallback(actorOf(request), { paymentId: payment_id, payload });
      const code =
        data.payment.status === 'paid'
          ? C.paid
          : data.payment.status === 'failed'
            ? C.paymentFailed
            : C.paymentPending;
      return {
        message: translate(request.language, code, { date: data.subscription.expires_on ?? '' }),
        data,
      };
    },
  );

  app.post(
    '/Transpoter/autoRenew',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Switch automatic renewal of the running paid period on or off (a gateway mandate stops at the cycle end)',
        body: AutoRenewBodySchema,
        response: { 200: MySubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await commands.setAutoRenew(actorOf(request), request.body.auto_renew);
      const code = data.auto_renew ? C.autoRenewOn : C.autoRenewOff;
      return { message: translate(request.language, code, { date: data.expires_on ?? '' }), data };
    },
  );

  app.post(
    '/Transpoter/sandboxCheckout',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'SANDBOX provider only: Pay or Fail a pending payment; answers the signed return address',
        body: SandboxCheckoutBodySchema,
        response: { 200: SandboxCheckoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { payment_id, outcome } = request.body;
      const returnUrl = await commands.sandboxReturnUrl(actorOf(request), { paymentId: payment_id, outcome });
      return { data: { return_url: returnUrl } };
    },
  );
};

/**
 * Razorpay's webhook (docs/api.md, Razorpay webhook): no session and no Origin check, the
 * signature of the raw body is the authentication, so this plugin reads bodies as bytes.
 */
export const razorpayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { commands } = app.membership;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };

  app.post(
    '/payments/razorpay/webhook',
    {
      config: { originCheck: false },
      schema: {
        tags: ['membership'],
        summary:
          'Razorpay webhook: X-Razorpay-Signature (HMAC-SHA256 of the raw body) and X-Razorpay-Event-Id; each delivery applies once',
        response: {
          200: WebhookResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const status = await commands.handleRazorpayWebhook({
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: header(request, 'x-razorpay-signature'),
        eventId: header(request, 'x-razorpay-event-id'),
      });
      return { status };
    },
  );
};
