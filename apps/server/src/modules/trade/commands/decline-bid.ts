import type { LoadBid, TruckBid } from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { BID, type KindCode } from '../codes.js';
import { today, type TradeContext } from '../context.js';
import { assertMayDecline, assertPartyOfKind } from '../policy.js';
import { bidSubject, presentBid } from '../present.js';
import * as bids from '../sql/bids.js';

/**
 * Decline (bidsTruckStatus, bidsLoadStatus): the owner only (the bidder gets 403, anyone else
 * 404), while the bid is open. The bidder hears of it (`bid.declined`).
 */
export async function declineBid(
  ctx: TradeContext,
  actor: Actor,
  input: { kind: KindCode; bidId: number; userId: number | null },
): Promise<TruckBid | LoadBid> {
  assertSelf(input.userId, actor.userId);
  const day = today(ctx);
  const record = await ctx.db.transaction(async (tx) => {
    const bid = await bids.lockBid(tx, input.bidId, day);
    assertMayDecline(bid!, assertPartyOfKind(bid, input.kind, actor.userId));
    await bids.setBidStatus(tx, input.bidId, BID.declined, ctx.clock.now());
    return (await bids.findBid(tx, input.bidId, day, actor.language))!;
  });
  ctx.events.publish({
    type: 'bid.declined',
    ...bidSubject(record),
    by: actor.userId,
    recipients: [Number(record.bidder_id)],
  });
  return presentBid(record, actor.userId, actor.language);
}
