import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AchievementsResponseSchema, ErrorBodySchema } from '@lorrybazaar/contract';
import { actorOf } from '../../lib/actor.js';

/** Achievements (packages/contract/src/achievements.ts). */
export const achievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { achievements } = app;

  app.get(
    '/Transpoter/achievements',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['achievements'],
        summary: "The caller's figures (loads, truck postings, bids won, trips delivered) and badges",
        response: { 200: AchievementsResponseSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await achievements.of(actorOf(request)) }),
  );
};
