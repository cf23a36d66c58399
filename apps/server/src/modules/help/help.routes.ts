import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  HELP_CODES,
  HelpRequestBodySchema,
  HelpRequestCreatedResponseSchema,
  HelpRequestListResponseSchema,
} from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';
import { actorOf } from '../../lib/actor.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };

/** Help requests from the Help page's Chat tile (packages/contract/src/help.ts). */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { help } = app;

  app.post(
    '/Transpoter/helpRequest',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['help'],
        summary: 'Ask support for help: a topic and a message (support answers by phone or e-mail)',
        body: HelpRequestBodySchema,
        response: { 201: HelpRequestCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await help.send(actorOf(request), request.body);
      return reply.status(201).send({ message: translate(request.language, HELP_CODES.received), data });
    },
  );

  app.get(
    '/Transpoter/helpRequest',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['help'],
        summary: "The caller's own help requests, newest first",
        response: { 200: HelpRequestListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await help.listOwn(actorOf(request)) }),
  );
};
