import {
  ErrorBodySchema,
  LANES_CODES,
  LaneDeletedResponseSchema,
  LaneParamsSchema,
  RenameLaneBodySchema,
  SaveLaneBodySchema,
  SavedLaneResponseSchema,
  SavedLanesResponseSchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { translate } from '../../lib/i18n.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** Saved lanes (docs/api.md, Saved lanes): the caller's own, at most SAVED_LANES_MAX. */
export const lanesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lanes } = app;

  app.get(
    '/Transpoter/savedLanes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['lanes'],
        summary: "The caller's saved lanes, oldest first",
        response: { 200: SavedLanesResponseSchema, ...errors },
      },
    },
    async (request) => lanes.list(actorOf(request)),
  );

  app.post(
    '/Transpoter/savedLanes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['lanes'],
        summary: 'Save a marketplace search as a lane (told of new loads or trucks on it)',
        body: SaveLaneBodySchema,
        response: { 201: SavedLaneResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await lanes.save(actorOf(request), request.body);
      return reply.status(201).send({ message: translate(request.language, LANES_CODES.saved), data });
    },
  );

  app.patch(
    '/Transpoter/savedLanes/:savedLane_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['lanes'],
        summary: 'Rename a saved lane',
        params: LaneParamsSchema,
        body: RenameLaneBodySchema,
        response: { 200: SavedLaneResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: translate(request.language, LANES_CODES.renamed),
      data: await lanes.rename(actorOf(request), request.params.savedLane_id, request.body.name),
    }),
  );

  app.delete(
    '/Transpoter/savedLanes/:savedLane_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['lanes'],
        summary: 'Delete a saved lane',
        params: LaneParamsSchema,
        response: { 200: LaneDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await lanes.remove(actorOf(request), request.params.savedLane_id);
      return { message: translate(request.language, LANES_CODES.deleted) };
    },
  );
};
