import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bidsRoutes } from './bids.routes.js';
import { createBidsService, type BidsService } from './bids.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bids, counters, declines, the pending badge; what schedules needs to accept a bid. */
    bids: BidsService;
  }
}

export const bidsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'bids',
      createBidsService({ db: app.db, clock: app.clock, events: app.events, trust: app.trust }),
    );
    await app.register(bidsRoutes, { prefix: '/api' });
  },
  { name: 'bids', dependencies: ['db', 'events', 'auth', 'trust'] },
);
