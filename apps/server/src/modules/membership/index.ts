import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { membershipRoutes } from './membership.routes.js';
import { createMembershipService, type MembershipService } from './membership.service.js';
import { createPaymentProvider } from './payment-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    membership: MembershipService;
  }
}

/** Plans, trials, subscriptions and payments (docs/decisions/008-membership.md). */
export const membershipModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'membership',
      createMembershipService({ db: app.db, clock: app.clock, provider: createPaymentProvider(app.config) }),
    );
    await app.register(membershipRoutes, { prefix: '/api' });
  },
  { name: 'membership', dependencies: ['db', 'auth'] },
);
