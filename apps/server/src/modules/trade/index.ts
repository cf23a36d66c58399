import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bidsRoutes } from './bids.routes.js';
import { createBidsService, type BidsService } from './bids.service.js';
import { createListingCounts, refreshOnEvents } from './listing-counts.js';
import { createListingPages } from './listing-pages.js';
import { marketplaceRoutes } from './marketplace.routes.js';
import { createMarketplaceService, type MarketplaceService } from './marketplace.service.js';
import { schedulesRoutes } from './schedules.routes.js';
import { createSchedulesService, type SchedulesService } from './schedules.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Loads, trucks, postings, bids and trips. */
    trade: { marketplace: MarketplaceService; bids: BidsService; schedules: SchedulesService };
  }
}

export const tradeModule = fp(
  async (app: FastifyInstance) => {
    // totalPages of the listings (decision 015) and their first rows and bookmarks (decision
    // 032), forgotten when the events say a listing changed.
    const counts = createListingCounts(app.config.cacheTtlMs);
    const pages = createListingPages(Math.min(app.config.listingCacheMs, app.config.cacheTtlMs));
    refreshOnEvents([counts, pages], app.events, app.bus);
    const marketplace = createMarketplaceService({
      db: app.db,
      clock: app.clock,
      reference: app.reference,
      files: app.files,
      counts,
      pages,
      events: app.events,
    });
    const bids = createBidsService({ db: app.db, clock: app.clock, events: app.events, trust: app.trust });
    const schedules = createSchedulesService({
      db: app.db,
      clock: app.clock,
      files: app.files,
      bids,
      events: app.events,
    });
    app.decorate('trade', { marketplace, bids, schedules });
    await app.register(marketplaceRoutes, { prefix: '/api' });
    await app.register(bidsRoutes, { prefix: '/api' });
    await app.register(schedulesRoutes, { prefix: '/api' });
  },
  { name: 'trade', dependencies: ['db', 'events', 'bus', 'auth', 'reference', 'files', 'trust'] },
);
