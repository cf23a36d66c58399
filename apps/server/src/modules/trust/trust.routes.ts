import {
  ErrorBodySchema,
  LanePriceQuerySchema,
  LanePriceResponseSchema,
  RateTripBodySchema,
  RateTripResponseSchema,
  TRUST_CODES,
  TripRatingsQuerySchema,
  TripRatingsResponseSchema,
  UserRatingQuerySchema,
  UserRatingResponseSchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { localiseFieldErrors } from '../../lib/field-errors.js';
import { translate } from '../../lib/i18n.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** Ratings and lane prices (docs/api.md, Ratings and lane prices; docs/decisions/030). */
export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trust } = app;

  app.post(
    '/Transpoter/rateTrip',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['trust'],
        summary: 'Rate the other party of a delivered trip, or change that rating for 7 days',
        body: RateTripBodySchema,
        response: { 200: RateTripResponseSchema, 201: RateTripResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { rating, created } = await trust
        .rate(actorOf(request), request.body)
        .catch(localiseFieldErrors(request.language));
      return reply.status(created ? 201 : 200).send({
        message: translate(request.language, created ? TRUST_CODES.rated : TRUST_CODES.ratingUpdated),
        data: rating,
      });
    },
  );

  app.get(
    '/Transpoter/tripRatings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['trust'],
        summary: "A trip's two ratings and whether the caller may rate",
        querystring: TripRatingsQuerySchema,
        response: { 200: TripRatingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await trust.tripRatings(actorOf(request), request.query.schedule_id) }),
  );

  app.get(
    '/Transpoter/userRating',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['trust'],
        summary: "A user's public profile card: average, ratings, trips, latest ratings",
        querystring: UserRatingQuerySchema,
        response: { 200: UserRatingResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await trust.profileCard(actorOf(request), request.query.users_id) }),
  );

  app.get(
    '/Transpoter/lanePrice',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['trust'],
        summary: "A lane's usual price (25th–75th percentile of accepted bids, last 90 days), or null",
        querystring: LanePriceQuerySchema,
        response: { 200: LanePriceResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await trust.lanePrice(request.query) }),
  );
};
