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
 * Alerts that reach a phone with the app closed (docs/decisions/026-push-and-sms-alerts.md): each
 * stored notification is pushed to the user's subscribed browsers, and the kinds the user wants
 * by SMS become durable jobs in the same transaction, sent by a worker in every process.
 */
export const alertsModule = fp(
  async (app: FastifyInstance, options: { sms?: SmsSender; pushTestHosts?: readonly string[] }) => {
    const service = createAlertsService({
      db: app.db,
      clock: app.clock,
      config: app.config,
      log: app.log,
      sms: options.sms ?? createSmsSender(app.config, app.log),
      notifications: app.notifications,
      reference: app.reference,
      pushTestHosts: options.pushTestHosts,
    });
    app.decorate('alerts', service);
    app.notifications.onStoring((tx, rows) => service.enqueue(tx, rows));
    app.notifications.onStored((rows) => service.pushStored(rows));
    // Jobs that fell due while no process ran go out as soon as this one is up.
    app.addHook('onReady', async () => service.start());
    app.lifecycle.onShutdown(() => service.stop());
    app.addHook('preClose', () => service.close());
    await app.register(alertsRoutes, { prefix: '/api' });
  },
  { name: 'alerts', dependencies: ['db', 'auth', 'lifecycle', 'reference', 'notifications'] },
);
