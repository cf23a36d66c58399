import { AuditPageQuerySchema, OpsAuditResponseSchema, OpsCountsResponseSchema } from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE } from '../ops.repository.js';
import { OPS_ERRORS as errors, tags } from './answers.js';

/** What happened: the day's and month's counts, the audit log (behind the console's guard, ops.routes.ts). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ops } = app;

  app.get(
    '/counts',
    {
      schema: {
        tags,
        summary: 'Counts for today (India) and the last 30 days',
        response: { 200: OpsCountsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await ops.counts() }),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log of operator actions, newest first (append-only)',
        querystring: AuditPageQuerySchema,
        response: { 200: OpsAuditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, total } = await ops.audit(request.query.page);
      return { data, totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE)) };
    },
  );
};
