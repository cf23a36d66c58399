import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notifyOnEvents } from './from-events.js';
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
    // Storing one is followed by the alerts step by name: its SMS job, then push (decision 026).
    const service = createNotificationsService({
      bus: app.bus,
      db: app.db,
      clock: app.clock,
      alerts: app.alerts,
    });
    app.decorate('notifications', service);
    service.start();
    const fromEvents = notifyOnEvents({ db: app.db, events: app.events, notifications: service });
    // A new load or posted truck, a booking, or a posting closed for its truck's papers (decision
    // 069) reaches open marketplace pages at once (decision 046); trade forgot its cached pages
    // first (it subscribed before). Other processes hear it on the bus.
    for (const type of ['load.posted', 'truck.posted', 'truck.unlisted', 'bid.accepted'] as const)
      app.events.subscribe(type, () => service.listingsChanged());
    // Shutdown begins: the streams end at once, so their browsers reconnect to a process that
    // stays up instead of holding this one until its time-out (docs/deployment.md).
    app.lifecycle.onShutdown(() => service.endStreams());
    app.addHook('preClose', async () => {
      // Notifications of changes already made are stored before the database closes.
      await fromEvents.settled();
      service.stop();
    });
    await app.register(notificationsRoutes, { prefix: '/api' });
  },
  { name: 'notifications', dependencies: ['db', 'bus', 'auth', 'events', 'lifecycle', 'alerts'] },
);
