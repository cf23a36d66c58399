import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimJobRun } from '../../db/job-runs.js';
import { startPeriodic } from '../../lib/periodic.js';
import { purgePositions } from './commands/purge-positions.js';
import type { TrackingContext } from './context.js';
import { publicTrackingRoutes } from './routes/public.routes.js';
import { tripTrackingRoutes } from './routes/trip.routes.js';
import { createTripPort } from './trip-port.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Trip tracking's context (its commands take it): the positions job and tests use it. */
    tracking: TrackingContext;
  }
}

/**
 * Trip tracking (docs/decisions/040-trip-tracking.md): milestones, positions, links to share.
 * Reaches the trip through its port (trip-port.ts) and tells the other party through events.
 */
export const trackingModule = fp(
  async (app: FastifyInstance) => {
    const ctx: TrackingContext = {
      db: app.db,
      clock: app.clock,
      reference: app.reference,
      events: app.events,
      trips: createTripPort({ db: app.db, trade: app.trade }),
    };
    app.decorate('tracking', ctx);
    await app.register(tripTrackingRoutes(ctx), { prefix: '/api' });
    await app.register(publicTrackingRoutes(ctx), { prefix: '/api' });
  },
  { name: 'tracking', dependencies: ['db', 'events', 'auth', 'reference', 'trade'] },
);

const HOUR_MS = 3_600_000;

/**
 * Started by server.ts in every process: hourly, one process (`claimJobRun`) deletes the positions
 * of trips delivered 30 days ago. The returned function stops it (shutdown).
 */
export function startPositionsPurge(app: Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'tracking'>) {
  return startPeriodic(
    'tracking positions',
    async () => {
      const now = app.clock.now();
      if (!(await claimJobRun(app.db, 'tracking-positions', now, HOUR_MS - 60_000))) return;
      const deleted = await purgePositions(app.tracking, now);
      app.log.info({ job: 'tracking-positions', deleted }, 'tracking positions purged');
    },
    HOUR_MS,
    app.log,
  );
}
