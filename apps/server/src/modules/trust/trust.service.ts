/**
 * The trust service trade and the routes call: each use case of commands/ and queries/
 * with the module's context bound (docs/decisions/044).
 */
import { bindUseCases } from '../../lib/use-cases.js';
import { priceOfBid } from './commands/price-of-bid.js';
import { rate } from './commands/rate.js';
import { recordAccepted } from './commands/record-accepted.js';
import { revealRatings } from './commands/reveal-ratings.js';
import type { TrustContext } from './context.js';
import { lanePrice } from './queries/lane-price.js';
import { priceFlags } from './queries/price-flags.js';
import { profileCard } from './queries/profile-card.js';
import { summaries, withRatings } from './queries/standing.js';
import { tripRatings } from './queries/trip-ratings.js';

export type { BidPrice } from './commands/price-of-bid.js';

export function createTrustService(ctx: TrustContext) {
  return {
    ...bindUseCases(ctx, {
      rate,
      revealRatings,
      tripRatings,
      summaries,
      profileCard,
      lanePrice,
      recordAccepted,
      priceOfBid,
      priceFlags,
    }),
    // Bound by hand: binding would fix its row type to the bound's.
    withRatings: <R extends { users_id: string }>(rows: R[]) => withRatings(ctx, rows),
  };
}

export type TrustService = ReturnType<typeof createTrustService>;
