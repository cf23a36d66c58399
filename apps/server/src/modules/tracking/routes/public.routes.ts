import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, PublicTrackResponseSchema } from '@lorrybazaar/contract';
import type { TrackingContext } from '../context.js';
import { publicTrack } from '../queries/public-track.js';

/** Requests a minute from one address: a person refreshing is far below, a guesser is stopped. */
const TRACK_REQUESTS_PER_MINUTE = 60;

/** The tracking link's page asks here, without a session (docs/api.md, Trip tracking). */
export const publicTrackingRoutes =
  (ctx: TrackingContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/public/track/:token',
      {
        config: { rateLimit: { max: TRACK_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['tracking'],
          summary: 'A shared trip: route, milestones, last position and ETA, in the request’s language',
          params: z.object({ token: z.string().max(100) }),
          response: { 200: PublicTrackResponseSchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        // The page polls it; a shared cache must not keep one person's answer for another's language.
        reply.header('cache-control', 'no-store');
        return { data: await publicTrack(ctx, request.params.token, request.language) };
      },
    );
  };
