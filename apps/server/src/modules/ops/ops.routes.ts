import {
  DecideReportBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  OPS_CODES,
  OpsAuditResponseSchema,
  OpsCountsResponseSchema,
  OpsMeResponseSchema,
  OpsPaymentsQuerySchema,
  OpsPaymentsResponseSchema,
  OpsResyncResponseSchema,
  OpsQueueResponseSchema,
  OpsReportDecidedResponseSchema,
  OpsReportsResponseSchema,
  OpsReviewResponseSchema,
  OpsUserChangedResponseSchema,
  OpsUserDetailResponseSchema,
  OpsUsersResponseSchema,
  AuditPageQuerySchema,
  ReportBodySchema,
  ReportCreatedResponseSchema,
  REPORTS_PER_PERSON_PER_HOUR,
  ReportsStatusQuerySchema,
  ReviewDocumentBodySchema,
  StandingResponseSchema,
  SuspendBodySchema,
  UserSearchQuerySchema,
} from '@lorrybazaar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COOKIE, guard } from '../../plugins/app/auth.js';
import { mobileOfUser } from '../auth/people.js';
import { HttpError, forbidden } from '../../lib/http-error.js';
import { translate } from '../../lib/i18n.js';
import { AUDIT_PAGE } from './ops.repository.js';
import { actorOf } from '../../lib/actor.js';
import { heldLoadRoutes } from './held-loads.routes.js';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * The operator console's API (docs/api.md, Operator console). Every route: 401 without a
 * session, 403 for any account whose mobile is not in OPERATOR_MOBILES. There is no route that
 * changes a bid or a schedule.
 */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ops } = app;

  // The console's own guard (docs/decisions/044), on every route of this plugin and at onRequest
  // like the session guards: 401 without a session (not the session guards' 403), 403 for a
  // signed-in user who is not an operator.
  const requireOperator = guard(async (request: FastifyRequest) => {
    request.user = await app.auth.authenticate(request.cookies[COOKIE.access]);
    if (!request.user) throw new HttpError(401, OPS_CODES.signInRequired);
    if (!(await ops.isOperator(request.user.userId))) throw forbidden(OPS_CODES.notOperator);
  });
  app.addHook('onRequest', requireOperator);
  const operator = (request: FastifyRequest) => actorOf(request).userId;
  const tags = ['ops'];
  // Loads held for a price far above their lane's (decision 049), behind the same guard.
  await app.register(heldLoadRoutes);

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'Whether the caller is an operator',
        response: { 200: OpsMeResponseSchema, ...errors },
      },
    },
    async () => ({ operator: true as const }),
  );

  app.get(
    '/documents',
    {
      schema: {
        tags,
        summary: 'Verification queue: pending KYC documents, oldest first, with signed preview links',
        response: { 200: OpsQueueResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ops.queue(operator(request)) }),
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
      data: await ops.reviewDocument(operator(request), request.params.id, request.body),
    }),
  );

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
    async (request) => ({ data: await ops.userDetail(operator(request), request.params.id) }),
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
          operator(request),
          request.params.id,
          suspend,
          request.body.note ?? null,
        ),
      }),
    );
  }

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
        operator(request),
        request.params.id,
        request.body.outcome,
        request.body.note ?? null,
      ),
    }),
  );

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
      data: await ops.resyncPayment(operator(request), request.params.id),
    }),
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

/** Report a listing, a bid or a user (any signed-in user; docs/api.md, Reports). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Transpoter/reports',
    {
      onRequest: app.requireUser,
      // Per person (every account of one mobile, decision 042), counted after requireUser.
      config: {
        rateLimit: {
          max: REPORTS_PER_PERSON_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: async (request) => {
            const userId = request.user?.userId;
            const person = userId === undefined ? undefined : await mobileOfUser(app.db, userId);
            return `report:${person ?? request.ip}`;
          },
        },
      },
      schema: {
        tags: ['reports'],
        summary: 'Report a load, a posted truck, a bid (one of its parties) or a user, once per target',
        body: ReportBodySchema,
        response: { 201: ReportCreatedResponseSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await app.ops.report(actorOf(request), request.body);
      return reply.status(201).send({ message: translate(request.language, OPS_CODES.reported), data });
    },
  );

  app.get(
    '/Transpoter/standing',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reports'],
        summary: "Whether people's open reports withhold the caller's loads and trucks from the lists",
        response: { 200: StandingResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { withheld: await app.ops.withheld(actorOf(request).userId) } }),
  );
};
