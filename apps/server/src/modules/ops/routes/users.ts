import {
  IdParamsSchema,
  OPS_CODES,
  OpsUserChangedResponseSchema,
  OpsUserDetailResponseSchema,
  OpsUsersResponseSchema,
  SuspendBodySchema,
  UserSearchQuerySchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../../lib/i18n.js';
import { OPS_ERRORS as errors, operatorId, tags } from './answers.js';

/** Finding a user, their record, suspending and restoring (behind the console's guard, ops.routes.ts). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ops } = app;

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Find users by mobile, name or company (any script)',
        querystring: UserSearchQuerySchema,
        response: { 200: OpsUsersResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ops.searchUsers(request.query.q) }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'A user with their listings, bids, schedules and documents',
        params: IdParamsSchema,
        response: { 200: OpsUserDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ops.userDetail(operatorId(request), request.params.id) }),
  );

  for (const [path, suspend] of [
    ['suspend', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/users/:id/${path}`,
      {
        schema: {
          tags,
          summary: suspend
            ? 'Suspend a user: sessions end at once; sign-in, posting and bidding are refused'
            : 'Restore a suspended user',
          params: IdParamsSchema,
          body: SuspendBodySchema,
          response: { 200: OpsUserChangedResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: translate(request.language, suspend ? OPS_CODES.suspended : OPS_CODES.restored),
        data: await ops.setSuspended(
          operatorId(request),
          request.params.id,
          suspend,
          request.body.note ?? null,
        ),
      }),
    );
  }
};
