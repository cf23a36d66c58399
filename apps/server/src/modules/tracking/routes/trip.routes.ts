import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteTrackingLinkBodySchema,
  ErrorBodySchema,
  TRACKING_CODES,
  TrackingLinkBodySchema,
  TrackingLinkDeletedResponseSchema,
  TrackingLinkResponseSchema,
  TripEventBodySchema,
  TripPositionsBodySchema,
  TripPositionsResponseSchema,
  TripTrackingQuerySchema,
  TripTrackingResponseSchema,
} from '@lorrybazaar/contract';
import { actorOf } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import { createLink } from '../commands/create-link.js';
import { recordMilestone } from '../commands/record-milestone.js';
import { revokeLink } from '../commands/revoke-link.js';
import { storePositions } from '../commands/store-positions.js';
import type { TrackingContext } from '../context.js';
import { partyActor } from '../policy.js';
import { positionInputs, positionsRateLimit } from '../positions.js';
import { tripTracking } from '../queries/trip-tracking.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const tags = ['tracking'];
/** Links a user may ask for an hour: far above sharing a few trips, far below filling the table. */
export const TRACKING_LINKS_PER_HOUR = 30;

/**
 * A trip's tracking for its parties (docs/api.md, Trip tracking). Thin: each calls one command or
 * query with the session's actor. The driver's page has routes of its own (the paperwork's) that
 * resolve its token to a `driver_link` actor and call the same `recordMilestone` and
 * `storePositions` (driver-check-ins.ts).
 */
export const tripTrackingRoutes =
  (ctx: TrackingContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Transpoter/tripTracking',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: "A trip's milestones, waiting hours, last position and the viewer's tracking links",
          querystring: TripTrackingQuerySchema,
          response: { 200: TripTrackingResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await tripTracking(ctx, actorOf(request), request.query.schedule_id) }),
    );

    app.post(
      '/Transpoter/tripEvents',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Check a milestone in with the phone’s fix (the truck side; in order, once each)',
          body: TripEventBodySchema,
          response: { 201: TripTrackingResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { schedule_id: scheduleId, kind, lat, lng, accuracy_m: accuracyM } = request.body;
        await recordMilestone(ctx, partyActor(actor), { scheduleId, kind, lat, lng, accuracyM });
        return reply.code(201).send({
          data: await tripTracking(ctx, actor, scheduleId),
          message: translate(request.language, TRACKING_CODES.recorded),
        });
      },
    );

    app.post(
      '/Transpoter/tripPositions',
      {
        onRequest: app.requireUser,
        // Per user (a depot's phones share one address).
        config: positionsRateLimit((request) => String(request.user?.userId ?? request.ip)),
        schema: {
          tags,
          summary: 'A batch of the phone’s positions while the trip page shares them (the truck side)',
          body: TripPositionsBodySchema,
          response: { 201: TripPositionsResponseSchema, 429: ErrorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { schedule_id: scheduleId, positions } = request.body;
        const data = await storePositions(ctx, partyActor(actorOf(request)), {
          scheduleId,
          positions: positionInputs(positions),
        });
        return reply
          .code(201)
          .send({ data, message: translate(request.language, TRACKING_CODES.positionsStored) });
      },
    );

    app.post(
      '/Transpoter/trackingLinks',
      {
        onRequest: app.requireUser,
        // Each revoke lets the next call store a new link: counted per user, after the session is known.
        config: {
          rateLimit: {
            max: TRACKING_LINKS_PER_HOUR,
            timeWindow: '1 hour',
            hook: 'preHandler',
            keyGenerator: (request) => `tracking-links:${request.user?.userId ?? request.ip}`,
          },
        },
        schema: {
          tags,
          summary: 'A link to follow the trip without an account (either party; the live one if made)',
          body: TrackingLinkBodySchema,
          response: {
            200: TrackingLinkResponseSchema,
            201: TrackingLinkResponseSchema,
            429: ErrorBodySchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { link, created } = await createLink(ctx, actorOf(request), request.body.schedule_id);
        return reply
          .code(created ? 201 : 200)
          .send({ data: link, message: translate(request.language, TRACKING_CODES.linkCreated) });
      },
    );

    app.delete(
      '/Transpoter/trackingLinks',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Revoke a tracking link (its maker): it answers 404 from now on',
          body: DeleteTrackingLinkBodySchema,
          response: { 200: TrackingLinkDeletedResponseSchema, ...errors },
        },
      },
      async (request) => {
        await revokeLink(ctx, actorOf(request), request.body.link_id);
        return { message: translate(request.language, TRACKING_CODES.linkRevoked) };
      },
    );
  };
