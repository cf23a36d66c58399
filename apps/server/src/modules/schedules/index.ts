import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulesRoutes } from './schedules.routes.js';
import { createSchedulesService, type SchedulesService } from './schedules.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accepting a bid (a trip), trips, lorry receipt and proof of delivery. */
    schedules: SchedulesService;
  }
}

export const schedulesModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'schedules',
      createSchedulesService({
        db: app.db,
        clock: app.clock,
        files: app.files,
        bids: app.bids,
        events: app.events,
      }),
    );
    await app.register(schedulesRoutes, { prefix: '/api' });
  },
  { name: 'schedules', dependencies: ['db', 'events', 'auth', 'files', 'bids'] },
);
