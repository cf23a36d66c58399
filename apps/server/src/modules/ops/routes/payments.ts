import {
  ErrorBodySchema,
  IdParamsSchema,
  OPS_CODES,
  OpsPaymentsQuerySchema,
  OpsPaymentsResponseSchema,
  OpsResyncResponseSchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../../lib/i18n.js';
import { OPS_ERRORS as errors, operatorId, tags } from './answers.js';

/** Payments and their resync with the gateway (docs/decisions/035; behind the console's guard, ops.routes.ts). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ops } = app;

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary:
          "Payments and gateway mandates: recent ones, or a mobile's or a gateway id's (pay_, sub_, plink_)",
        querystring: OpsPaymentsQuerySchema,
        response: { 200: OpsPaymentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ops.payments(request.query.q) }),
  );

  app.post(
    '/payments/:id/resync',
    {
      schema: {
        tags,
        summary: 'Ask the gateway about one payment (its checkout and mandate) now and apply what it says',
        params: IdParamsSchema,
        response: { 200: OpsResyncResponseSchema, ...errors, 503: ErrorBodySchema },
      },
    },
    async (request) => ({
      message: translate(request.language, OPS_CODES.resynced),
      data: await ops.resyncPayment(operatorId(request), request.params.id),
    }),
  );
};
