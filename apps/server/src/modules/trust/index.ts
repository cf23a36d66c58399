import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pendingWork } from '../../lib/pending-work.js';
import { trustRoutes } from './trust.routes.js';
import { createTrustService, type TrustService } from './trust.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ratings, lane prices, unusual-price checks and flags (docs/decisions/030). */
    trust: TrustService & { settled(): Promise<void> };
  }
}

/**
 * Trust: registered before the marketplace and bids, which show its ratings and ask its price
 * check. A booked trip's price joins its lane after the accept committed (`bid.accepted`).
 */
export const trustModule = fp(
  async (app: FastifyInstance) => {
    const service = createTrustService({ db: app.db, clock: app.clock, reference: app.reference });
    const work = pendingWork();
    app.decorate('trust', { ...service, settled: () => work.settled() });
    app.events.subscribe('bid.accepted', async (event) => {
      await work.track(service.recordAccepted(event.schedule_id));
    });
    app.addHook('preClose', () => work.settled());
    await app.register(trustRoutes, { prefix: '/api' });
  },
  { name: 'trust', dependencies: ['db', 'auth', 'events', 'reference'] },
);
