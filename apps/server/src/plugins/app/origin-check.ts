import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-error.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: a server-to-server route whose body is signed (the Razorpay webhook) and that no
     * browser calls with cookies; the only route without the check.
     */
    originCheck?: boolean;
  }
}

/**
 * Cross-site request forgery guard for state-changing API calls (docs/api.md, The Origin check), on top of
 * SameSite=Strict cookies: a browser request must come from our own origin. Clients that
 * send neither header (curl, server-to-server, tests) are not browsers and carry no cookies
 * of a victim.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.originCheck === false) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') throw forbidden('errors.crossSite');
    const origin = request.headers.origin;
    if (origin) {
      const expected = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
      if (origin !== expected) throw forbidden('errors.crossSite');
    }
  });
});
