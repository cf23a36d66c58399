/**
 * Trade's object rules, as pure functions of the rows a use case read (under its locks): who is
 * a party of a bid or a trip, whose turn it is, whose item it is, what fits, and what may happen
 * to a bid or a trip now. Each throws the answer the API gives (docs/api.md, Who owns what:
 * another user's private object is not found; a wrong state is a conflict). Tested alone in
 * policy.test.ts; the order of the checks inside each function is the order of the answers.
 */
import {
  BID_CODES,
  BID_KIND,
  CANCEL_CODES,
  counterMoveError,
  MAX_OFFERS_PER_BID,
  NO_SHOW_REASONS,
  REPORT_TOO_SOON,
  reportBarredBy,
  reportOpensAt,
  SCHEDULE_CODES,
  todayInIndia,
  truckFit,
  type BidParty,
  type CancelReason,
  type TripMilestone,
} from '@lorrybazaar/contract';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { BID, KIND, LOAD, PARTY, POSTING, TRIP, type KindCode } from './codes.js';

// ---------------------------------------------------------------- parties and turns

/** The two people of a bid. */
export interface BidParties {
  bidder_id: number;
  owner_id: number;
}

/** The viewer's side of a bid, or null for anyone else (who must not learn it exists). */
export function sideOf(bid: BidParties, userId: number): BidParty | null {
  if (bid.bidder_id === userId) return 'bidder';
  if (bid.owner_id === userId) return 'owner';
  return null;
}

/** The viewer's side, else 404. */
export function assertParty(bid: BidParties | undefined, userId: number): BidParty {
  const side = bid ? sideOf(bid, userId) : null;
  if (!side) throw notFound(BID_CODES.bidNotFound);
  return side;
}

/** The caller's side of a bid of this kind, else 404 (another kind's id is not found either). */
export const assertPartyOfKind = (
  bid: (BidParties & { kind: number }) | undefined,
  kind: KindCode,
  userId: number,
): BidParty => assertParty(bid?.kind === kind ? bid : undefined, userId);

/** The party of a bid who is not this user. */
export const otherParty = (bid: BidParties, userId: number) =>
  bid.owner_id === userId ? bid.bidder_id : bid.owner_id;

/** Who made an offer, as stored and as the API names it. */
export const partyCode = (side: BidParty) => (side === 'owner' ? PARTY.owner : PARTY.bidder);
export const partyName = (code: number): BidParty => (code === PARTY.owner ? 'owner' : 'bidder');

/** Whose answer an open bid waits for: the side that did not make the latest offer. */
export function awaitingOf(bid: { status: number; last_offer_by: number }): BidParty | null {
  if (bid.status !== BID.open) return null;
  return bid.last_offer_by === PARTY.bidder ? 'owner' : 'bidder';
}

/**
 * Countering and accepting are turns: only the side the bid waits for may take one. A closed bid
 * (accepted, declined, booked elsewhere, expired) takes none.
 */
export function assertTurn(bid: { effective: number; last_offer_by: number }, side: BidParty): void {
  if (bid.effective !== BID.open) throw new HttpError(409, BID_CODES.bidClosed);
  if (awaitingOf({ status: bid.effective, last_offer_by: bid.last_offer_by }) !== side) {
    throw new HttpError(409, BID_CODES.notYourTurn);
  }
}

/** A locked bid as the negotiation rules read it. */
interface OpenBid {
  effective: number;
  last_offer_by: number;
  offers: number;
  current_amount: number;
}

/** A counter: the side whose turn it is, within the offers allowed, a new amount. */
export function assertMayCounter(bid: OpenBid, side: BidParty, amount: number): void {
  assertTurn(bid, side);
  if (bid.offers >= MAX_OFFERS_PER_BID) throw conflict(BID_CODES.tooManyOffers);
  if (amount === bid.current_amount) throw badRequest(BID_CODES.counterSame);
}

/**
 * The two sides move towards each other (docs/decisions/009): the field message of a counter by
 * the payer (the load's owner) above the carrier's last offer, or by the carrier below the
 * payer's, else null. Asked after `assertMayCounter`, so the amount on the table is the other
 * side's offer; the use case names that side in the answer (400 on `amount`).
 */
export const wrongWayCounter = (
  bid: { kind: number; current_amount: number },
  side: BidParty,
  amount: number,
) =>
  counterMoveError(
    bid.kind === KIND.onLoad ? BID_KIND.onLoad : BID_KIND.onTruck,
    side,
    amount,
    bid.current_amount,
  );

/** Declining is the owner's (the bidder gets 403), while the bid is open. */
export function assertMayDecline(bid: { effective: number }, side: BidParty): void {
  if (side !== 'owner') throw forbidden('errors.forbidden');
  if (bid.effective !== BID.open) throw new HttpError(409, BID_CODES.bidClosed);
}

// ---------------------------------------------------------------- owners and fit

/** One of the caller's own loads or trucks, else 404 as if it did not exist. */
export function assertOwnItem<T extends { user_id: number }>(
  item: T | undefined,
  userId: number,
  notFoundCode: string,
): T {
  if (!item || item.user_id !== userId) throw notFound(notFoundCode);
  return item;
}

/** What a truck (or a posting's offer) offers, and what a load needs. */
export interface Fitting {
  tonnes: number;
  truck_type_id: number;
}

/** 400 unless the truck (or the posting's offer) can carry the load (truckFit, decision 017). */
export function assertFits(truck: Fitting, load: Fitting): void {
  const fit = truckFit(truck, load);
  if (fit === 'tooSmall') throw badRequest(BID_CODES.truckTooSmall);
  if (fit === 'wrongType') throw badRequest(BID_CODES.truckTypeDiffers);
}

// ---------------------------------------------------------------- placing a bid

interface LoadToBidOn extends Fitting {
  id: number;
  user_id: number;
  live: boolean;
}
interface TruckToBidWith extends Fitting {
  id: number;
  user_id: number;
  busy: boolean;
}

/**
 * A bid on a load with one of the bidder's trucks: not their own load, a live one, their own
 * truck that fits it and is free that day. Answers the load's owner.
 */
export function assertMayBidOnLoad(
  load: LoadToBidOn | undefined,
  truck: TruckToBidWith | undefined,
  bidderId: number,
): { ownerId: number } {
  if (!load) throw notFound(BID_CODES.loadNotFound);
  if (load.user_id === bidderId) throw badRequest(BID_CODES.ownTarget);
  if (!load.live) throw conflict(BID_CODES.loadNotOpen);
  if (!truck || truck.user_id !== bidderId) throw notFound(BID_CODES.truckNotFound);
  assertFits(truck, load);
  if (truck.busy) throw conflict(BID_CODES.truckBusy);
  return { ownerId: load.user_id };
}

/** A bid on a posted truck with one of the bidder's loads: their own load, another's truck. */
export function assertMayOfferLoad(
  load: LoadToBidOn | undefined,
  truck: TruckToBidWith | undefined,
  bidderId: number,
): { ownerId: number } {
  if (!load || load.user_id !== bidderId) throw notFound(BID_CODES.loadNotFound);
  if (!truck) throw notFound(BID_CODES.truckNotFound);
  if (truck.user_id === bidderId) throw badRequest(BID_CODES.ownTarget);
  return { ownerId: truck.user_id };
}

/** …and then the truck's open posting: live, the load open, the offer fitting it, the truck free. */
export function assertMayBidOnPosting(
  posting: (Fitting & { live: boolean }) | undefined,
  load: LoadToBidOn,
  truck: TruckToBidWith,
): void {
  if (!posting?.live) throw conflict(BID_CODES.truckNotPosted);
  if (!load.live) throw conflict(BID_CODES.offeredLoadNotOpen);
  assertFits(posting, load);
  if (truck.busy) throw conflict(BID_CODES.truckBusy);
}

// ---------------------------------------------------------------- accepting

/** Users an accept request names besides the caller must be parties of the bid (else 403). */
export function assertNamedParties(named: (number | null)[], bid: BidParties): void {
  for (const userId of named) {
    if (userId !== null && userId !== bid.bidder_id && userId !== bid.owner_id) {
      throw forbidden('errors.forbidden');
    }
  }
}

/**
 * Under the accept's locks: a truck of the load still open, the posting (a bid on a posted
 * truck) not booked meanwhile, and the accepting side's turn.
 */
export function assertBookable(
  kind: KindCode,
  load: { status: number; trucks_open: number },
  posting: { status: number } | undefined,
  bid: { effective: number; last_offer_by: number },
  side: BidParty,
): void {
  if (load.status === LOAD.booked || load.trucks_open < 1) throw conflict(SCHEDULE_CODES.alreadyBooked);
  if (kind === KIND.onTruck && posting?.status === POSTING.booked)
    throw conflict(SCHEDULE_CODES.alreadyBooked);
  assertTurn(bid, side);
}

// ---------------------------------------------------------------- trips

/** The viewer's side of a trip: the load's owner or the truck's, else null. */
export function tripSideOf(
  trip: { load_owner_id: number; truck_owner_id: number },
  userId: number,
): 'load' | 'truck' | null {
  if (trip.load_owner_id === userId) return 'load';
  if (trip.truck_owner_id === userId) return 'truck';
  return null;
}

/**
 * A trip paper, by either party: a lorry receipt until the trip is delivered (a new one may
 * replace it while in transit); the proof of delivery once in transit, not before the pickup day
 * (India's calendar), once.
 */
export function assertMayAttach(
  trip: { load_owner_id: number; truck_owner_id: number; status: number; trip_date: string } | undefined,
  which: 'lorry_receipt' | 'proof_of_delivery',
  userId: number,
  today: string,
): void {
  if (!trip || !tripSideOf(trip, userId)) throw notFound(SCHEDULE_CODES.scheduleNotFound);
  if (trip.status === TRIP.cancelled) throw conflict(CANCEL_CODES.tripCancelled);
  if (trip.status === TRIP.delivered) throw conflict(SCHEDULE_CODES.delivered);
  if (which === 'proof_of_delivery' && trip.status === TRIP.scheduled) {
    throw new HttpError(409, SCHEDULE_CODES.lrFirst);
  }
  if (which === 'proof_of_delivery' && today < trip.trip_date) throw conflict(SCHEDULE_CODES.beforePickup);
}

/**
 * Calling a trip off (docs/decisions/045), by one of its parties (else 404), while it is booked
 * and no lorry receipt is up (else 409). One instant splits the reasons: when the side's report
 * opens (`reportOpensAt`, the contract's: noon of the pickup day in India, and not before
 * `REPORT_GRACE_HOURS` after the booking, `booked_at`; 045 amended 2026-11-29):
 * - `no_show` only by the load's side, `load_not_ready` only by the truck's (else 403), not
 *   before the pickup day (409), not against the trip's check-ins (`milestones`, tracking's,
 *   decision 051): no `no_show` once the truck reached the pickup, no `load_not_ready` once it was
 *   loaded (409, a refusal for good, so said before the grace's), and not before the report opens
 *   (409 naming when, `at`); it counts against the other party;
 * - `party_suspended` while the other party is suspended (else 409), at any time, and not against
 *   the check-ins either (decision 061): not by the load's side once the truck reached the
 *   pickup, nor by the truck's once it was loaded (409); it counts against the suspended party;
 * - any other reason until the report opens (else 409): before the pickup day, and on it until
 *   the report opens, when nothing can have failed yet; it counts against the caller.
 * Answers the caller's side and whom the trip counts against.
 */
export function assertMayCancel(
  trip:
    | {
        load_owner_id: number;
        truck_owner_id: number;
        status: number;
        trip_date: string;
        /** The booking, ISO 8601 (the trip's created_at). */
        booked_at: string;
      }
    | undefined,
  reason: CancelReason,
  userId: number,
  facts: { now: Date; otherSuspended: boolean; milestones: readonly TripMilestone[] },
): { side: 'load' | 'truck'; atFault: number } {
  const side = trip ? tripSideOf(trip, userId) : null;
  if (!trip || !side) throw notFound(SCHEDULE_CODES.scheduleNotFound);
  const other = side === 'load' ? trip.truck_owner_id : trip.load_owner_id;
  const noShow = reason === NO_SHOW_REASONS.load || reason === NO_SHOW_REASONS.truck;
  if (noShow && reason !== NO_SHOW_REASONS[side]) throw forbidden(CANCEL_CODES.reasonNotYours);
  if (trip.status !== TRIP.scheduled) throw conflict(CANCEL_CODES.notCancellable);
  const opensAt = reportOpensAt(trip.trip_date, trip.booked_at);
  if (noShow) {
    if (todayInIndia(facts.now) < trip.trip_date) throw conflict(CANCEL_CODES.noShowBeforePickup);
    // The truck's own check-ins say otherwise: it came (reached the pickup), or it was loaded.
    const barred = reportBarredBy(reason, facts.milestones, side);
    if (barred) throw conflict(barred);
    // The pickup day, but before its noon or in the booking's grace: the message names when it ends.
    if (facts.now < opensAt) {
      throw new HttpError(409, REPORT_TOO_SOON[reason], { at: opensAt.toISOString() });
    }
    return { side, atFault: other };
  }
  if (reason === 'party_suspended') {
    if (!facts.otherSuspended) throw conflict(CANCEL_CODES.partyNotSuspended);
    // The truck came (or carries the goods): its check-ins bind a re-post as they bind a report.
    const barred = reportBarredBy(reason, facts.milestones, side);
    if (barred) throw conflict(barred);
    return { side, atFault: other };
  }
  if (facts.now >= opensAt) throw conflict(CANCEL_CODES.pickupDayCame);
  return { side, atFault: userId };
}
