import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DriverTripEventBodySchema,
  DriverTripPositionsBodySchema,
  DriverTripResponseSchema,
  PaperworkTokenParamsSchema,
  TRACKING_CODES,
  TripPositionsResponseSchema,
} from '@lorrybazaar/contract';
import { translate } from '../../../lib/i18n.js';
import { positionInputs, positionsRateLimit } from '../../tracking/positions.js';
import type { PaperworkDeps } from '../deps.js';
import { driverTripOf, openDriverLink } from '../queries/driver-trip.js';
import { errors, perAddress, tags } from './public-common.js';

/**
 * The driver's page's check-ins and positions (docs/api.md, Paperwork; decisions 040, 051): the
 * token is resolved here, the rest is tracking's, through `deps.checkIns`.
 */
export const driverTrackingRoutes =
  (deps: PaperworkDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/public/driver/:token/tripEvents',
      {
        config: perAddress(60),
        schema: {
          tags,
          summary:
            "The driver's page checks a milestone in with the phone's fix, for the truck's side (in order, once each)",
          params: PaperworkTokenParamsSchema,
          body: DriverTripEventBodySchema,
          response: { 201: DriverTripResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { link, trip } = await openDriverLink(deps, request.params.token, request.language);
        const { kind, lat, lng, accuracy_m: accuracyM } = request.body;
        await deps.checkIns.record(
          { kind: 'driver_link', scheduleId: trip.scheduleId, language: request.language },
          { kind, lat, lng, accuracyM },
        );
        reply.header('cache-control', 'no-store');
        return reply.code(201).send({
          data: await driverTripOf(deps, trip, link.expires_at, request.params.token),
          message: translate(request.language, TRACKING_CODES.recorded),
        });
      },
    );

    app.post(
      '/public/driver/:token/tripPositions',
      {
        // The trip page's flood limit, per link (the id in the token; a forged one is refused
        // before any lookup).
        config: positionsRateLimit(
          (request) => `link:${String((request.params as { token?: string }).token).split('.')[0]}`,
        ),
        schema: {
          tags,
          summary:
            "A batch of the phone's positions while the driver's page shares them, for the truck's side",
          params: PaperworkTokenParamsSchema,
          body: DriverTripPositionsBodySchema,
          response: { 201: TripPositionsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { trip } = await openDriverLink(deps, request.params.token, request.language);
        const data = await deps.checkIns.positions(
          { kind: 'driver_link', scheduleId: trip.scheduleId, language: request.language },
          positionInputs(request.body.positions),
        );
        reply.header('cache-control', 'no-store');
        return reply
          .code(201)
          .send({ data, message: translate(request.language, TRACKING_CODES.positionsStored) });
      },
    );
  };
