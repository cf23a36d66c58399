import type { TradeContext } from '../context.js';
import * as trucks from '../sql/trucks.js';

/**
 * A truck paper rejected or revoked (heard from `document.reviewed`, decision 069): the truck's
 * open posting is closed, so the marketplace lists it no more, and `truck.unlisted` makes every
 * process forget the listings it kept (the caches heard the review before the posting closed,
 * so they are told again). Its bids and booked trips are left as they are: an open bid on the
 * closed posting reads as closed, and accepting one carrying the truck is refused until the paper
 * is uploaded again. Answers the posting closed, if any.
 */
export async function unlistHeldTruck(
  ctx: TradeContext,
  truckId: number,
  by: number,
): Promise<number | undefined> {
  const postingId = await ctx.db.transaction((tx) => trucks.closePostingOfHeldTruck(tx, truckId));
  if (postingId !== undefined) {
    ctx.events.publish({
      type: 'truck.unlisted',
      truck_id: truckId,
      postTrucks_id: postingId,
      by,
      recipients: [],
    });
  }
  return postingId;
}
