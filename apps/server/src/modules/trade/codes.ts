/**
 * The codes trade's rows store (smallints; defined once in packages/contract/src/status.ts), as
 * the numbers its SQL and rules compare.
 */
import {
  BID_KIND_CODE,
  BID_STATUS,
  LOAD_STATUS,
  NEGOTIATION_PARTY,
  POSTING_STATUS,
  SCHEDULE_STATUS,
  TRUCK_STATUS,
  type LoadBid,
  type TruckBid,
} from '@lorrybazaar/contract';

export const LOAD = {
  open: Number(LOAD_STATUS.open),
  booked: Number(LOAD_STATUS.booked),
  expired: Number(LOAD_STATUS.expired),
  /** Never stored: a booked load whose every trip is delivered (`ownLoadColumns`). */
  delivered: Number(LOAD_STATUS.delivered),
  /** Held for an operator (commands/hold-load.ts): in no listing until released. */
  held: Number(LOAD_STATUS.held),
};

export const TRUCK = { added: Number(TRUCK_STATUS.added), posted: Number(TRUCK_STATUS.posted) };

export const POSTING = {
  open: Number(POSTING_STATUS.open),
  booked: Number(POSTING_STATUS.booked),
  expired: Number(POSTING_STATUS.expired),
};

/**
 * What a bid is made on: a load (with a truck, a "truck bid") or a posted truck (with a load).
 * Literal, so a use case's answer is typed by the kind it was given (`BidOfKind`); equal to
 * BID_KIND_CODE (policy.test.ts).
 */
export const KIND = { onLoad: 1, onTruck: 2 } as const satisfies Record<keyof typeof BID_KIND_CODE, number>;
export type KindCode = (typeof KIND)[keyof typeof KIND];
/** The contract's shape of a bid of each kind. */
export type BidOfKind<K extends KindCode> = K extends typeof KIND.onLoad ? TruckBid : LoadBid;

export const BID = {
  open: Number(BID_STATUS.open),
  accepted: Number(BID_STATUS.accepted),
  declined: Number(BID_STATUS.declined),
  closed: Number(BID_STATUS.closed),
};

/** Who made an offer (`bids.last_offer_by`, `bid_offers.party`). */
export const PARTY = { bidder: Number(NEGOTIATION_PARTY.bidder), owner: Number(NEGOTIATION_PARTY.owner) };

export const TRIP = {
  scheduled: Number(SCHEDULE_STATUS.scheduled),
  inTransit: Number(SCHEDULE_STATUS.inTransit),
  delivered: Number(SCHEDULE_STATUS.delivered),
  cancelled: Number(SCHEDULE_STATUS.cancelled),
};
/** A trip that still holds its truck for its day (one live trip a truck a day). */
export const LIVE_TRIP = [TRIP.scheduled, TRIP.inTransit];
