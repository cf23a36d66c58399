import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes.js';

/** Liveness and database check: routes only, no service. */
export const healthModule = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes, { prefix: '/api' });
  },
  { name: 'health', dependencies: ['db'] },
);
