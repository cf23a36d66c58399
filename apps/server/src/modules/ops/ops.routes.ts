import {
  ErrorBodySchema,
  OPS_CODES,
  OpsMeResponseSchema,
  ReportBodySchema,
  ReportCreatedResponseSchema,
  REPORTS_PER_PERSON_PER_HOUR,
  StandingResponseSchema,
} from '@lorrybazaar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COOKIE, guard } from '../../plugins/app/auth.js';
import { mobileOfUser } from '../auth/people.js';
import { HttpError, forbidden } from '../../lib/http-error.js';
import { translate } from '../../lib/i18n.js';
import { actorOf } from '../../lib/actor.js';
import { activityRoutes } from './routes/activity.js';
import { OPS_ERRORS as errors, tags } from './routes/answers.js';
import { documentRoutes } from './routes/documents.js';
import { heldLoadRoutes } from './routes/held-loads.js';
import { paymentRoutes } from './routes/payments.js';
import { reportDecisionRoutes } from './routes/reports.js';
import { userRoutes } from './routes/users.js';

/**
 * The operator console's API (docs/api.md, Operator console). Every route: 401 without a
 * session, 403 for any account whose mobile is not in OPERATOR_MOBILES. There is no route that
 * changes a bid or a schedule.
 */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ops } = app;

  // The console's own guard (docs/decisions/044), on every route of this plugin and of the groups
  // it registers (routes/), at onRequest like the session guards: 401 without a session (not the session guards' 403), 403 for a
  // signed-in user who is not an operator.
  const requireOperator = guard(async (request: FastifyRequest) => {
    request.user = await app.auth.authenticate(request.cookies[COOKIE.access]);
    if (!request.user) throw new HttpError(401, OPS_CODES.signInRequired);
    if (!(await ops.isOperator(request.user.userId))) throw forbidden(OPS_CODES.notOperator);
  });
  app.addHook('onRequest', requireOperator);
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

  await app.register(documentRoutes);
  await app.register(userRoutes);
  await app.register(activityRoutes);
  await app.register(reportDecisionRoutes);
  await app.register(paymentRoutes);
  // Loads held for a price far above their lane's (decision 049).
  await app.register(heldLoadRoutes);
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
