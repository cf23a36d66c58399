import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

/**
 * Notifications: stored per user, pushed to open event streams in every process
 * (docs/decisions/024-live-marketplace.md). Streams close before the server does, so their
 * browsers reconnect to a process that is still up.
 */
export const notificationsModule = fp(
  async (app: FastifyInstance) => {
    const service = createNotificationsService({ database: app.database, db: app.db, clock: app.clock });
    app.decorate('notifications', service);
    await service.start();
    app.addHook('preClose', async () => service.stop());
    await app.register(notificationsRoutes, { prefix: '/api' });
  },
  { name: 'notifications', dependencies: ['db', 'auth', 'events'] },
);
