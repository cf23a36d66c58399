import {
  SCHEDULE_CODES,
  type BidParty,
  type Language,
  type LoadScheduleInput,
  type TruckScheduleInput,
} from '@lorrybazaar/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { HttpError, badRequest, conflict } from '../../../lib/http-error.js';
import type { Today } from '../../../lib/india-day.js';
import { BID, KIND, POSTING, type KindCode } from '../codes.js';
import { assertTwoPeople } from '../../auth/people.js';
import { assertDriverMayAct, today, type TradeContext } from '../context.js';
import { assertNotHeldByPapers } from '../paper-hold.js';
import { assertBookable, assertNamedParties, assertPartyOfKind, otherParty } from '../policy.js';
import { bidSubject, partiesOf } from '../present.js';
import * as bids from '../sql/bids.js';
import * as trips from '../sql/trips.js';

/** Which bid to accept and who the body names (the contract's two bodies, below). */
export interface AcceptInput {
  kind: KindCode;
  bidId: number | null;
  /** With `truckId`, names the bid for older clients that send no bid id; else checked against it. */
  loadId: number | null;
  truckId: number | null;
  /** Must be the caller (insertLoadSchedule) or a party of the bid (truckschedules, below). */
  userId: number | null;
  /** A party of the bid, if sent. */
  usersId: number | null;
  /**
   * Older clients of truckschedules send the other party of the bid as `user_id`: it may name
   * either party (the caller is still the session user, and a third party is still 403).
   */
  userIdMayNameOtherParty: boolean;
}

/** insertLoadSchedule: accept a bid on a load. */
export const acceptOnLoadInput = (body: LoadScheduleInput): AcceptInput => ({
  kind: KIND.onLoad,
  bidId: body.bid_id ?? body.bidsTruck_id,
  loadId: body.loads_id,
  truckId: body.truck_id ?? body.trucks_id,
  userId: body.user_id,
  usersId: body.users_id,
  userIdMayNameOtherParty: false,
});

/** POST truckschedules: accept a bid on a posted truck. */
export const acceptOnTruckInput = (body: TruckScheduleInput): AcceptInput => ({
  kind: KIND.onTruck,
  bidId: body.bid_id ?? body.bidsLoad_id,
  loadId: body.loads_id,
  truckId: body.trucks_id ?? body.truck_id,
  userId: body.user_id,
  usersId: body.users_id,
  userIdMayNameOtherParty: true,
});

/**
 * Accept a bid (the owner, or the bidder accepting a counter): one transaction that takes the
 * locks in THE order (`lockInOrder`), re-checks everything under them, and books one truck of
 * the load (docs/decisions/017). A racing accept of another bid on the same load, truck or
 * posting waits for the locks, then finds the load's last truck, the truck's day or the posting
 * booked: 409. The same bid accepted twice answers its trip (`repeated`). The other party's
 * notification is stored with the booking and goes out once committed (`bid.accepted`).
 */
export async function acceptBid(
  ctx: TradeContext,
  actor: Actor,
  input: AcceptInput,
): Promise<{ scheduleId: number; repeated: boolean }> {
  if (!input.userIdMayNameOtherParty) assertSelf(input.userId, actor.userId);
  const day = today(ctx);
  const bid = await findToAccept(ctx.db, input, day, actor.language);
  const side = assertPartyOfKind(bid && { kind: bid.kind, ...partiesOf(bid) }, input.kind, actor.userId);
  assertNamedParties([input.usersId, input.userIdMayNameOtherParty ? input.userId : null], partiesOf(bid!));
  if (
    (input.loadId !== null && String(input.loadId) !== bid!.loads_id) ||
    (input.truckId !== null && String(input.truckId) !== bid!.truck_id)
  ) {
    throw badRequest(SCHEDULE_CODES.bidMismatch);
  }
  if (bid!.schedule_id !== null) return { scheduleId: Number(bid!.schedule_id), repeated: true };
  // A bid placed before the rule, or a mobile changed since: still no trip with oneself.
  await assertTwoPeople(ctx.db, Number(bid!.owner_id), Number(bid!.bidder_id));

  const accepted = await bookingRaceIs409(() =>
    ctx.db.transaction(async (tx) => {
      const items = await lockInOrder(tx, itemsOfBid(bid!), day);
      const locked = (await bids.lockBid(tx, Number(bid!.id), day))!;
      const booked = await bookLocked(ctx, tx, actor, { kind: input.kind, side, ...items, locked });
      // The offer taken is a counter once the bid itself is not the only offer.
      const taken = { ...booked, counter: locked.offers > 1 };
      return {
        ...booked,
        event: booked.repeated ? null : await acceptedIn(ctx, tx, bid!, taken, actor.userId),
      };
    }),
  );
  if (accepted.event) ctx.events.publish(accepted.event);
  return { scheduleId: accepted.scheduleId, repeated: accepted.repeated };
}

/**
 * What tells the other party of a booking (`bid.accepted`, marked when booked with Book Now, and
 * when the offer taken was the other party's counter offer, not their bid):
 * their notification is stored in the booking's transaction (decision 053); publish the event
 * once it committed.
 */
export async function acceptedIn(
  ctx: TradeContext,
  tx: Tx,
  bid: bids.BidRecord,
  accepted: { scheduleId: number; amount: number; counter?: boolean },
  by: number,
  bookNow = false,
) {
  const event = {
    type: 'bid.accepted' as const,
    ...bidSubject(bid),
    schedule_id: accepted.scheduleId,
    amount: accepted.amount,
    ...(bookNow ? { book_now: true as const } : {}),
    ...(accepted.counter ? { counter: true as const } : {}),
    by,
    recipients: [otherParty(partiesOf(bid), by)],
  };
  await ctx.events.storeWith(tx, event);
  return event;
}

/** The constraints back the locks up: whatever slipped past them is a lost race, 409. */
export async function bookingRaceIs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'schedules_truck_day')) throw conflict(SCHEDULE_CODES.truckBusy);
    for (const constraint of [
      'loads_trucks_booked_check',
      'schedules_one_per_posting',
      'schedules_one_per_bid',
    ]) {
      if (isUniqueViolation(error, constraint)) throw conflict(SCHEDULE_CODES.alreadyBooked);
    }
    throw error;
  }
}

/**
 * Under THE locks (`lockInOrder`, then the bid): everything re-checked, then the booking. The
 * same bid accepted meanwhile (a double click, a retry) answers its trip. Book Now runs this
 * too, on the bid it placed in the same transaction (book-now.ts).
 */
export async function bookLocked(
  ctx: TradeContext,
  tx: DbOrTx,
  actor: Actor,
  booking: LockedItems & { kind: KindCode; side: BidParty; locked: bids.LockedBid },
): Promise<{ scheduleId: number; repeated: boolean; amount: number }> {
  const { load, truck, posting, locked } = booking;
  const existing = await trips.scheduleOfBid(tx, locked.id);
  if (existing !== undefined) return { scheduleId: existing, repeated: true, amount: 0 };
  assertBookable(booking.kind, load, posting, locked, booking.side);
  if (await bids.truckBusyOn(tx, truck.id, load.pickup_date)) throw conflict(SCHEDULE_CODES.truckBusy);
  // A bid placed before its truck's paper was rejected waits for the paper again (decision 069).
  assertNotHeldByPapers(truck, actor.userId);
  await assertDriverMayAct(ctx, tx, actor, false);
  const scheduleId = await book(tx, { load, truck, posting, locked }, ctx.clock.now());
  return { scheduleId, repeated: false, amount: locked.current_amount };
}

/** The bid a caller names to accept: by id, or (older clients) by its load and truck. */
async function findToAccept(db: Db, input: AcceptInput, day: Today, language: Language) {
  const bidId =
    input.bidId ??
    (input.loadId !== null && input.truckId !== null
      ? await bidOfPair(db, input.kind, input.loadId, input.truckId)
      : undefined);
  return bidId === undefined ? undefined : bids.findBid(db, bidId, day, language);
}

/** What a booking locks: the load, the truck, and the posting (a bid's, or the truck's open one). */
export interface ItemsToLock {
  loadId: number;
  truckId: number;
  /** A bid on a posted truck: its posting; else null (the truck's open posting, if any). */
  postingId: number | null;
}

const itemsOfBid = (bid: bids.BidRecord): ItemsToLock => ({
  loadId: Number(bid.loads_id),
  truckId: Number(bid.truck_id),
  postingId: bid.kind === KIND.onTruck ? Number(bid.posting_id) : null,
});

export type LockedItems = Awaited<ReturnType<typeof lockInOrder>>;

/**
 * The bid a (load, truck) pair names. With open bids of both kinds on the pair (one on the load
 * with the truck, one on the truck's posting with the load, at two prices), the pair names none:
 * 409 naming them, never a guess (decision 042).
 */
async function bidOfPair(db: Db, kind: KindCode, loadId: number, truckId: number) {
  const open = await bids.openBidsOfPair(db, loadId, truckId);
  if (new Set(open.map((bid) => bid.kind)).size > 1) {
    throw new HttpError(
      409,
      SCHEDULE_CODES.ambiguousBid,
      {},
      {
        bids: open.map((bid) => ({
          bid_id: bid.bid_id,
          kind: bid.kind === KIND.onLoad ? 'on_load' : 'on_truck',
          amount: bid.amount,
        })),
      },
    );
  }
  return bids.openBidOfPair(db, kind, loadId, truckId);
}

/**
 * THE lock order of trade, here only: the load, the truck, the posting (the bid's, or the
 * truck's open one for the load's pickup day), then the bid (the caller, `bids.lockBid`). Two bookings always lock in this
 * order, so they queue instead of deadlocking; a bid being placed holds the load (and posting)
 * FOR SHARE (place-bid.ts), and the moot bids closed by a booking are locked last, in id order
 * (`trips.closeCompetitors`).
 */
export async function lockInOrder(tx: DbOrTx, items: ItemsToLock, day: Today) {
  const load = await bids.loadFacts(tx, items.loadId, day, 'update');
  const truck = await bids.truckToBook(tx, items.truckId);
  // A load that is gone has no day, so no posting of that day either (Book Now answers 404).
  const posting =
    items.postingId !== null
      ? await bids.postingFacts(tx, items.postingId, day, 'update')
      : load && (await bids.openPostingOfTruck(tx, items.truckId, day, 'update', load.pickup_date));
  return { load: load!, truck: truck!, posting };
}

/**
 * The booking, under the locks: the trip (with the truck's posting, when it is open and live),
 * the bid accepted, one truck of the load booked, the posting booked, and the bids it makes moot
 * closed.
 */
async function book(
  tx: DbOrTx,
  { load, truck, posting, locked }: LockedItems & { locked: bids.LockedBid },
  at: Date,
): Promise<number> {
  const bookedPosting = posting && posting.status !== POSTING.booked && posting.live ? posting : undefined;
  const scheduleId = await trips.insertSchedule(tx, {
    bidId: locked.id,
    loadId: load.id,
    truckId: truck.id,
    postingId: bookedPosting?.id ?? null,
    loadOwnerId: load.user_id,
    truckOwnerId: truck.user_id,
    amount: locked.current_amount,
    // The deal as agreed: the terms of what was bid on, whatever its listing says later.
    terms: locked.kind === KIND.onTruck ? (posting?.terms ?? null) : load.terms,
    tripDate: load.pickup_date,
    createdAt: at,
  });
  await bids.setBidStatus(tx, locked.id, BID.accepted, at);
  const loadFull = await trips.bookTruckOfLoad(tx, load.id);
  if (bookedPosting) await trips.bookPosting(tx, bookedPosting.id, truck.id);
  await trips.closeCompetitors(tx, {
    bidId: locked.id,
    loadId: loadFull ? load.id : null,
    postingId: bookedPosting?.id ?? null,
    truckId: truck.id,
    tripDate: load.pickup_date,
    at,
  });
  return scheduleId;
}
