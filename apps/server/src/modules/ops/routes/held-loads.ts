import {
  ErrorBodySchema,
  HELD_LOADS_PAGE,
  IdParamsSchema,
  LOAD_HOLD_CODES,
  OpsHeldLoadReleasedResponseSchema,
  OpsHeldLoadsResponseSchema,
  RejectHeldLoadBodySchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import { waitingHolds } from '../../trust/load-holds.js';
import { appendAudit } from '../ops.repository.js';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const withBody = { 400: ErrorBodySchema, ...errors };

/**
 * Loads held for an operator (docs/decisions/049; docs/api.md, Operator console): registered
 * inside the console's plugin, so its operator guard runs first. A release or a rejection is
 * audited in the same transaction; a rejection's owner is told why (decision 057).
 */
export const heldLoadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ops'];
  app.get(
    '/heldLoads',
    {
      schema: {
        tags,
        summary:
          'Loads held for an operator (a price far above the lane’s, an unverified poster), oldest first',
        response: { 200: OpsHeldLoadsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await waitingHolds(app.db, HELD_LOADS_PAGE) }),
  );

  app.post(
    '/heldLoads/:id/release',
    {
      schema: {
        tags,
        summary: 'Release a held load: it enters the marketplace at once',
        params: IdParamsSchema,
        response: { 200: OpsHeldLoadReleasedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const operatorId = actorOf(request).userId;
      const loadId = request.params.id;
      await app.trade.commands.releaseHeldLoad(operatorId, loadId, (tx) =>
        appendAudit(tx, {
          operatorId,
          action: 'load.release',
          targetKind: 'load',
          targetId: loadId,
          before: { held: true },
          after: { held: false },
          at: app.clock.now(),
        }),
      );
      return {
        message: translate(request.language, LOAD_HOLD_CODES.released),
        data: { loads_id: String(loadId) },
      };
    },
  );

  app.post(
    '/heldLoads/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a held load with a reason: it is closed unlisted and its owner is told why',
        params: IdParamsSchema,
        body: RejectHeldLoadBodySchema,
        response: { 200: OpsHeldLoadReleasedResponseSchema, ...withBody },
      },
    },
    async (request) => {
      const operatorId = actorOf(request).userId;
      const loadId = request.params.id;
      const { reason } = request.body;
      await app.trade.commands.rejectHeldLoad(operatorId, { loadId, reason }, (tx) =>
        appendAudit(tx, {
          operatorId,
          action: 'load.reject',
          targetKind: 'load',
          targetId: loadId,
          before: { held: true },
          after: { held: false, reason },
          at: app.clock.now(),
        }),
      );
      return {
        message: translate(request.language, LOAD_HOLD_CODES.rejected),
        data: { loads_id: String(loadId) },
      };
    },
  );
};
