import {
  DecideReportBodySchema,
  IdParamsSchema,
  OPS_CODES,
  OpsReportDecidedResponseSchema,
  OpsReportsResponseSchema,
  ReportsStatusQuerySchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../../lib/i18n.js';
import { OPS_ERRORS as errors, operatorId, tags } from './answers.js';

/** Users' reports as the operators see and decide them (behind the console's guard, ops.routes.ts). */
export const reportDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ops } = app;

  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'Reports: open ones (default) or closed ones, newest first',
        querystring: ReportsStatusQuerySchema,
        response: { 200: OpsReportsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ops.reports(request.query.status === 'open') }),
  );

  app.post(
    '/reports/:id/decide',
    {
      schema: {
        tags,
        summary: 'Resolve or dismiss an open report',
        params: IdParamsSchema,
        body: DecideReportBodySchema,
        response: { 200: OpsReportDecidedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: translate(request.language, OPS_CODES.decided),
      data: await ops.decideReport(
        operatorId(request),
        request.params.id,
        request.body.outcome,
        request.body.note ?? null,
      ),
    }),
  );
};
