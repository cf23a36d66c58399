import { BID_CODES, type InsertBidsLoadInput, type InsertBidsTruckInput } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { conflict } from '../../../lib/http-error.js';
import type { Today } from '../../../lib/india-day.js';
import { KIND, type BidOfKind, type KindCode } from '../codes.js';
import { assertNotSamePerson } from '../../auth/people.js';
import { assertDriverMayAct, today, type TradeContext } from '../context.js';
import { assertNotHeldByPapers } from '../paper-hold.js';
import { assertMayBidOnLoad, assertMayBidOnPosting, assertMayOfferLoad } from '../policy.js';
import { bidSubject, presentBid } from '../present.js';
import type { BidPrice } from '../../trust/trust.service.js';
import * as bids from '../sql/bids.js';

/** A bid of either kind, in one shape (the contract's two bodies: `placeBidOnLoad`, `placeBidOnTruck`). */
export interface PlaceBidInput<K extends KindCode = KindCode> {
  kind: K;
  /** The load bid on (on a load), or the bidder's load offered (on a posted truck). */
  loadId: number;
  /** The bidder's truck offered (on a load), or the posted truck bid on. */
  truckId: number;
  amount: number;
  /** The bidder confirmed a price far outside the lane's range (decision 030). */
  confirmPrice: boolean;
  /** The user the body names, if any: must be the caller. */
  userId: number | null;
}

/** insertBidsLoad: a bid on a load with one of the bidder's trucks (a "truck bid"). */
export const bidOnLoadInput = (body: InsertBidsLoadInput): PlaceBidInput<typeof KIND.onLoad> => ({
  kind: KIND.onLoad,
  loadId: body.loads_id,
  truckId: body.trucks_id,
  amount: body.bidsTruck_amount,
  confirmPrice: body.confirm_price === true,
  userId: body.user_id,
});

/** insertBidsTruck: a bid on a posted truck (its open posting) with one of the bidder's loads (a "load bid"). */
export const bidOnTruckInput = (body: InsertBidsTruckInput): PlaceBidInput<typeof KIND.onTruck> => ({
  kind: KIND.onTruck,
  loadId: body.load_id,
  truckId: body.trucks_id,
  amount: body.bidsLoad_amount,
  confirmPrice: body.confirm_price === true,
  userId: body.user_id,
});

/**
 * Places a bid. The load is locked FOR SHARE (and, on a posted truck, its open posting), so an
 * accept of another bid on them (FOR UPDATE, accept-bid.ts) either sees this bid and closes it,
 * or runs first and this one finds them booked. The rules (policy.ts) run under those locks, then
 * the price (trust, decision 030), then the bid is stored; a second live bid on the same pair is
 * 409 (the partial unique indexes decide). Its owner's notification is stored with it, and goes
 * out once committed (`bid.created`).
 */
export async function placeBid<K extends KindCode>(
  ctx: TradeContext,
  actor: Actor,
  input: PlaceBidInput<K>,
): Promise<BidOfKind<K>> {
  assertSelf(input.userId, actor.userId);
  const day = today(ctx);
  const price = await ctx.trust.priceOfBid({
    loadId: input.loadId,
    userId: actor.userId,
    amount: input.amount,
    confirmed: input.confirmPrice,
  });
  const { record, event } = await duplicateIs409(() =>
    ctx.db.transaction(async (tx) => {
      const record = await placeBidIn(ctx, tx, actor, input, price, day);
      const event = {
        type: 'bid.created' as const,
        ...bidSubject(record),
        amount: record.amount,
        by: actor.userId,
        recipients: [Number(record.owner_id)],
      };
      // The owner's notification (and its SMS) commit with the bid (decision 053).
      await ctx.events.storeWith(tx, event);
      return { record, event };
    }),
  );
  ctx.events.publish(event);
  return presentBid(record, actor.userId, actor.language) as BidOfKind<K>;
}

/**
 * The bid stored, inside the caller's transaction: the rules under the locks, the price, the
 * row. Book Now places its bid here too, then books it in the same transaction (book-now.ts).
 */
export async function placeBidIn(
  ctx: TradeContext,
  tx: DbOrTx,
  actor: Actor,
  input: PlaceBidInput,
  price: BidPrice,
  day: Today,
): Promise<bids.BidRecord> {
  // A driver bids on loads only when verified, and while their subscription runs.
  if (input.kind === KIND.onLoad) await assertDriverMayAct(ctx, tx, actor, true);
  const target = await targetOf(tx, input, actor.userId, day);
  price.assertUsual();
  const record = await bids.insertBidShown(
    tx,
    { ...target, kind: input.kind, bidderId: actor.userId, amount: input.amount, at: ctx.clock.now() },
    day,
    actor.language,
  );
  await price.record(tx, Number(record.id));
  return record;
}

/**
 * What the bid is on, its rules checked under the locks: the load and truck, the owner, the
 * posting, then the truck's papers (decision 069: read with the facts, no statement of its own).
 * Once the rules hold, the bidder owns one of the two and the owner the other, so the facts'
 * `samePerson` (load's poster and truck's owner) is whether bidder and owner are one person.
 */
async function targetOf(tx: DbOrTx, input: PlaceBidInput, bidderId: number, day: Today) {
  const facts = await bids.bidFacts(tx, input.loadId, input.truckId, day);
  if (input.kind === KIND.onLoad) {
    const { ownerId } = assertMayBidOnLoad(facts?.load, facts?.truck, bidderId);
    assertNotSamePerson(facts!.samePerson);
    assertNotHeldByPapers(facts!.truck!, bidderId);
    return { ownerId, loadId: facts!.load.id, truckId: facts!.truck!.id, postingId: null };
  }
  const { ownerId } = assertMayOfferLoad(facts?.load, facts?.truck, bidderId);
  assertNotSamePerson(facts!.samePerson);
  const load = facts!.load;
  const truck = facts!.truck!;
  const posting = await bids.openPostingOfTruck(tx, truck.id, day, 'share');
  assertMayBidOnPosting(posting, load, truck);
  assertNotHeldByPapers(truck, bidderId);
  return { ownerId, loadId: load.id, truckId: truck.id, postingId: posting!.id };
}

/** A second live bid on the same pair (a repeat, or two racing): the partial unique index decides, 409. */
export async function duplicateIs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'bids_live_on_load') || isUniqueViolation(error, 'bids_live_on_posting')) {
      throw conflict(BID_CODES.duplicate);
    }
    throw error;
  }
}
