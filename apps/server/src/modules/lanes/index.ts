import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pendingWork } from '../../lib/pending-work.js';
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
 * a load never waits for it.
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
    const work = pendingWork();
    app.events.subscribe(
      'load.posted',
      async (event) => void (await work.track(service.loadAdded(event.loads_id))),
    );
    app.events.subscribe(
      'truck.posted',
      async (event) => void (await work.track(service.truckPosted(event.postTrucks_id))),
    );
    // Lanes told of changes already made are told before the database closes.
    app.addHook('preClose', () => work.settled());
    await app.register(lanesRoutes, { prefix: '/api' });
  },
  { name: 'lanes', dependencies: ['db', 'auth', 'events', 'reference', 'notifications'] },
);
