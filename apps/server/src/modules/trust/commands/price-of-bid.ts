import { TRUST_CODES, priceOutlier } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { HttpError } from '../../../lib/http-error.js';
import { DIRECTION, type TrustContext } from '../context.js';
import { lanePriceOf } from '../queries/lane-price.js';
import * as repo from '../trust.repository.js';

/** A bid's price against its lane (trust.priceOfBid), used inside the bid's transaction. */
export interface BidPrice {
  /**
   * Far outside the lane's range (priceOutlier) and not confirmed: 409
   * `trust:errors.priceUnusual`, carrying the range so the screen can say it and ask.
   */
  assertUsual(): void;
  /** A confirmed unusual price is kept for the operators (`price_flags`), in the bid's transaction. */
  record(tx: DbOrTx, bidId: number): Promise<void>;
}

/**
 * The one call a bid makes to trust (docs/decisions/030, 033): its price against the usual
 * price of its load's lane. Read before the bid's transaction: the places are resolved
 * through the reference data, which may have to be read from the database, and on PGlite a
 * read outside an open transaction waits for it. The bid then asks the answer, inside its
 * transaction, to refuse the price where its other rules have passed, and to keep a
 * confirmed unusual price for the operators once the bid has its id.
 */
export async function priceOfBid(
  ctx: TrustContext,
  bid: { loadId: number; userId: number; amount: number; confirmed: boolean },
): Promise<BidPrice> {
  const load = await repo.loadLane(ctx.db, bid.loadId);
  const lane = load
    ? await lanePriceOf(ctx, {
        pickupLoc: load.pickup_loc,
        deliveryLoc: load.delivery_loc,
        tonnes: load.tonnes,
      })
    : null;
  const outlier = priceOutlier(bid.amount, lane);
  return {
    assertUsual() {
      if (outlier && !bid.confirmed) {
        throw new HttpError(409, TRUST_CODES.priceUnusual, {}, { lane_price: lane, price_check: outlier });
      }
    },
    async record(tx, bidId) {
      if (!outlier || !lane) return;
      await repo.insertFlag(tx, {
        bidId,
        userId: bid.userId,
        loadId: bid.loadId,
        amount: bid.amount,
        low: lane.low,
        high: lane.high,
        direction: DIRECTION[outlier],
        createdAt: ctx.clock.now(),
      });
    },
  };
}
