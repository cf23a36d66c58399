import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ErrorBodySchema,
  MONEY_CODES,
  PAYMENT_WRITES_PER_MINUTE,
  TripMoneyResponseSchema,
  TripPaymentBodySchema,
  TripPaymentParamsSchema,
  TripPaymentsQuerySchema,
} from '@lorrybazaar/contract';
import { actorOf } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import { answerPayment } from '../commands/answer-payment.js';
import { recordPayment } from '../commands/record-payment.js';
import type { LedgerContext } from '../context.js';
import { tripMoney } from '../queries/trip-money.js';

const errors = {
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
const tags = ['money'];

/** New lines and answers: per user, after requireUser (a depot's phones share one address). */
const writeLimit = {
  rateLimit: {
    max: PAYMENT_WRITES_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `trip-payments:${request.user?.userId ?? request.ip}`,
  },
};

/**
 * A trip's money for its two parties (docs/api.md, Trip money). Thin: each calls one command or
 * query with the session's actor, and answers the trip's money as it now stands.
 */
export const tripPaymentsRoutes =
  (ctx: LedgerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Transpoter/tripPayments',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: "A trip's money: the agreed amount, each line and its state, paid, due and overdue",
          querystring: TripPaymentsQuerySchema,
          response: { 200: TripMoneyResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await tripMoney(ctx, actorOf(request), request.query.schedule_id) }),
    );

    app.post(
      '/Transpoter/tripPayments',
      {
        onRequest: app.requireUser,
        config: writeLimit,
        schema: {
          tags,
          summary: 'Record a payment, charge or deduction of the trip (either party; not a cancelled trip)',
          body: TripPaymentBodySchema,
          response: { 201: TripMoneyResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const body = request.body;
        await recordPayment(ctx, actor, {
          scheduleId: body.schedule_id,
          kind: body.kind,
          amountRupees: body.amount_rupees,
          method: body.method,
          reference: body.reference,
          note: body.note,
        });
        return reply.code(201).send({
          data: await tripMoney(ctx, actor, body.schedule_id),
          message: translate(request.language, MONEY_CODES.recorded),
        });
      },
    );

    for (const [action, answer] of [
      ['confirm', 'confirmed'],
      ['dispute', 'disputed'],
    ] as const) {
      app.post(
        `/Transpoter/tripPayments/:id/${action}`,
        {
          onRequest: app.requireUser,
          config: writeLimit,
          schema: {
            tags,
            summary: `${answer === 'confirmed' ? 'Confirm' : 'Dispute'} a line the other party recorded`,
            params: TripPaymentParamsSchema,
            response: { 200: TripMoneyResponseSchema, ...errors },
          },
        },
        async (request) => {
          const actor = actorOf(request);
          const { scheduleId } = await answerPayment(ctx, actor, { id: request.params.id, answer });
          return {
            data: await tripMoney(ctx, actor, scheduleId),
            message: translate(request.language, MONEY_CODES[answer]),
          };
        },
      );
    }
  };
