import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alertExpiringBills } from './commands/alert-expiring-bills.js';
import type { PaperworkDeps } from './deps.js';
import { driverTrackingRoutes } from './routes/driver-tracking-routes.js';
import { publicPaperworkRoutes } from './routes/public-routes.js';
import { tripPaperworkRoutes } from './routes/trip-routes.js';
import { tradeTripPort } from './trip-port.js';
import { driverCheckIns } from '../tracking/driver-check-ins.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** A trip's paperwork: what runs without a request (docs/decisions/039-trip-paperwork.md). */
    paperwork: {
      /** One pass of the e-way bill alerts (server.ts runs it every five minutes). */
      alertExpiringBills(): Promise<number>;
    };
  }
}

/**
 * A trip's paperwork (docs/decisions/039-trip-paperwork.md): the driver on the trip, the
 * consignment note (LR) with its PDF and public verification, e-way bill dates and their alerts,
 * and the driver's page with its proof of delivery. The trip itself is reached only through
 * trip-port.ts.
 */
export const paperworkModule = fp(
  async (app: FastifyInstance) => {
    const deps: PaperworkDeps = {
      db: app.db,
      clock: app.clock,
      trips: tradeTripPort(app),
      files: app.files,
      notifications: app.notifications,
      checkIns: driverCheckIns(app.tracking),
      sendSms: (mobile, text) => app.auth.sendText(mobile, text),
      secret: app.config.secrets.auth,
      log: app.log,
    };
    app.decorate('paperwork', { alertExpiringBills: () => alertExpiringBills(deps) });
    await app.register(tripPaperworkRoutes(deps), { prefix: '/api' });
    await app.register(publicPaperworkRoutes(deps), { prefix: '/api' });
    await app.register(driverTrackingRoutes(deps), { prefix: '/api' });
  },
  {
    name: 'paperwork',
    dependencies: ['db', 'auth', 'files', 'reference', 'trade', 'tracking', 'notifications'],
  },
);
