/** The bid lists (by one of the caller's loads or trucks) and a bid's negotiation. */
import { BID_CODES, type NegotiationEntry } from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { KIND, type BidOfKind, type KindCode } from '../codes.js';
import { today, type TradeContext } from '../context.js';
import { assertOwnItem, assertPartyOfKind } from '../policy.js';
import { negotiationEntry, partiesOf, presentBid } from '../present.js';
import * as bids from '../sql/bids.js';
import { withDaysToPay } from '../../ledger/days-to-pay.js';

/** The four lists, each keyed by one of the caller's own loads or trucks. */
export const BID_LISTS = {
  /** viewAllBids: bids on my load. */
  onMyLoad: { kind: KIND.onLoad, by: 'load', side: 'owner' },
  /** viewAllBidsTruck: bids on my posted truck. */
  onMyTruck: { kind: KIND.onTruck, by: 'truck', side: 'owner' },
  /** getBidsByUserAndLoadId: bids I made with my load. */
  withMyLoad: { kind: KIND.onTruck, by: 'load', side: 'bidder' },
  /** getBidsByUserAndTruck: bids I made with my truck. */
  withMyTruck: { kind: KIND.onLoad, by: 'truck', side: 'bidder' },
} as const satisfies Record<string, bids.ListKey>;

/**
 * One of the four lists, newest first, each row with the other party's standing (decision 030).
 * Another user's (or a missing) load or truck answers 404, as if it did not exist.
 */
export async function bidList<L extends bids.ListKey>(
  ctx: TradeContext,
  actor: Actor,
  input: { list: L; itemId: number; userId: number | null },
): Promise<BidOfKind<L['kind']>[]> {
  const { list, itemId } = input;
  assertSelf(input.userId, actor.userId);
  const day = today(ctx);
  const item =
    list.by === 'load' ? await bids.loadFacts(ctx.db, itemId, day) : await bids.truckFacts(ctx.db, itemId);
  assertOwnItem(item, actor.userId, list.by === 'load' ? BID_CODES.loadNotFound : BID_CODES.truckNotFound);
  const records = await bids.listBids(ctx.db, list, itemId, actor.userId, day, actor.language);
  const rows = records.map(
    (record) => presentBid(record, actor.userId, actor.language) as BidOfKind<L['kind']>,
  );
  const rated = await ctx.trust.withRatings(rows);
  // A load owner bidding on the caller's posted truck: how soon they pay (decision 048).
  return list.kind === KIND.onTruck && list.side === 'owner' ? withDaysToPay(ctx.db, rated) : rated;
}

/** The counters of a bid, oldest first (the bid itself is the row; it is not repeated here); its parties only. */
export async function negotiation(
  ctx: TradeContext,
  actor: Actor,
  input: { kind: KindCode; bidId: number; userId: number | null },
): Promise<NegotiationEntry[]> {
  assertSelf(input.userId, actor.userId);
  const record = await bids.findBid(ctx.db, input.bidId, today(ctx), actor.language);
  assertPartyOfKind(record && { kind: record.kind, ...partiesOf(record) }, input.kind, actor.userId);
  const offers = await bids.offersOf(ctx.db, input.bidId);
  return offers.slice(1).map((offer) => negotiationEntry(offer, actor.userId));
}
