import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { opsRoutes, reportRoutes } from './ops.routes.js';
import { createOpsService, type OpsService } from './ops.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator console and user reports (docs/decisions/029-operator-console.md). */
    ops: OpsService;
  }
}

/** Operator console (`/api/ops/…`) and the reports users file from the marketplace. */
export const opsModule = fp(
  async (app: FastifyInstance) => {
    const ops = createOpsService({
      db: app.db,
      config: app.config,
      clock: app.clock,
      events: app.events,
      auth: app.auth,
      profiles: app.profiles,
      membership: app.membership,
    });
    app.decorate('ops', ops);
    ops.smsOnReview();
    await app.register(opsRoutes, { prefix: '/api/ops' });
    await app.register(reportRoutes, { prefix: '/api' });
  },
  { name: 'ops', dependencies: ['db', 'events', 'auth', 'profiles', 'membership', 'trade'] },
);
