/**
 * The trade module (docs/decisions/033): loads, trucks and their postings, bids and their
 * offers, and trips (`schedules`), with their one lock order (commands/accept-bid.ts). One
 * plugin: it builds the context every use case is given, decorates `app.trade`, registers the
 * routes, and wires the listings' caches to the events that make them stale.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimJobRun } from '../../db/job-runs.js';
import { startPeriodic } from '../../lib/periodic.js';
import { bindUseCases, type BoundAll } from '../../lib/use-cases.js';
import { acceptBid } from './commands/accept-bid.js';
import { addLoad } from './commands/add-load.js';
import { addTruck } from './commands/add-truck.js';
import { bookNow } from './commands/book-now.js';
import { attachTripDocument } from './commands/attach-trip-document.js';
import { cancelTrip } from './commands/cancel-trip.js';
import { counterBid } from './commands/counter-bid.js';
import { declineBid } from './commands/decline-bid.js';
import { flagSuspendedParty } from './commands/flag-suspended-party.js';
import { closeUndecidedHolds, rejectHeldLoad, releaseHeldLoad } from './commands/hold-load.js';
import { placeBid } from './commands/place-bid.js';
import { postTruck } from './commands/post-truck.js';
import { unlistHeldTruck } from './commands/unlist-held-truck.js';
import { createTradeContext, type TradeContext } from './context.js';
import { bidList, negotiation } from './queries/bid-lists.js';
import { refreshOnEvents } from './queries/listing-counts.js';

/** For the live streams: whether a caches message says listings changed (decision 046). */
export { listingsChangedOf } from './queries/listing-counts.js';
/** For tracking's check-in: the trip's row held in its transaction (decision 054). */
export { holdTrip } from './hold-trip.js';
import { marketLoads, marketPostings, matchingLoads, matchingPostings } from './queries/listing-page.js';
import { loadsForTruck } from './queries/loads-near.js';
import { ownLoads, ownTrucks } from './queries/own-items.js';
import { pendingActions } from './queries/pending.js';
import { sharedListing } from './queries/shared-listing.js';
import { loadTrips, tripDetail, truckTrips } from './queries/trips.js';
import { bidRoutes } from './routes/bids.js';
import { cancelTripRoutes } from './routes/cancel-trip.js';
import { loadRoutes } from './routes/loads.js';
import { scheduleRoutes } from './routes/schedules.js';
import { truckRoutes } from './routes/trucks.js';
import { tripItems } from './sql/trips.js';

const commands = {
  addLoad,
  addTruck,
  postTruck,
  placeBid,
  counterBid,
  declineBid,
  acceptBid,
  bookNow,
  attachTripDocument,
  cancelTrip,
  releaseHeldLoad,
  rejectHeldLoad,
  closeUndecidedHolds,
};
const queries = {
  marketLoads,
  matchingLoads,
  marketPostings,
  matchingPostings,
  ownLoads,
  ownTrucks,
  loadsForTruck,
  bidList,
  negotiation,
  pendingActions,
  loadTrips,
  truckTrips,
  tripDetail,
  sharedListing,
};

/** Trade's use cases with its context given: `(actor, input)`. */
export interface Trade {
  commands: BoundAll<TradeContext, typeof commands>;
  queries: BoundAll<TradeContext, typeof queries>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Trade's use cases, each `(actor, input)`; its routes call the same functions. */
    trade: Trade;
  }
}

export const tradeModule = fp(
  async (app: FastifyInstance) => {
    const ctx = createTradeContext(app);
    // The listings' counts and kept pages are forgotten when the events say a listing changed,
    // here and (over the bus) in every other process.
    refreshOnEvents([ctx.counts, ctx.pages], app.events, app.bus);
    app.decorate('trade', { commands: bindUseCases(ctx, commands), queries: bindUseCases(ctx, queries) });
    // A suspended party's booked trips are flagged to the other party (decision 045).
    app.events.subscribe('user.standing_changed', async (event) => {
      await flagSuspendedParty(ctx, event.user_id);
    });
    // A truck whose RC or insurance is rejected (or revoked) leaves the marketplace (decision
    // 069), and so does its posting a cancelled trip put back while a paper is still rejected.
    app.events.subscribe('document.reviewed', async (event) => {
      if (event.outcome === 'rejected' && event.truck_id !== undefined) {
        await unlistHeldTruck(ctx, event.truck_id, event.by);
      }
    });
    app.events.subscribe('trip.cancelled', async (event) => {
      const trip = await tripItems(ctx.db, event.schedule_id);
      if (trip) await unlistHeldTruck(ctx, trip.truckId, event.by);
    });
    for (const routes of [loadRoutes, truckRoutes, bidRoutes, scheduleRoutes, cancelTripRoutes]) {
      await app.register(routes(ctx), { prefix: '/api' });
    }
  },
  {
    name: 'trade',
    dependencies: ['db', 'events', 'bus', 'auth', 'reference', 'files', 'profiles', 'trust'],
  },
);

const HOUR_MS = 3_600_000;

/**
 * Started by server.ts in every process: hourly, one process (`claimJobRun`, decision 025) closes
 * the held loads nobody decided within HELD_LOAD_DECIDE_HOURS, their owners told (decision 057).
 * The returned function stops it.
 */
export function startHeldLoadClosing(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'trade' | 'config'>,
) {
  return startPeriodic(
    'held-load-closing',
    async () => {
      if (!(await claimJobRun(app.db, 'held-load-closing', app.clock.now(), HOUR_MS - 60_000))) return;
      const closed = await app.trade.commands.closeUndecidedHolds(app.config.heldLoadDecideHours);
      if (closed) app.log.info({ job: 'held-load-closing', closed }, 'undecided held loads closed');
    },
    HOUR_MS,
    app.log,
  );
}
