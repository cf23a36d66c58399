import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bindUseCases, type BoundAll } from '../../lib/use-cases.js';
import * as commands from './commands/index.js';
import { createMembershipContext, type MembershipContext } from './context.js';
import { membershipRoutes, razorpayWebhookRoutes } from './membership.routes.js';
import { smsOnHalt } from './halt-sms.js';
import * as queries from './queries/index.js';

/** The use cases with the module's context given: what routes and other modules call. */
export interface Membership {
  ctx: MembershipContext;
  commands: BoundAll<MembershipContext, typeof commands>;
  queries: BoundAll<MembershipContext, typeof queries>;
}

declare module 'fastify' {
  interface FastifyInstance {
    membership: Membership;
  }
}

/**
 * Plans, trials, subscriptions and payments (docs/decisions/008-membership.md), with Razorpay
 * (035-razorpay.md): its webhook route, and the SMS a halted mandate sends.
 */
export const membershipModule = fp(
  async (app: FastifyInstance) => {
    const ctx = createMembershipContext({
      db: app.db,
      clock: app.clock,
      events: app.events,
      log: app.log,
      config: app.config,
    });
    app.decorate('membership', {
      ctx,
      commands: bindUseCases(ctx, commands),
      queries: bindUseCases(ctx, queries),
    });
    if (app.config.env === 'production' && app.config.paymentProvider === 'disabled') {
      app.log.warn(
        'Payments are off: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to take the driver subscription (docs/deployment.md, Payments); until then checkout answers 503.',
      );
    }
    smsOnHalt({ db: app.db, events: app.events, auth: app.auth });
    await app.register(membershipRoutes, { prefix: '/api' });
    await app.register(razorpayWebhookRoutes, { prefix: '/api' });
  },
  { name: 'membership', dependencies: ['db', 'auth', 'events'] },
);
