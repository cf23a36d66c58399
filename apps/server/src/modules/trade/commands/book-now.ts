import {
  BID_CODES,
  BOOK_NOW_CODES,
  SCHEDULE_CODES,
  askingPerTruck,
  type BookNowInput,
  type BookTruckNowInput,
} from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { HttpError, conflict, forbidden, notFound } from '../../../lib/http-error.js';
import { isVerifiedUser } from '../../profiles/verified.js';
import { KIND, POSTING, type KindCode } from '../codes.js';
import { today, type TradeContext } from '../context.js';
import * as bids from '../sql/bids.js';
import { acceptedIn, bookLocked, bookingRaceIs409, lockInOrder } from './accept-bid.js';
import { duplicateIs409, placeBidIn } from './place-bid.js';

/** A booking at the asking price, either kind (the contract's two bodies, below). */
export interface BookNowRequest {
  /** On a load: a carrier books it with a truck of theirs. On a truck: a load owner books a posting. */
  kind: KindCode;
  loadId: number;
  /** On a load: the carrier's truck. */
  truckId: number | null;
  /** On a truck: the posting booked. */
  postingId: number | null;
  /** The amount for one truck the caller saw (`asking_per_truck`). */
  expected: number;
  userId: number | null;
}

/** bookNow: a carrier books a load with one of their trucks. */
export const bookLoadInput = (body: BookNowInput): BookNowRequest => ({
  kind: KIND.onLoad,
  loadId: body.loads_id,
  truckId: body.trucks_id,
  postingId: null,
  expected: body.expected_amount,
  userId: body.user_id,
});

/** bookTruckNow: a load owner books a posted truck with one of their loads. */
export const bookTruckInput = (body: BookTruckNowInput): BookNowRequest => ({
  kind: KIND.onTruck,
  loadId: body.loads_id,
  truckId: null,
  postingId: body.postTrucks_id,
  expected: body.expected_amount,
  userId: body.user_id,
});

/**
 * Book Now (docs/decisions/043): one transaction that takes THE locks (accept-bid.ts), checks the
 * listing still takes Book Now at the amount the caller saw (409 `priceChanged` otherwise, and
 * nothing is written) and that both parties are verified (403), then places a bid at that amount
 * (place-bid.ts: the same rules, the lane price kept for the operators) and accepts it for the
 * owner (accept-bid.ts: the same checks, one truck of the load, the moot bids closed). The owner's
 * notification is stored with it and goes out once committed (`bid.accepted` with `book_now`: a
 * booking, not a bid of theirs).
 */
export async function bookNow(ctx: TradeContext, actor: Actor, request: BookNowRequest) {
  assertSelf(request.userId, actor.userId);
  const day = today(ctx);
  const truckId = request.truckId ?? (await truckOfPosting(ctx, request.postingId!));
  // The asking price is the poster's: an unusual one is kept for the operators, not asked again.
  const price = await ctx.trust.priceOfBid({
    loadId: request.loadId,
    userId: actor.userId,
    amount: request.expected,
    confirmed: true,
  });
  const booked = await bookingRaceIs409(() =>
    duplicateIs409(() =>
      ctx.db.transaction(async (tx) => {
        const items = await lockInOrder(
          tx,
          { loadId: request.loadId, truckId, postingId: request.postingId },
          day,
        );
        if (!items.load) throw notFound(BID_CODES.loadNotFound);
        if (!items.truck) throw notFound(BID_CODES.truckNotFound);
        const listed = request.kind === KIND.onLoad ? items.load : items.posting;
        if (!listed) throw notFound(BID_CODES.truckNotFound);
        if (request.kind === KIND.onTruck && items.posting?.status !== POSTING.open) {
          throw conflict(SCHEDULE_CODES.alreadyBooked);
        }
        const asking = listed.terms?.book_now ? askingPerTruck(listed.terms, listed.tonnes) : null;
        if (asking === null) throw conflict(BOOK_NOW_CODES.bookNowOff);
        if (asking !== request.expected) {
          throw new HttpError(409, BOOK_NOW_CODES.priceChanged, {}, { asking_per_truck: asking });
        }
        const bid = await placeBidIn(
          ctx,
          tx,
          actor,
          {
            kind: request.kind,
            loadId: request.loadId,
            truckId,
            amount: asking,
            confirmPrice: true,
            userId: null,
          },
          price,
          day,
        );
        // After the bid's own rules (another's truck or load: 404), both parties verified (403,
        // saying whose documents are missing); the transaction takes the bid back with the refusal.
        const [callerVerified, ownerVerified] = await Promise.all([
          isVerifiedUser(tx, actor.userId),
          isVerifiedUser(tx, Number(bid.owner_id)),
        ]);
        if (!callerVerified) throw forbidden(BOOK_NOW_CODES.notVerified);
        if (!ownerVerified) throw forbidden(BOOK_NOW_CODES.otherNotVerified);
        const locked = (await bids.lockBid(tx, Number(bid.id), day))!;
        const accepted = await bookLocked(ctx, tx, actor, {
          kind: request.kind,
          side: 'owner',
          ...items,
          locked,
        });
        return { ...accepted, event: await acceptedIn(ctx, tx, bid, accepted, actor.userId, true) };
      }),
    ),
  );
  ctx.events.publish(booked.event);
  return { scheduleId: booked.scheduleId };
}

/** The truck of a posting (its lock is taken with the truck's, in THE order). */
async function truckOfPosting(ctx: TradeContext, postingId: number): Promise<number> {
  const posting = await bids.postingFacts(ctx.db, postingId, today(ctx));
  if (!posting) throw notFound(BID_CODES.truckNotFound);
  return posting.truck_id;
}
