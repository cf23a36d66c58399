import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService, type FeedbackService } from './feedback.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    feedback: FeedbackService;
  }
}

export const feedbackModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('feedback', createFeedbackService({ db: app.db, clock: app.clock }));
    await app.register(feedbackRoutes, { prefix: '/api' });
  },
  { name: 'feedback', dependencies: ['db', 'auth'] },
);
