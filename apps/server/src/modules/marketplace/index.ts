import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createListingCounts, refreshOnEvents } from './listing-counts.js';
import { createListingPages } from './listing-pages.js';
import { marketplaceRoutes } from './marketplace.routes.js';
import { createMarketplaceService, type MarketplaceService } from './marketplace.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Loads, trucks, postings and the marketplace listings. */
    marketplace: MarketplaceService;
  }
}

export const marketplaceModule = fp(
  async (app: FastifyInstance) => {
    // totalPages of the listings (decision 015) and their first rows and bookmarks (decision
    // 032), forgotten when the events say a listing changed.
    const counts = createListingCounts(app.config.cacheTtlMs);
    const pages = createListingPages(Math.min(app.config.listingCacheMs, app.config.cacheTtlMs));
    refreshOnEvents([counts, pages], app.events, app.bus);
    app.decorate(
      'marketplace',
      createMarketplaceService({
        db: app.db,
        clock: app.clock,
        reference: app.reference,
        files: app.files,
        counts,
        pages,
        events: app.events,
      }),
    );
    await app.register(marketplaceRoutes, { prefix: '/api' });
  },
  { name: 'marketplace', dependencies: ['db', 'events', 'bus', 'auth', 'reference', 'files'] },
);
