/**
 * What every trade use case is given (`ctx`, the first argument of each command and query): the
 * database, the clock, the events, the modules trade calls, and the listings' caches. Built once
 * by index.ts.
 */
import { BID_CODES } from '@lorrybazaar/contract';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden } from '../../lib/http-error.js';
import { todayOf } from '../../lib/india-day.js';
import type { Events } from '../../plugins/app/events.js';
import type { FilesService } from '../files/files.service.js';
import { assertDriverSubscription } from '../membership/driver-access.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { ReferenceService } from '../reference/reference.service.js';
import type { TrustService } from '../trust/trust.service.js';
import { createListingCounts, type ListingCounts } from './queries/listing-counts.js';
import { createListingPages, type ListingPages } from './queries/listing-pages.js';

export interface TradeContext {
  db: Db;
  clock: Clock;
  events: Events;
  reference: ReferenceService;
  files: FilesService;
  profiles: ProfilesService;
  trust: TrustService;
  /** totalPages of the listings (decision 015). */
  counts: ListingCounts;
  /** The listings' first rows and bookmarks (decision 032). */
  pages: ListingPages;
}

export function createTradeContext(app: FastifyInstance): TradeContext {
  return {
    db: app.db,
    clock: app.clock,
    events: app.events,
    reference: app.reference,
    files: app.files,
    profiles: app.profiles,
    trust: app.trust,
    counts: createListingCounts(app.config.cacheTtlMs),
    pages: createListingPages(Math.min(app.config.listingCacheMs, app.config.cacheTtlMs)),
  };
}

/** Today in India by the context's clock (lib/india-day.ts). */
export const today = (ctx: Pick<TradeContext, 'clock'>) => todayOf(ctx.clock);

/**
 * A driver bids on loads only when verified (docs/api.md, Roles), and starts new business only
 * while their subscription runs (a lapsed driver: 402, docs/decisions/008). Other roles pass.
 */
export async function assertDriverMayAct(
  ctx: TradeContext,
  tx: DbOrTx,
  actor: Actor,
  needsVerification: boolean,
): Promise<void> {
  if (actor.role !== 'driver') return;
  if (needsVerification && !(await ctx.profiles.isVerifiedDriver(tx, actor.userId))) {
    throw forbidden(BID_CODES.driverNotVerified);
  }
  await assertDriverSubscription(tx, actor, ctx.clock.now());
}
