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
  PlansResponseSchema,
  SandboxCheckoutBodySchema,
  SandboxCheckoutResponseSchema,
  StartTrialBodySchema,
  rolesWith,
} from '@lorrybazaar/contract';
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
  const { membership } = app;
  const tags = ['membership'];

  app.get(
    '/Transpoter/plans',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The plans of the caller's role, with prices in rupees and trial days",
        response: { 200: PlansResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await membership.listPlans(request.user!) }),
  );

  app.get(
    '/Transpoter/mySubscription',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The current plan, its status, start, expiry, days left and automatic renewal',
        response: { 200: MySubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await membership.mySubscription(request.user!) }),
  );

  app.post(
    '/Transpoter/startTrial',
    {
      // A driver's trial starts at registration (docs/decisions/008-membership.md).
      preHandler: app.requireRole(...rolesWith('businessPlans')),
      schema: {
        tags,
        summary: 'Start the 15-day free trial of a plan (once per user; 409 the second time)',
        body: StartTrialBodySchema,
        response: { 201: MySubscriptionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await membership.startTrial(request.user!, request.body.plan_id);
      const message = translate(request.language, C.trialStarted, { date: data.trial_ends_on ?? '' });
      return reply.status(201).send({ message, data });
    },
  );

  app.post(
    '/Transpoter/checkout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Open a payment of one month of a plan; answers where the browser pays it',
        body: CheckoutBodySchema,
        response: { 201: CheckoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await membership.checkout(request.user!, request.body.plan_id);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/Transpoter/payment/:payment_id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "One of the caller's payments (another user's answers 404)",
        params: PaymentParamsSchema,
        response: { 200: PaymentResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await membership.getPayment(request.user!, request.params.payment_id) }),
  );

  app.post(
    '/Transpoter/paymentCallback',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Verify the provider's answer; a paid payment extends the plan by a month (idempotent)",
        body: PaymentCallbackBodySchema,
        response: { 200: PaymentCallbackResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { payment_id, payload } = request.body;
      const data = await membership.paymentCallback(request.user!, payment_id, payload);
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
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Switch automatic renewal of the running paid period on or off',
        body: AutoRenewBodySchema,
        response: { 200: MySubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await membership.setAutoRenew(request.user!, request.body.auto_renew);
      const code = data.auto_renew ? C.autoRenewOn : C.autoRenewOff;
      return { message: translate(request.language, code, { date: data.expires_on ?? '' }), data };
    },
  );

  app.post(
    '/Transpoter/sandboxCheckout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'SANDBOX provider only: Pay or Fail a pending payment; answers the signed return address',
        body: SandboxCheckoutBodySchema,
        response: { 200: SandboxCheckoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { payment_id, outcome } = request.body;
      return { data: { return_url: await membership.sandboxReturnUrl(request.user!, payment_id, outcome) } };
    },
  );
};
