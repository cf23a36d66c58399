import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  LoadScheduleBodySchema,
  LoadSchedulesQuerySchema,
  LoadSchedulesResponseSchema,
  SCHEDULE_CODES,
  ScheduleCreatedResponseSchema,
  ScheduleDetailsQuerySchema,
  ScheduleDetailsResponseSchema,
  TripDocumentBodySchema,
  TruckScheduleBodySchema,
  TruckSchedulesQuerySchema,
  TruckSchedulesResponseSchema,
} from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';
import { KIND } from './bids.service.js';
import { actorOf } from '../../lib/actor.js';
import { acceptRequestOfLoadSchedule, acceptRequestOfTruckSchedule } from './schedules.service.js';

const errors = {
  400: ErrorBodySchema,
  402: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * Accepting a bid, schedules, lorry receipt and proof of delivery (docs/api.md, Schedules; the
 * table of calls is at the top of packages/contract/src/schedules.ts).
 */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.trade.schedules;
  const tags = ['schedules'];

  // ---------------------------------------------------------------- accept

  app.post(
    '/Transpoter/insertLoadSchedule',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Accept a bid on a load (the owner, or the bidder accepting a counter): the trip is booked',
        body: LoadScheduleBodySchema,
        response: { 201: ScheduleCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { scheduleId, repeated } = await service.accept(
        actor,
        KIND.onLoad,
        acceptRequestOfLoadSchedule(request.body),
      );
      return reply.code(201).send({
        message: translate(request.language, SCHEDULE_CODES.scheduled),
        data: await service.detail(actor, scheduleId),
        repeated,
      });
    },
  );

  app.post(
    '/Transpoter/truckschedules',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Accept a bid on a posted truck (the owner, or the bidder accepting a counter)',
        body: TruckScheduleBodySchema,
        response: { 201: ScheduleCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { scheduleId, repeated } = await service.accept(
        actor,
        KIND.onTruck,
        acceptRequestOfTruckSchedule(request.body),
      );
      return reply.code(201).send({
        message: translate(request.language, SCHEDULE_CODES.scheduled),
        data: await service.detail(actor, scheduleId),
        repeated,
      });
    },
  );

  // ---------------------------------------------------------------- lists and detail

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
      const data = await service.loadSchedules(actorOf(request), request.query);
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
      const schedules = await service.truckSchedules(actorOf(request), request.query);
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
    async (request) => ({ data: await service.detail(actorOf(request), request.query.schedule_id) }),
  );

  // ---------------------------------------------------------------- trip documents

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
      const data = await service.attach(actorOf(request), 'lorry_receipt', request.body);
      return reply.code(201).send({ data, message: translate(request.language, SCHEDULE_CODES.lrUploaded) });
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
      const data = await service.attach(actorOf(request), 'proof_of_delivery', request.body);
      return reply.code(201).send({ data, message: translate(request.language, SCHEDULE_CODES.podUploaded) });
    },
  );
};
