import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { referenceRoutes } from './reference.routes.js';
import { createReferenceService, type ReferenceService } from './reference.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Materials, capacities, truck types, states and districts, held in memory (decision 020). */
    reference: ReferenceService;
  }
}

/** Reference data and place suggestions: public, and read by the marketplace. */
export const referenceModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('reference', createReferenceService(app.db));
    await app.register(referenceRoutes, { prefix: '/api' });
  },
  { name: 'reference', dependencies: ['db'] },
);
