import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  FEEDBACK_CODES,
  FeedbackBodySchema,
  FeedbackCreatedResponseSchema,
  FeedbackListResponseSchema,
} from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';
import { actorOf } from '../../lib/actor.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };

/** Feedback (packages/contract/src/feedback.ts). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedback } = app;

  app.post(
    '/Transpoter/feedback',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback: text (up to 2,000 characters) and a 1–5 star rating',
        body: FeedbackBodySchema,
        response: { 201: FeedbackCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await feedback.send(actorOf(request), request.body);
      return reply.status(201).send({ message: translate(request.language, FEEDBACK_CODES.thanks), data });
    },
  );

  app.get(
    '/Transpoter/feedback',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feedback'],
        summary: "The caller's own feedback, newest first",
        response: { 200: FeedbackListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await feedback.listOwn(actorOf(request)) }),
  );
};
