import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BID_CODES,
  BidsByLoadQuerySchema,
  BidsByTruckQuerySchema,
  DeclineLoadBidBodySchema,
  DeclineResponseSchema,
  DeclineTruckBidBodySchema,
  InsertBidsLoadBodySchema,
  InsertBidsTruckBodySchema,
  InsertLoadBidResponseSchema,
  InsertTruckBidResponseSchema,
  LoadBidsResponseSchema,
  LoadScheduleBodySchema,
  NegotiationBodySchema,
  NegotiationHistoryResponseSchema,
  NegotiationQuerySchema,
  NegotiationResponseSchema,
  PendingActionsResponseSchema,
  SCHEDULE_CODES,
  ScheduleCreatedResponseSchema,
  TruckBidsResponseSchema,
  TruckScheduleBodySchema,
  ViewAllBidsQuerySchema,
  ViewAllBidsTruckQuerySchema,
  rolesWith,
} from '@lorrybazaar/contract';
import { actorOf } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import { KIND, type KindCode } from '../codes.js';
import {
  acceptBid,
  acceptOnLoadInput,
  acceptOnTruckInput,
  type AcceptInput,
} from '../commands/accept-bid.js';
import { counterBid } from '../commands/counter-bid.js';
import { declineBid } from '../commands/decline-bid.js';
import { bidOnLoadInput, bidOnTruckInput, placeBid } from '../commands/place-bid.js';
import type { TradeContext } from '../context.js';
import { BID_LISTS, bidList, negotiation } from '../queries/bid-lists.js';
import { pendingActions } from '../queries/pending.js';
import { tripDetail } from '../queries/trips.js';
import { TRADE_ERRORS as errors, withEmptyMessage } from './answers.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['bids'];

/**
 * Bids: placing one, the four lists, counters and their history, declining, the pending badge,
 * and accepting (docs/api.md, Bids and negotiation, Schedules; the tables of calls are at the
 * top of packages/contract/src/bids.ts and schedules.ts). Paths keep the contract's spelling and
 * its crossed names; an accept answers the trip it booked.
 */
export const bidRoutes =
  (ctx: TradeContext): FastifyPluginAsyncZod =>
  async (app) => {
    placing(app, ctx);
    lists(app, ctx);
    negotiating(app, ctx);
    declining(app, ctx);
    accepting(app, ctx);
  };

function placing(app: App, ctx: TradeContext) {
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
      const data = await placeBid(ctx, actorOf(request), bidOnLoadInput(request.body));
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
      const data = await placeBid(ctx, actorOf(request), bidOnTruckInput(request.body));
      return reply.code(201).send({ message: translate(request.language, BID_CODES.bidPlaced), data });
    },
  );
}

function lists(app: App, ctx: TradeContext) {
  const list = <K extends keyof typeof BID_LISTS>(
    request: FastifyRequest,
    key: K,
    itemId: number,
    userId: number | null,
  ) =>
    bidList(ctx, actorOf(request), { list: BID_LISTS[key], itemId, userId }).then((data) =>
      withEmptyMessage(request, { data }, BID_CODES.noBids),
    );

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
    async (request) => list(request, 'onMyLoad', request.query.load_id, request.query.user_id),
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
    async (request) => list(request, 'onMyTruck', request.query.trucks_id, request.query.user_id),
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
    async (request) => list(request, 'withMyLoad', request.query.load_id, request.query.user_id),
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
    async (request) => list(request, 'withMyTruck', request.query.trucks_id, request.query.user_id),
  );

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
    async (request) => pendingActions(ctx, actorOf(request)),
  );
}

function negotiating(app: App, ctx: TradeContext) {
  const counter = (path: string, kind: KindCode, what: string) =>
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
        const result = await counterBid(ctx, actorOf(request), { ...request.body, kind });
        return reply.code(201).send({ message: translate(request.language, BID_CODES.countered), ...result });
      },
    );
  counter('/Transpoter/insertTruckNegotiation', KIND.onLoad, 'bid on a load');
  counter('/Transpoter/negotiations', KIND.onTruck, 'bid on a posted truck');

  const history = (path: string, kind: KindCode, what: string) =>
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
        const entries = await negotiation(ctx, actorOf(request), {
          kind,
          bidId: request.query.bid_id,
          userId: request.query.user_id,
        });
        return entries.length
          ? { negotiation: entries }
          : { negotiation: entries, message: translate(request.language, BID_CODES.noNegotiation) };
      },
    );
  history('/Transpoter/getTruckNegotiationByUserAndBid', KIND.onLoad, 'bid on a load');
  history('/Transpoter/getNegotiationByUserAndBid', KIND.onTruck, 'bid on a posted truck');
}

function declining(app: App, ctx: TradeContext) {
  const declined = async (request: FastifyRequest, kind: KindCode, bidId: number, userId: number | null) => ({
    message: translate(request.language, BID_CODES.declined),
    data: await declineBid(ctx, actorOf(request), { kind, bidId, userId }),
  });

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
    async (request) => declined(request, KIND.onLoad, request.body.bidsTruck_id, request.body.user_id),
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
    async (request) => declined(request, KIND.onTruck, request.body.bidsLoad_id, request.body.user_id),
  );
}

/** Accepting books a trip: the schedule calls of the contract, answered with the trip booked. */
function accepting(app: App, ctx: TradeContext) {
  const accepted = async (request: FastifyRequest, reply: FastifyReply, input: AcceptInput) => {
    const actor = actorOf(request);
    const { scheduleId, repeated } = await acceptBid(ctx, actor, input);
    return reply.code(201).send({
      message: translate(request.language, SCHEDULE_CODES.scheduled),
      data: await tripDetail(ctx, actor, { schedule_id: scheduleId }),
      repeated,
    });
  };

  app.post(
    '/Transpoter/insertLoadSchedule',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['schedules'],
        summary: 'Accept a bid on a load (the owner, or the bidder accepting a counter): the trip is booked',
        body: LoadScheduleBodySchema,
        response: { 201: ScheduleCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => accepted(request, reply, acceptOnLoadInput(request.body)),
  );

  app.post(
    '/Transpoter/truckschedules',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['schedules'],
        summary: 'Accept a bid on a posted truck (the owner, or the bidder accepting a counter)',
        body: TruckScheduleBodySchema,
        response: { 201: ScheduleCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => accepted(request, reply, acceptOnTruckInput(request.body)),
  );
}
