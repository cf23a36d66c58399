import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lanesRoutes } from './lanes.routes.js';
import { createLanesService, type LanesService } from './lanes.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    lanes: LanesService;
  }
}

/**
 * Saved lanes: a user's kept searches; a new load or posted truck on one tells its owner
 * (docs/decisions/024-live-marketplace.md). Matching runs after the listing's commit, so adding
 * a load never waits for it, and in batches: the listings of up to a second are matched together
 * (docs/decisions/028-return-loads.md).
 */
export const lanesModule = fp(
  async (app: FastifyInstance) => {
    const service = createLanesService({
      db: app.db,
      clock: app.clock,
      reference: app.reference,
      notifications: app.notifications,
    });
    app.decorate('lanes', service);
    // A failed batch is logged by the events seam, once per listing in it.
    app.events.subscribe('load.posted', async (event) => void (await service.loadAdded(event.loads_id)));
    app.events.subscribe(
      'truck.posted',
      async (event) => void (await service.truckPosted(event.postTrucks_id)),
    );
    // Lanes told of changes already made are told before the database closes: what is queued is
    // matched at once, not at the end of its wait.
    app.addHook('preClose', () => service.settled());
    await app.register(lanesRoutes, { prefix: '/api' });
  },
  { name: 'lanes', dependencies: ['db', 'auth', 'events', 'reference', 'notifications'] },
);
