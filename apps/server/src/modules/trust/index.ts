import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimJobRun } from '../../db/job-runs.js';
import { pendingWork } from '../../lib/pending-work.js';
import { startPeriodic } from '../../lib/periodic.js';
import { createLanePricesKept, forgetEverywhere, forgetOnBus } from './lane-prices-kept.js';
import { trustRoutes } from './trust.routes.js';
import { createTrustService, type TrustService } from './trust.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ratings, lane prices, unusual-price checks and flags (docs/decisions/030). */
    trust: TrustService & { settled(): Promise<void> };
  }
}

/**
 * Trust: registered before the marketplace and bids, which show its ratings and ask its price
 * check. A booked trip's price joins its lane after the accept committed (`bid.accepted`).
 */
export const trustModule = fp(
  async (app: FastifyInstance) => {
    const kept = createLanePricesKept(app.config.cacheTtlMs);
    const service = createTrustService({ db: app.db, clock: app.clock, reference: app.reference, kept });
    const work = pendingWork();
    app.decorate('trust', { ...service, settled: () => work.settled() });
    // A lane's range changes when a trip on it is booked (its price joins the lane) or delivered
    // (it starts to count): every process forgets the ranges it kept (decision 053).
    app.events.subscribe('bid.accepted', async (event) => {
      await work.track(service.recordAccepted(event.schedule_id).then(() => forgetEverywhere(kept, app.bus)));
    });
    app.events.subscribe('schedule.document_attached', async (event) => {
      if (event.document === 'proof_of_delivery') await forgetEverywhere(kept, app.bus);
    });
    forgetOnBus(kept, app.bus);
    app.addHook('preClose', () => work.settled());
    await app.register(trustRoutes, { prefix: '/api' });
  },
  { name: 'trust', dependencies: ['db', 'bus', 'auth', 'events', 'reference'] },
);

/** How often a blind rating that ended its blind days is added to its user's sums. */
const REVEAL_EVERY_MS = 5 * 60_000;

/**
 * Started by server.ts in every process: every five minutes, one process (`claimJobRun`,
 * decision 025) sums again the users whose blind ratings have become final (decision 041), so a
 * rating counts in the averages at most five minutes after the trip page shows it. The returned
 * function stops it.
 */
export function startRatingReveal(app: Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'trust'>) {
  return startPeriodic(
    'rating-reveal',
    async () => {
      if (!(await claimJobRun(app.db, 'rating-reveal', app.clock.now(), REVEAL_EVERY_MS - 30_000))) return;
      const summed = await app.trust.revealRatings();
      if (summed) app.log.info({ job: 'rating-reveal', summed }, 'blind ratings revealed in the sums');
    },
    REVEAL_EVERY_MS,
    app.log,
  );
}
