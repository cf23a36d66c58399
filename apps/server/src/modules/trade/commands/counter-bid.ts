import {
  shownRupees,
  type BidParty,
  type LoadBid,
  type NegotiationEntry,
  type NegotiationInput,
  type TruckBid,
} from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { fieldErrors } from '../../../lib/field-errors.js';
import type { KindCode } from '../codes.js';
import { assertDriverMayAct, today, type TradeContext } from '../context.js';
import { assertMayCounter, assertPartyOfKind, otherParty, partyCode, wrongWayCounter } from '../policy.js';
import { bidSubject, negotiationEntry, partiesOf, presentBid } from '../present.js';
import * as bids from '../sql/bids.js';

/**
 * A counter offer by the party whose turn it is (insertTruckNegotiation on a load's bid,
 * negotiations on a posted truck's). The bid row is locked, so two counters at once take turns
 * (the second finds it is no longer its turn). A counter moves towards the other side's offer
 * (`wrongWayCounter`): else 400 on `amount`, naming that side and its offer. The other party hears
 * of it (`bid.countered`).
 */
export async function counterBid(
  ctx: TradeContext,
  actor: Actor,
  input: NegotiationInput & { kind: KindCode },
): Promise<{ data: NegotiationEntry; bid: TruckBid | LoadBid }> {
  assertSelf(input.user_id, actor.userId);
  const day = today(ctx);
  const { entry, record, event } = await ctx.db.transaction(async (tx) => {
    const bid = await bids.lockBid(tx, input.bid_id, day);
    const side = assertPartyOfKind(bid, input.kind, actor.userId);
    assertMayCounter(bid!, side, input.amount);
    await assertRightWay(tx, actor, bid!, side, input.amount);
    await assertDriverMayAct(ctx, tx, actor, false);
    const id = await bids.insertCounter(tx, {
      bidId: bid!.id,
      userId: actor.userId,
      party: partyCode(side),
      amount: input.amount,
      at: ctx.clock.now(),
    });
    const entries = await bids.offersOf(tx, input.bid_id);
    // Read back inside the transaction: on the embedded database every statement queues behind
    // whole transactions, so a read after the commit would wait in that queue a second time.
    const record = (await bids.findBid(tx, input.bid_id, day, actor.language))!;
    const event = {
      type: 'bid.countered' as const,
      ...bidSubject(record),
      amount: input.amount,
      previous_amount: bid!.current_amount,
      by: actor.userId,
      recipients: [otherParty(partiesOf(record), actor.userId)],
    };
    // The other party's notification commits with the counter (decision 053).
    await ctx.events.storeWith(tx, event);
    return { entry: entries.find((row) => Number(row.id) === id)!, record, event };
  });
  ctx.events.publish(event);
  return {
    data: negotiationEntry(entry, actor.userId),
    bid: presentBid(record, actor.userId, actor.language),
  };
}

/** 400 on `amount` when the counter moves away from the other side's offer, which it names. */
async function assertRightWay(
  tx: DbOrTx,
  actor: Actor,
  bid: bids.LockedBid,
  side: BidParty,
  amount: number,
): Promise<void> {
  const code = wrongWayCounter(bid, side, amount);
  if (!code) return;
  const name = await bids.shownNameOf(tx, otherParty(bid, actor.userId));
  throw fieldErrors(actor.language, [
    { path: 'amount', code, params: { name, amount: shownRupees(bid.current_amount, actor.language) } },
  ]);
}
