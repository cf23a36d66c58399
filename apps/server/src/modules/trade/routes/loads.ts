import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddLoadBodySchema,
  AddLoadResponseSchema,
  LoadListingResponseSchema,
  LoadsForTruckQuerySchema,
  LoadsForTruckResponseSchema,
  MARKETPLACE_CODES,
  MatchingLoadsBodySchema,
  OwnLoadsQuerySchema,
  OwnLoadsResponseSchema,
  PageQuerySchema,
  RETURNS_CODES,
  rolesWith,
  LOAD_STATUS,
} from '@lorrybazaar/contract';
import { actorOf } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import { addLoad } from '../commands/add-load.js';
import type { TradeContext } from '../context.js';
import { marketLoads, matchingLoads } from '../queries/listing-page.js';
import { loadsForTruck } from '../queries/loads-near.js';
import { ownLoads } from '../queries/own-items.js';
import { LISTING_ERRORS as errors, withEmptyMessage } from './answers.js';

const tags = ['loads'];

/**
 * Loads: adding one, Your Loads, the marketplace's loads and searches, loads for a truck
 * (docs/api.md; the table of calls is at the top of packages/contract/src/marketplace.ts).
 */
export const loadRoutes =
  (ctx: TradeContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/Transpoter/AddLoad',
      {
        onRequest: app.requireRole(...rolesWith('postLoads')),
        schema: {
          tags,
          summary: 'Add a load (owner: the signed-in user)',
          body: AddLoadBodySchema,
          response: { 201: AddLoadResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = await addLoad(ctx, actorOf(request), request.body);
        const message =
          data.loads_status === LOAD_STATUS.held ? MARKETPLACE_CODES.loadHeld : MARKETPLACE_CODES.loadAdded;
        return reply.code(201).send({ message: translate(request.language, message), data });
      },
    );

    app.get(
      '/Transpoter/getLoadsByUserId',
      {
        onRequest: app.requireRole(...rolesWith('postLoads')),
        schema: {
          tags,
          summary: "Your Loads: the caller's own loads, newest first, pages of 12",
          querystring: OwnLoadsQuerySchema,
          response: { 200: OwnLoadsResponseSchema, ...errors },
        },
      },
      async (request) =>
        withEmptyMessage(
          request,
          await ownLoads(ctx, actorOf(request), request.query),
          MARKETPLACE_CODES.noLoads,
        ),
    );

    app.get(
      '/Transpoter/getAllLoads',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: "Marketplace loads: other users' open loads, newest first",
          querystring: PageQuerySchema,
          response: { 200: LoadListingResponseSchema, ...errors },
        },
      },
      async (request) =>
        withEmptyMessage(
          request,
          await marketLoads(ctx, actorOf(request), request.query),
          MARKETPLACE_CODES.noLoads,
        ),
    );

    app.post(
      '/Transpoter/getMatchingLoads',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Search Load: marketplace loads by place, date, material, capacity, type, trucks',
          body: MatchingLoadsBodySchema,
          response: { 200: LoadListingResponseSchema, ...errors },
        },
      },
      async (request) =>
        withEmptyMessage(
          request,
          await matchingLoads(ctx, actorOf(request), request.body),
          MARKETPLACE_CODES.noLoads,
        ),
    );

    app.get(
      '/Transpoter/getLoadsForTruck',
      {
        onRequest: app.requireRole(...rolesWith('ownTrucks')),
        schema: {
          tags,
          summary:
            "Loads for the caller's truck, best first: return loads after a trip or posting, or where it starts",
          querystring: LoadsForTruckQuerySchema,
          response: { 200: LoadsForTruckResponseSchema, ...errors },
        },
      },
      async (request) =>
        withEmptyMessage(
          request,
          await loadsForTruck(ctx, actorOf(request), request.query),
          RETURNS_CODES.none,
        ),
    );
  };
