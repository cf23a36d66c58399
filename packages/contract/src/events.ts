/**
 * What happened on the marketplace, as the server announces it after the change has committed
 * (docs/decisions/021-module-shape-and-events.md). One union, discriminated on `type`: the
 * caches subscribe today; notifications (in-app, SMS) can be built on the same payloads.
 *
 * Each payload names what it is about with the contract's field names and says who should
 * hear about it: `by` is the user who acted, `recipients` the users to tell (the other party
 * of a bid or trip; a document's owner; empty when nobody in particular is, as for a new
 * listing). Ids are numbers, as the server holds them; a
 * payload that reaches the wire turns them into strings like every other id.
 */
import type { BID_KIND } from './bids.js';
import type { CancelReason } from './cancellation.js';
import type { LoadCloseReason } from './load-hold-reasons.js';
import type { ReviewReason } from './report-reasons.js';
import type { TripMilestone } from './tracking-constants.js';
import type { TripPaymentKind } from './trip-payment-kinds.js';

/** The bid an event is about: on a load (a "truck bid") or on a posted truck (a "load bid"). */
export type BidSubject =
  | { bid_kind: typeof BID_KIND.onLoad; bidsTruck_id: number; loads_id: number; truck_id: number }
  | {
      bid_kind: typeof BID_KIND.onTruck;
      bidsLoad_id: number;
      loads_id: number;
      truck_id: number;
      postTrucks_id: number;
    };

/**
 * A new listing as the marketplace's filters see it: its poster, its places' districts (null for a
 * place stored as other text), material (null for a posted truck), truck type and whether it takes
 * Book Now. The listings' caches forget only the searches that could list it.
 */
export interface ListedRow {
  user_id: number;
  from_district_id: number | null;
  to_district_id: number | null;
  material_id: number | null;
  truck_type_id: number;
  book_now: boolean;
}

interface Audience {
  by: number;
  recipients: number[];
}

export type DomainEvent =
  /**
   * A held load closed unlisted (docs/decisions/057): an operator rejected it with `reason`, or
   * nobody decided in time (`unchecked`); recipients: its owner.
   */
  | ({ type: 'load.rejected'; loads_id: number; reason: LoadCloseReason } & Audience)
  /** AddLoad: a new load in the marketplace. */
  | ({ type: 'load.posted'; loads_id: number; no_of_trucks: number; listed: ListedRow } & Audience)
  /** postTruck: a truck posted to the marketplace (`postTrucks_id` is the new posting). */
  | ({ type: 'truck.posted'; truck_id: number; postTrucks_id: number; listed: ListedRow } & Audience)
  /**
   * A posted truck taken off the marketplace: its RC or insurance was rejected, so its open
   * posting (`postTrucks_id`) was closed (docs/decisions/069). Nobody is told: the owner heard of
   * the rejection (`document.reviewed`); the listings forget it.
   */
  | ({ type: 'truck.unlisted'; truck_id: number; postTrucks_id: number } & Audience)
  /** A bid placed; recipients: the owner of the load or truck. */
  | ({ type: 'bid.created'; amount: number } & BidSubject & Audience)
  /** A counter offer; recipients: the other party. */
  | ({ type: 'bid.countered'; amount: number; previous_amount: number } & BidSubject & Audience)
  /** The owner declined; recipients: the bidder. */
  | ({ type: 'bid.declined' } & BidSubject & Audience)
  /**
   * Accepted: a trip is booked; recipients: the other party. `book_now`: the booker took the
   * listing's asking price (docs/decisions/043), so the owner hears of a booking, not of a bid.
   * `counter`: the offer accepted was the recipient's counter offer, not a bid (decision 009).
   */
  | ({
      type: 'bid.accepted';
      schedule_id: number;
      amount: number;
      book_now?: true;
      counter?: true;
    } & BidSubject &
      Audience)
  /** A lorry receipt or proof of delivery attached to a trip; recipients: the other party. */
  | ({
      type: 'schedule.document_attached';
      schedule_id: number;
      document: 'lorry_receipt' | 'proof_of_delivery';
      file_id: string;
    } & Audience)
  /**
   * A trip milestone checked in by the truck side (docs/decisions/040); recipients: the load's
   * side. `outside_area`: the fix was farther from the place than the geofence.
   */
  | ({
      type: 'trip.milestone';
      schedule_id: number;
      kind: TripMilestone;
      outside_area: boolean;
    } & Audience)
  /**
   * A trip called off by one party (docs/decisions/045): `side` is the caller's side, `reason` a
   * CANCEL_REASONS code; recipients: the other party. The truck's share of the load (and the
   * truck's posting when its day is ahead) is back on the marketplace.
   */
  | ({
      type: 'trip.cancelled';
      schedule_id: number;
      side: 'load' | 'truck';
      reason: CancelReason;
    } & Audience)
  /**
   * An operator suspended a party of an open trip; recipients: the other party, who may put the
   * trip back on the market (`party_suspended`).
   */
  | ({ type: 'trip.party_suspended'; schedule_id: number } & Audience)
  /**
   * What the marketplace shows of a user may have changed: suspended or restored, or reported or
   * a report decided (their listings leave or return to the lists, decision 029); nobody is told.
   */
  | ({ type: 'user.standing_changed'; user_id: number } & Audience)
  /**
   * A KYC document or a truck paper decided (verified or rejected); recipients: its owner.
   * `decided_by` is `auto` (DRIVER_VERIFICATION=auto decides on upload; `by` is then the owner
   * too) or `operator:<id>` (the operator console, `by` the operator; docs/decisions/029).
   * `truck_reg_number` names a truck paper's truck, `reason` why it was rejected (decision 067);
   * `truck_id` is that truck (a rejected paper takes it off the marketplace, decision 069).
   */
  | ({
      type: 'document.reviewed';
      document_id: number;
      type_id: number;
      outcome: 'verified' | 'rejected';
      decided_by: string;
      truck_reg_number?: string;
      truck_id?: number;
      reason?: ReviewReason;
    } & Audience)
  /**
   * Membership (docs/decisions/035-razorpay.md); recipients: the payer. `until` is the day in
   * India (YYYY-MM-DD) the paid period now ends; `amount` whole rupees.
   */
  | ({ type: 'membership.paid'; payment_id: number; amount: number; until: string } & Audience)
  | ({ type: 'membership.payment_failed'; payment_id: number; amount: number } & Audience)
  | ({ type: 'membership.halted'; amount: number; until: string } & Audience)
  /**
   * A line of a trip's money (docs/decisions/048, 057): recorded by one party (recipients: the
   * other, who may confirm or dispute it), then confirmed or disputed by the other (recipients:
   * the party who recorded it). `amount` whole rupees, negative for a deduction.
   */
  | PaymentLineEvent<'payment.recorded'>
  | PaymentLineEvent<'payment.confirmed'>
  | PaymentLineEvent<'payment.disputed'>;

/** What can happen to a line of a trip's money, each told to the other party. */
export type PaymentLineEventType = 'payment.recorded' | 'payment.confirmed' | 'payment.disputed';
type PaymentLineEvent<T extends PaymentLineEventType> = {
  type: T;
  schedule_id: number;
  payment_id: number;
  kind: TripPaymentKind;
  amount: number;
} & Audience;

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Every event type, for subscribers and tests that go through them all. */
export const DOMAIN_EVENT_TYPES = [
  'load.posted',
  'truck.posted',
  'truck.unlisted',
  'bid.created',
  'bid.countered',
  'bid.declined',
  'bid.accepted',
  'schedule.document_attached',
  'trip.milestone',
  'trip.cancelled',
  'trip.party_suspended',
  'document.reviewed',
  'user.standing_changed',
  'membership.paid',
  'membership.payment_failed',
  'membership.halted',
  'payment.recorded',
  'payment.confirmed',
  'payment.disputed',
  'load.rejected',
] as const satisfies readonly DomainEventType[];
