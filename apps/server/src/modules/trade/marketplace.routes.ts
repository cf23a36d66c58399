import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddLoadBodySchema,
  AddLoadResponseSchema,
  ErrorBodySchema,
  InsertTruckBodySchema,
  InsertTruckResponseSchema,
  LoadListingResponseSchema,
  LoadsForTruckQuerySchema,
  LoadsForTruckResponseSchema,
  RETURNS_CODES,
  MARKETPLACE_CODES,
  MatchingLoadsBodySchema,
  MatchingPostTrucksBodySchema,
  OwnLoadsQuerySchema,
  OwnLoadsResponseSchema,
  OwnTrucksQuerySchema,
  OwnTrucksResponseSchema,
  PageQuerySchema,
  PostTruckBodySchema,
  PostTruckResponseSchema,
  PostedTruckListingResponseSchema,
  rolesWith,
} from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';
import { actorOf as actor } from '../../lib/actor.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** With an empty list, the message the screens show. */
const withEmptyMessage = <T extends { data: unknown[] }>(request: FastifyRequest, body: T, code: string) =>
  body.data.length ? body : { ...body, message: translate(request.language, code) };

/**
 * Loads, trucks and the marketplace (docs/api.md; the table of calls is at the
 * top of packages/contract/src/marketplace.ts). Paths keep the contract's spelling.
 */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.trade.marketplace;

  const loadsTags = ['loads'];
  const trucksTags = ['trucks'];

  // ---------------------------------------------------------------- loads

  app.post(
    '/Transpoter/AddLoad',
    {
      onRequest: app.requireRole(...rolesWith('postLoads')),
      schema: {
        tags: loadsTags,
        summary: 'Add a load (owner: the signed-in user)',
        body: AddLoadBodySchema,
        response: { 201: AddLoadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.addLoad(actor(request), request.body);
      return reply
        .code(201)
        .send({ message: translate(request.language, MARKETPLACE_CODES.loadAdded), data });
    },
  );

  app.get(
    '/Transpoter/getLoadsByUserId',
    {
      onRequest: app.requireRole(...rolesWith('postLoads')),
      schema: {
        tags: loadsTags,
        summary: "Your Loads: the caller's own loads, newest first, pages of 12",
        querystring: OwnLoadsQuerySchema,
        response: { 200: OwnLoadsResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(
        request,
        await service.ownLoads(actor(request), request.query),
        MARKETPLACE_CODES.noLoads,
      ),
  );

  app.get(
    '/Transpoter/getAllLoads',
    {
      onRequest: app.requireUser,
      schema: {
        tags: loadsTags,
        summary: "Marketplace loads: other users' open loads, newest first",
        querystring: PageQuerySchema,
        response: { 200: LoadListingResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(
        request,
        await service.allLoads(actor(request), request.query.page, request.query.limit),
        MARKETPLACE_CODES.noLoads,
      ),
  );

  app.post(
    '/Transpoter/getMatchingLoads',
    {
      onRequest: app.requireUser,
      schema: {
        tags: loadsTags,
        summary: 'Search Load: marketplace loads by place, date, material, capacity, type, trucks',
        body: MatchingLoadsBodySchema,
        response: { 200: LoadListingResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(
        request,
        await service.matchingLoads(actor(request), request.body),
        MARKETPLACE_CODES.noLoads,
      ),
  );

  app.get(
    '/Transpoter/getLoadsForTruck',
    {
      onRequest: app.requireRole(...rolesWith('ownTrucks')),
      schema: {
        tags: loadsTags,
        summary:
          "Loads for the caller's truck, best first: return loads after a trip or posting, or where it starts",
        querystring: LoadsForTruckQuerySchema,
        response: { 200: LoadsForTruckResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(
        request,
        await service.loadsForTruck(actor(request), request.query),
        RETURNS_CODES.none,
      ),
  );

  // ---------------------------------------------------------------- trucks

  app.post(
    '/Transpoter/insertTruck',
    {
      onRequest: app.requireRole(...rolesWith('ownTrucks')),
      schema: {
        tags: trucksTags,
        summary: 'Add a truck with its uploaded insurance and RC files',
        body: InsertTruckBodySchema,
        response: { 201: InsertTruckResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.addTruck(actor(request), request.body);
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
        tags: trucksTags,
        summary: "Your Truck: the caller's own trucks; trucks_status '' all, '1' added, '5' posted",
        querystring: OwnTrucksQuerySchema,
        response: { 200: OwnTrucksResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(
        request,
        { data: await service.ownTrucks(actor(request), request.query) },
        MARKETPLACE_CODES.noTrucks,
      ),
  );

  app.post(
    '/Transpoter/postTruck',
    {
      onRequest: app.requireRole(...rolesWith('ownTrucks')),
      schema: {
        tags: trucksTags,
        summary: "Post one of the caller's trucks to the marketplace (status '5')",
        body: PostTruckBodySchema,
        response: { 201: PostTruckResponseSchema, ...errors, 402: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await service.postTruck(actor(request), request.body);
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
        tags: trucksTags,
        summary: "Marketplace trucks: other users' open postings, newest first, with totalPages",
        querystring: PageQuerySchema,
        response: { 200: PostedTruckListingResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(
        request,
        await service.allPostings(actor(request), request.query.page, request.query.limit),
        MARKETPLACE_CODES.noTrucks,
      ),
  );

  app.post(
    '/Transpoter/getMatchingPostTrucks',
    {
      onRequest: app.requireUser,
      schema: {
        tags: trucksTags,
        summary: 'Search Truck: marketplace postings by place, date, capacity and truck type',
        body: MatchingPostTrucksBodySchema,
        response: { 200: PostedTruckListingResponseSchema, ...errors },
      },
    },
    async (request) =>
      withEmptyMessage(
        request,
        await service.matchingPostings(actor(request), request.body),
        MARKETPLACE_CODES.noTrucks,
      ),
  );
};
