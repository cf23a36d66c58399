import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shareRoutes } from './share.routes.js';

/**
 * Sharing a load or a posted truck (docs/decisions/050): its public call and its page with the
 * preview's tags. Routes only: it reads the listing through `app.trade` and answers the page
 * through the web plugin's `app.webPage`, so it registers after both.
 */
export const shareModule = fp(
  async (app: FastifyInstance) => {
    await app.register(shareRoutes);
  },
  { name: 'share', dependencies: ['trade', 'web'] },
);
