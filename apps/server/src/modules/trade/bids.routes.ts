import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BID_CODES,
  BidsByLoadQuerySchema,
  BidsByTruckQuerySchema,
  DeclineLoadBidBodySchema,
  DeclineResponseSchema,
  DeclineTruckBidBodySchema,
  ErrorBodySchema,
  InsertBidsLoadBodySchema,
  InsertBidsTruckBodySchema,
  InsertLoadBidResponseSchema,
  InsertTruckBidResponseSchema,
  LoadBidsResponseSchema,
  NegotiationBodySchema,
  NegotiationHistoryResponseSchema,
  NegotiationQuerySchema,
  NegotiationResponseSchema,
  PendingActionsResponseSchema,
  TruckBidsResponseSchema,
  ViewAllBidsQuerySchema,
  ViewAllBidsTruckQuerySchema,
  rolesWith,
} from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';
import { actorOf } from '../../lib/actor.js';
import { KIND } from './bids.repository.js';

const errors = {
  400: ErrorBodySchema,
  402: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

const withEmptyMessage = <T extends { data: unknown[] }>(request: FastifyRequest, body: T) =>
  body.data.length ? body : { ...body, message: translate(request.language, BID_CODES.noBids) };

/**
 * Bids and negotiation (docs/api.md, Bids and negotiation; the table of calls is at the top of
 * packages/contract/src/bids.ts). Paths keep the contract's spelling and its crossed names.
 */
export const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.trade.bids;
  const tags = ['bids'];

  // ---------------------------------------------------------------- placing a bid

  app.post(
    '/Transpoter/insertBidsLoad',
    {
      onRequest: app.requireRole(...rolesWith('bidOnLoads')),
      schema: {
        tags,
        summary: 'Bid on a load with one of your trucks (a "truck bid")',
        body: InsertBidsLoadBodySchema,
        response: { 201: InsertTruckBidResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.bidOnLoad(actorOf(request), request.body);
      return reply.code(201).send({ message: translate(request.language, BID_CODES.bidPlaced), data });
    },
  );

  app.post(
    '/Transpoter/insertBidsTruck',
    {
      onRequest: app.requireRole(...rolesWith('bidOnTrucks')),
      schema: {
        tags,
        summary: 'Bid on a posted truck with one of your loads (a "load bid")',
        body: InsertBidsTruckBodySchema,
        response: { 201: InsertLoadBidResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.bidOnTruck(actorOf(request), request.body);
      return reply.code(201).send({ message: translate(request.language, BID_CODES.bidPlaced), data });
    },
  );

  // ---------------------------------------------------------------- lists

  app.get(
    '/Transpoter/viewAllBids',
    {
      onRequest: app.requireRole(...rolesWith('postLoads')),
      schema: {
        tags,
        summary: 'Bids on my load (owner), newest first',
        querystring: ViewAllBidsQuerySchema,
        response: { 200: TruckBidsResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(request, {
        data: await service.bidsOnMyLoad(actorOf(request), request.query.load_id, request.query.user_id),
      }),
  );

  app.get(
    '/Transpoter/viewAllBidsTruck',
    {
      onRequest: app.requireRole(...rolesWith('ownTrucks')),
      schema: {
        tags,
        summary: 'Bids on my posted truck (owner), every posting, newest first',
        querystring: ViewAllBidsTruckQuerySchema,
        response: { 200: LoadBidsResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(request, {
        data: await service.bidsOnMyTruck(actorOf(request), request.query.trucks_id, request.query.user_id),
      }),
  );

  app.get(
    '/Transpoter/getBidsByUserAndLoadId',
    {
      onRequest: app.requireRole(...rolesWith('bidOnTrucks')),
      schema: {
        tags,
        summary: 'My bids made with this load of mine, on posted trucks (bidder)',
        querystring: BidsByLoadQuerySchema,
        response: { 200: LoadBidsResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(request, {
        data: await service.bidsWithMyLoad(actorOf(request), request.query.load_id, request.query.user_id),
      }),
  );

  app.get(
    '/Transpoter/getBidsByUserAndTruck',
    {
      onRequest: app.requireRole(...rolesWith('bidOnLoads')),
      schema: {
        tags,
        summary: 'My bids made with this truck of mine, on loads (bidder)',
        querystring: BidsByTruckQuerySchema,
        response: { 200: TruckBidsResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(request, {
        data: await service.bidsWithMyTruck(actorOf(request), request.query.trucks_id, request.query.user_id),
      }),
  );

  // ---------------------------------------------------------------- negotiation

  const negotiation = (path: string, kind: typeof KIND.onLoad | typeof KIND.onTruck, what: string) => {
    app.post(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `Counter offer on a ${what}, by the party whose turn it is`,
          body: NegotiationBodySchema,
          response: { 201: NegotiationResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await service.counter(actorOf(request), kind, request.body);
        return reply.code(201).send({ message: translate(request.language, BID_CODES.countered), ...result });
      },
    );
  };
  negotiation('/Transpoter/insertTruckNegotiation', KIND.onLoad, 'bid on a load');
  negotiation('/Transpoter/negotiations', KIND.onTruck, 'bid on a posted truck');

  const history = (path: string, kind: typeof KIND.onLoad | typeof KIND.onTruck, what: string) => {
    app.get(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `Counter offers of a ${what}, oldest first (the two parties only)`,
          querystring: NegotiationQuerySchema,
          response: { 200: NegotiationHistoryResponseSchema, ...errors },
        },
      },
      async (request) => {
        const negotiation = await service.history(
          actorOf(request),
          kind,
          request.query.bid_id,
          request.query.user_id,
        );
        return negotiation.length
          ? { negotiation }
          : { negotiation, message: translate(request.language, BID_CODES.noNegotiation) };
      },
    );
  };
  history('/Transpoter/getTruckNegotiationByUserAndBid', KIND.onLoad, 'bid on a load');
  history('/Transpoter/getNegotiationByUserAndBid', KIND.onTruck, 'bid on a posted truck');

  // ---------------------------------------------------------------- decline

  app.patch(
    '/Transpoter/bidsTruckStatus',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Decline a bid on my load (owner only)',
        body: DeclineTruckBidBodySchema,
        response: { 200: DeclineResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: translate(request.language, BID_CODES.declined),
      data: await service.decline(
        actorOf(request),
        KIND.onLoad,
        request.body.bidsTruck_id,
        request.body.user_id,
      ),
    }),
  );

  app.patch(
    '/Transpoter/bidsLoadStatus',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Decline a bid on my posted truck (owner only)',
        body: DeclineLoadBidBodySchema,
        response: { 200: DeclineResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: translate(request.language, BID_CODES.declined),
      data: await service.decline(
        actorOf(request),
        KIND.onTruck,
        request.body.bidsLoad_id,
        request.body.user_id,
      ),
    }),
  );

  // ---------------------------------------------------------------- dashboard

  app.get(
    '/Transpoter/pendingActions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Bids and counters waiting for my answer (the badge)',
        response: { 200: PendingActionsResponseSchema, ...errors },
      },
    },
    async (request) => service.pending(actorOf(request)),
  );
};
