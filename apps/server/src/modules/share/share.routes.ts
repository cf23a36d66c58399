import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  LANGUAGES,
  SHARE_KINDS,
  SharedListingResponseSchema,
  sharePath,
  type Language,
  type SharedListing,
} from '@lorrybazaar/contract';
import { HttpError } from '../../lib/http-error.js';
import { previewHead } from './preview-head.js';

/**
 * Requests a minute from one address, each route: a chat app fetching a preview and a person
 * opening it are far below; someone walking the ids is stopped.
 */
const SHARE_REQUESTS_PER_MINUTE = 60;
const rateLimit = { max: SHARE_REQUESTS_PER_MINUTE, timeWindow: '1 minute' };

const params = z.object({ kind: z.enum(SHARE_KINDS), id: z.string().max(20) });

/**
 * A shared load or truck (docs/decisions/050): the API call its page makes, and the page itself
 * with the listing's Open Graph tags written into the HTML, in the link's language.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/listings/:kind/:id',
    {
      config: { rateLimit },
      schema: {
        tags: ['marketplace'],
        summary: 'A shared load or posted truck: route, truck, day and terms, no personal data',
        params,
        response: { 200: SharedListingResponseSchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Named in the request's language; a shared cache must not keep one language for another.
      reply.header('cache-control', 'no-store');
      const { kind, id } = request.params;
      return { data: await app.trade.queries.sharedListing(kind, id, request.language) };
    },
  );

  app.get(
    '/share/:kind/:id',
    {
      config: { rateLimit },
      schema: {
        hide: true,
        params,
        querystring: z.object({ lng: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const asked = request.query.lng;
      const lng: Language = (LANGUAGES as readonly string[]).includes(asked ?? '')
        ? (asked as Language)
        : request.language;
      let listing: SharedListing | null = null;
      try {
        listing = await app.trade.queries.sharedListing(kind, id, lng);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      }
      const origin = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
      const { title, head } = previewHead(listing, lng, `${origin}${sharePath(kind, id, lng)}`, origin);
      // The page's own answer is 404 for a listing not on offer: the app says so, a preview shows none.
      return app.webPage(request, reply, { status: listing ? 200 : 404, language: lng, title, head });
    },
  );
};
