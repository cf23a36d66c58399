import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  InsertTruckBodySchema,
  InsertTruckResponseSchema,
  MARKETPLACE_CODES,
  MatchingPostTrucksBodySchema,
  OwnTrucksQuerySchema,
  OwnTrucksResponseSchema,
  PageQuerySchema,
  PostTruckBodySchema,
  PostTruckResponseSchema,
  PostedTruckListingResponseSchema,
  rolesWith,
  TruckPaperBodySchema,
} from '@lorrybazaar/contract';
import { actorOf } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import { addTruck } from '../commands/add-truck.js';
import { postTruck } from '../commands/post-truck.js';
import { replaceTruckPaper } from '../commands/replace-truck-paper.js';
import type { TradeContext } from '../context.js';
import { marketPostings, matchingPostings } from '../queries/listing-page.js';
import { ownTrucks } from '../queries/own-items.js';
import { LISTING_ERRORS as errors, withEmptyMessage } from './answers.js';

const tags = ['trucks'];

/**
 * Trucks: adding one, Your Truck, posting one, the marketplace's postings and searches
 * (docs/api.md; the table of calls is at the top of packages/contract/src/marketplace.ts).
 */
export const truckRoutes =
  (ctx: TradeContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/Transpoter/insertTruck',
      {
        onRequest: app.requireRole(...rolesWith('ownTrucks')),
        schema: {
          tags,
          summary: 'Add a truck with its uploaded insurance and RC files',
          body: InsertTruckBodySchema,
          response: { 201: InsertTruckResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = await addTruck(ctx, actorOf(request), request.body);
        return reply
          .code(201)
          .send({ message: translate(request.language, MARKETPLACE_CODES.truckAdded), data });
      },
    );

    app.get(
      '/Transpoter/getTrucksByUserId',
      {
        onRequest: app.requireRole(...rolesWith('ownTrucks')),
        schema: {
          tags,
          summary: "Your Truck: the caller's own trucks; trucks_status '' all, '1' added, '5' posted",
          querystring: OwnTrucksQuerySchema,
          response: { 200: OwnTrucksResponseSchema, ...errors },
        },
      },
      async (request) =>
        withEmptyMessage(
          request,
          { data: await ownTrucks(ctx, actorOf(request), request.query) },
          MARKETPLACE_CODES.noTrucks,
        ),
    );

    app.post(
      '/Transpoter/truckPapers',
      {
        onRequest: app.requireRole(...rolesWith('ownTrucks')),
        schema: {
          tags,
          summary: "Upload one paper of the caller's truck again (RC or insurance): it waits for the check",
          body: TruckPaperBodySchema,
          response: { 200: InsertTruckResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: translate(request.language, MARKETPLACE_CODES.paperSent),
        data: await replaceTruckPaper(ctx, actorOf(request), request.body),
      }),
    );

    app.post(
      '/Transpoter/postTruck',
      {
        onRequest: app.requireRole(...rolesWith('ownTrucks')),
        schema: {
          tags,
          summary: "Post one of the caller's trucks to the marketplace (status '5')",
          body: PostTruckBodySchema,
          response: { 201: PostTruckResponseSchema, ...errors, 402: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const data = await postTruck(ctx, actorOf(request), request.body);
        return reply
          .code(201)
          .send({ message: translate(request.language, MARKETPLACE_CODES.truckPosted), data });
      },
    );

    app.get(
      '/Transpoter/getPaginatedTrucks',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: "Marketplace trucks: other users' open postings, newest first, with totalPages",
          querystring: PageQuerySchema,
          response: { 200: PostedTruckListingResponseSchema, ...errors },
        },
      },
      async (request) =>
        withEmptyMessage(
          request,
          await marketPostings(ctx, actorOf(request), request.query),
          MARKETPLACE_CODES.noTrucks,
        ),
    );

    app.post(
      '/Transpoter/getMatchingPostTrucks',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Search Truck: marketplace postings by place, date, capacity and truck type',
          body: MatchingPostTrucksBodySchema,
          response: { 200: PostedTruckListingResponseSchema, ...errors },
        },
      },
      async (request) =>
        withEmptyMessage(
          request,
          await matchingPostings(ctx, actorOf(request), request.body),
          MARKETPLACE_CODES.noTrucks,
        ),
    );
  };
