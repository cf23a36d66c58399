/**
 * Every status code of the product, in one place (status codes are the
 * project's to define, except the truck's '1' added and '5' posted, which are contract).
 * On the wire each code is a JSON string; in the database a smallint.
 */

/** A truck of the fleet: added (not posted) or posted (codes of the contract). */
export const TRUCK_STATUS = {
  added: '1',
  posted: '5',
} as const;
export type TruckStatus = (typeof TRUCK_STATUS)[keyof typeof TRUCK_STATUS];

/**
 * A load. Open loads are in the marketplace while a truck of theirs is still to be booked; a
 * booked load (every truck's bid accepted, docs/decisions/017) and an expired one (its pickup
 * date has passed) leave it. Delivered is never stored: the owner's lists show a booked load as
 * delivered once every trip of it has its proof of delivery. A held load (its asking price far
 * above its lane's, from a poster not verified: docs/decisions/049) is in no listing until an
 * operator releases it.
 */
export const LOAD_STATUS = {
  open: '1',
  booked: '2',
  expired: '3',
  delivered: '4',
  held: '5',
} as const;
export type LoadStatus = (typeof LOAD_STATUS)[keyof typeof LOAD_STATUS];

/**
 * One posting of a truck (postTruck). Open postings are in the marketplace; booked and expired
 * ones (the posted date has passed) leave it, and the truck goes back to `added`.
 */
export const POSTING_STATUS = {
  open: '1',
  booked: '2',
  expired: '3',
} as const;
export type PostingStatus = (typeof POSTING_STATUS)[keyof typeof POSTING_STATUS];

/**
 * A bid (docs/decisions/009). Open bids wait for an answer; accepted made a schedule; declined by the
 * owner; closed when the load or truck was booked by another bid, or the load's pickup day or
 * the posting's day has passed (lists show an open bid whose item is no longer live as closed).
 */
export const BID_STATUS = {
  open: '1',
  accepted: '2',
  declined: '3',
  closed: '4',
} as const;
export type BidStatus = (typeof BID_STATUS)[keyof typeof BID_STATUS];

/** What a bid is made on, as stored (`bids.kind`): a load (with a truck) or a posted truck (with a load). */
export const BID_KIND_CODE = {
  onLoad: '1',
  onTruck: '2',
} as const;

/** Who made an offer of a negotiation (stored as smallint; 'owner' / 'bidder' on the wire). */
export const NEGOTIATION_PARTY = {
  bidder: '1',
  owner: '2',
} as const;
export type NegotiationParty = (typeof NEGOTIATION_PARTY)[keyof typeof NEGOTIATION_PARTY];

/**
 * A trip (a schedule): booked, in transit once the lorry receipt is up, delivered with the POD;
 * or cancelled (called off before pickup, or a no-show reported; docs/decisions/045).
 */
export const SCHEDULE_STATUS = {
  scheduled: '1',
  inTransit: '2',
  delivered: '3',
  cancelled: '4',
} as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUS)[keyof typeof SCHEDULE_STATUS];
