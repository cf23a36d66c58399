import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CANCEL_CODES, CancelTripBodySchema, ScheduleDetailsResponseSchema } from '@lorrybazaar/contract';
import { actorOf } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import { cancelTrip } from '../commands/cancel-trip.js';
import type { TradeContext } from '../context.js';
import { TRADE_ERRORS as errors } from './answers.js';

/** Calling a trip off (docs/api.md, Schedules; docs/decisions/045). */
export const cancelTripRoutes =
  (ctx: TradeContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/Transpoter/cancelTrip',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['schedules'],
          summary:
            "Call a booked trip off with a reason (before the pickup day), report a no-show (from it), or re-post a suspended party's trip; the load is listed again",
          body: CancelTripBodySchema,
          response: { 200: ScheduleDetailsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await cancelTrip(ctx, actorOf(request), request.body),
        message: translate(request.language, CANCEL_CODES.cancelled),
      }),
    );
  };
