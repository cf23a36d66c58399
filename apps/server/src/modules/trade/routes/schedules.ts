import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoadSchedulesQuerySchema,
  LoadSchedulesResponseSchema,
  SCHEDULE_CODES,
  ScheduleDetailsQuerySchema,
  ScheduleDetailsResponseSchema,
  TripDocumentBodySchema,
  TruckSchedulesQuerySchema,
  TruckSchedulesResponseSchema,
} from '@lorrybazaar/contract';
import { actorOf } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import { attachTripDocument } from '../commands/attach-trip-document.js';
import type { TradeContext } from '../context.js';
import { loadTrips, tripDetail, truckTrips } from '../queries/trips.js';
import { TRADE_ERRORS as errors } from './answers.js';

const tags = ['schedules'];

/**
 * Trips (schedules): the lists, one trip, lorry receipt and proof of delivery (docs/api.md,
 * Schedules; the table of calls is at the top of packages/contract/src/schedules.ts). Accepting
 * a bid, which books a trip, is with the bids (routes/bids.ts).
 */
export const scheduleRoutes =
  (ctx: TradeContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Transpoter/loadschedules',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Trips of my loads, newest booking first; date_filter in India days',
          querystring: LoadSchedulesQuerySchema,
          response: { 200: LoadSchedulesResponseSchema, ...errors },
        },
      },
      async (request) => {
        const data = await loadTrips(ctx, actorOf(request), request.query);
        return data.length
          ? { data }
          : { data, message: translate(request.language, SCHEDULE_CODES.noSchedules) };
      },
    );

    app.get(
      '/Transpoter/truckschedules',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Trips of my trucks, newest booking first; date_filter in India days',
          querystring: TruckSchedulesQuerySchema,
          response: { 200: TruckSchedulesResponseSchema, ...errors },
        },
      },
      async (request) => {
        const schedules = await truckTrips(ctx, actorOf(request), request.query);
        return schedules.length
          ? { schedules }
          : { schedules, message: translate(request.language, SCHEDULE_CODES.noSchedules) };
      },
    );

    app.get(
      '/Transpoter/scheduleDetails',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'One trip with both parties, the amount, dates, status and its LR / POD links',
          querystring: ScheduleDetailsQuerySchema,
          response: { 200: ScheduleDetailsResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await tripDetail(ctx, actorOf(request), request.query) }),
    );

    app.post(
      '/Transpoter/uploadLorryReceipt',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Attach the lorry receipt (uploadFile purpose lorry_receipt): the trip is in transit',
          body: TripDocumentBodySchema,
          response: { 201: ScheduleDetailsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = await attachTripDocument(ctx, actorOf(request), {
          ...request.body,
          which: 'lorry_receipt',
        });
        return reply
          .code(201)
          .send({ data, message: translate(request.language, SCHEDULE_CODES.lrUploaded) });
      },
    );

    app.post(
      '/Transpoter/uploadProofOfDelivery',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Attach the proof of delivery (purpose proof_of_delivery): the trip is delivered',
          body: TripDocumentBodySchema,
          response: { 201: ScheduleDetailsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = await attachTripDocument(ctx, actorOf(request), {
          ...request.body,
          which: 'proof_of_delivery',
        });
        return reply
          .code(201)
          .send({ data, message: translate(request.language, SCHEDULE_CODES.podUploaded) });
      },
    );
  };
