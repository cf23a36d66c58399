import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmsSender, type SmsSender } from '../auth/sms.js';
import { alertsRoutes } from './alerts.routes.js';
import { createAlertsService, type AlertsService } from './alerts.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsService;
  }
}

/**
 * Alerts that reach a phone with the app closed (docs/decisions/026-push-and-sms-alerts.md): the
 * notifications module calls this step for what it stores (`enqueue` in its transaction,
 * `pushStored` after the commit): the kinds the user wants by SMS become durable jobs sent by a
 * worker in every process, and each notification is pushed to the user's subscribed browsers.
 */
export const alertsModule = fp(
  async (app: FastifyInstance, options: { sms?: SmsSender; pushTestHosts?: readonly string[] }) => {
    const service = createAlertsService({
      db: app.db,
      clock: app.clock,
      config: app.config,
      log: app.log,
      sms: options.sms ?? createSmsSender(app.config, app.log),
      reference: app.reference,
      pushTestHosts: options.pushTestHosts,
    });
    app.decorate('alerts', service);
    // Jobs that fell due while no process ran go out as soon as this one is up.
    app.addHook('onReady', async () => service.start());
    app.lifecycle.onShutdown(() => service.stop());
    app.addHook('preClose', () => service.close());
    await app.register(alertsRoutes, { prefix: '/api' });
  },
  { name: 'alerts', dependencies: ['db', 'auth', 'lifecycle', 'reference'] },
);
