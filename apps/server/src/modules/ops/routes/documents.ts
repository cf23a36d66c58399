import {
  IdParamsSchema,
  OPS_CODES,
  OpsQueueResponseSchema,
  OpsReviewResponseSchema,
  ReviewDocumentBodySchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../../lib/i18n.js';
import { OPS_ERRORS as errors, operatorId, tags } from './answers.js';

/** The verification queue and a document's review (behind the console's guard, ops.routes.ts). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ops } = app;

  app.get(
    '/documents',
    {
      schema: {
        tags,
        summary: 'Verification queue: pending KYC documents, oldest first, with signed preview links',
        response: { 200: OpsQueueResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ops.queue(operatorId(request)) }),
  );

  app.post(
    '/documents/:id/review',
    {
      schema: {
        tags,
        summary: 'Approve or reject a pending document (a reason from the list, and a note)',
        params: IdParamsSchema,
        body: ReviewDocumentBodySchema,
        response: { 200: OpsReviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: translate(request.language, OPS_CODES.reviewed),
      data: await ops.reviewDocument(operatorId(request), request.params.id, request.body),
    }),
  );
};
