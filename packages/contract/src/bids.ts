/**
 * Bids and negotiation: the bid modals, Bid review and their calls (docs/api.md, Bids and
 * negotiation; docs/decisions/009-bidding.md).
 *
 * Every message is an i18n key of the `bids` namespace (`packages/contract/locales/<lng>/bids.json`);
 * show it with `t(key)`. Ids come back as strings; requests accept numbers or numeric strings.
 * Every call is under `/api`. Errors: `{ error, message, code, issues[] }` (400/402/403/404/409).
 *
 * Two kinds of bid, with the contract's crossed names kept:
 * - a **truck bid** (`bidsTruck_*`, kind `on_load`): a bid ON A LOAD made WITH one of the bidder's trucks;
 * - a **load bid** (`bidsLoad_*`, kind `on_truck`): a bid ON A POSTED TRUCK made WITH one of the
 *   bidder's loads (`trucks_id` names the posted truck; its open posting is the target).
 * The **owner** is the owner of the target (the load, or the posted truck); the **bidder** made the bid.
 *
 * | method & path                                     | request (query or body)               | 2xx answer                          | who may call |
 * |---------------------------------------------------|---------------------------------------|-------------------------------------|--------------|
 * | POST  /Transpoter/insertBidsLoad                  | InsertBidsLoadBodySchema              | 201 InsertBidResponse (TruckBid)    | transporter, broker, driver (verified, subscription running) |
 * | POST  /Transpoter/insertBidsTruck                 | InsertBidsTruckBodySchema             | 201 InsertBidResponse (LoadBid)     | transporter, broker, shipper |
 * | GET   /Transpoter/viewAllBids                     | ViewAllBidsQuerySchema (?load_id)     | TruckBidsResponse `{ data }`        | owner of the load (transporter, broker, shipper) |
 * | GET   /Transpoter/viewAllBidsTruck                | ViewAllBidsTruckQuerySchema (?trucks_id) | LoadBidsResponse `{ data }`      | owner of the truck (transporter, broker, driver) |
 * | GET   /Transpoter/getBidsByUserAndLoadId          | BidsByLoadQuerySchema (?load_id)      | LoadBidsResponse `{ data }`         | bidder: my bids made WITH this load of mine (on posted trucks) |
 * | GET   /Transpoter/getBidsByUserAndTruck           | BidsByTruckQuerySchema (?trucks_id)   | TruckBidsResponse `{ data }`        | bidder: my bids made WITH this truck of mine (on loads) |
 * | POST  /Transpoter/insertTruckNegotiation          | NegotiationBodySchema                 | 201 NegotiationResponse             | a party of a truck bid, in turn |
 * | POST  /Transpoter/negotiations                    | NegotiationBodySchema                 | 201 NegotiationResponse             | a party of a load bid, in turn |
 * | GET   /Transpoter/getTruckNegotiationByUserAndBid | NegotiationQuerySchema (?bid_id)      | NegotiationHistoryResponse `{ negotiation }` | a party of the truck bid |
 * | GET   /Transpoter/getNegotiationByUserAndBid      | NegotiationQuerySchema (?bid_id)      | NegotiationHistoryResponse `{ negotiation }` | a party of the load bid |
 * | PATCH /Transpoter/bidsTruckStatus                 | DeclineTruckBidBodySchema             | 200 DeclineResponse                 | owner of the load |
 * | PATCH /Transpoter/bidsLoadStatus                  | DeclineLoadBidBodySchema              | 200 DeclineResponse                 | owner of the posted truck |
 * | GET   /Transpoter/pendingActions                  | —                                     | PendingActionsResponse `{ count, items }` | any signed-in user (their own) |
 *
 * Accepting a bid creates a schedule: POST /Transpoter/insertLoadSchedule (truck bids) and
 * POST /Transpoter/truckschedules (load bids), see schedules.ts.
 *
 * Rules (server; the screens mirror them):
 * - `user_id` in a body or query may only name the caller (else 403 `errors.forbidden`).
 * - The offered truck / load is the bidder's own (else 404) and free: a load that is booked or past
 *   its pickup day cannot be offered, nor a truck with an undelivered trip on the load's pickup
 *   day (a truck carries one trip a day; it may take bids for a return load while on a trip) (409).
 * - The target is open (a load not booked and not past its pickup day; a truck with an open,
 *   current posting) (404 when it does not exist, 409 when closed) and not the bidder's own (400).
 * - One live bid per (target, offered item): 409 `bids:errors.duplicate`.
 * - Amount (bids and counters): whole rupees, ₹500 to ₹10,00,000, the price of one truck for one
 *   trip (400 `bids:validation.amountLimits`; BID_AMOUNT_MIN / BID_AMOUNT_MAX).
 * - The offered truck fits the load (400): at least the tonnes of the load's capacity and the
 *   load's truck type (`bids:errors.truckTooSmall` / `truckTypeDiffers`); for a bid on a posted
 *   truck, the capacity the posting offers.
 * - A driver must be verified (403 `bids:errors.driverNotVerified`) and, to bid, counter or accept,
 *   have a running trial or subscription (402 `membership:errors.driverSubscriptionRequired`).
 * - Bids, their negotiation and their schedules are visible to the two parties only; anyone
 *   else gets 404 (lists keyed by another user's load or truck: 404 too).
 *
 * Negotiation (two-sided, in turn): the bid is the bidder's first offer, so the owner answers
 * first: accept (schedule), decline, or counter. After a counter the bidder answers: accept the
 * counter (the same schedule call, made by the bidder) or counter back; and so on. Only the party
 * whose turn it is (`awaiting`) may counter or accept (409 `bids:errors.notYourTurn`); the owner
 * may decline at any time while the bid is open; a closed bid cannot be renegotiated (409).
 * A counter must differ from the amount on the table (400) and a bid takes at most
 * MAX_OFFERS_PER_BID offers (409). The two sides move towards each other: the payer (the load's
 * owner) counters below the carrier's last offer, the carrier above the payer's (400
 * `errors.validation`, an issue on `amount`: `bids:validation.counterAbove` / `counterBelow`,
 * `counterMoveError`); to meet the other side's price, accept it.
 */
import { z } from 'zod';
import { optionalId, requiredId } from './marketplace.js';
import { BID_AMOUNT_MAX, BID_AMOUNT_MIN } from './marketplace-constants.js';
import { DaysToPaySchema, RatingSummarySchema } from './rating-summary.js';
import { confirmPriceField } from './trust.js';
import { TERMS_MESSAGES } from './terms.js';
import { typedWhole } from './amounts.js';

// ---------------------------------------------------------------- constants

/** The bid itself and every counter, together (anti-abuse; a real negotiation takes a few). */
export const MAX_OFFERS_PER_BID = 20;
/** pendingActions lists at most this many items (`count` is the full number). */
export const PENDING_ITEMS_MAX = 50;

/** The two kinds of bid (the wire keeps the contract's crossed field names). */
export const BID_KIND = {
  /** A bid on a load, made with a truck (`bidsTruck_*`). */
  onLoad: 'on_load',
  /** A bid on a posted truck, made with a load (`bidsLoad_*`). */
  onTruck: 'on_truck',
} as const;
export type BidKind = (typeof BID_KIND)[keyof typeof BID_KIND];

/** A side of a bid. */
export const BID_PARTIES = ['owner', 'bidder'] as const;
export type BidParty = (typeof BID_PARTIES)[number];

// ---------------------------------------------------------------- messages

const NS = 'bids:';
/** Form and query messages (i18n keys of the `bids` namespace). */
export const BID_MESSAGES = {
  amountRequired: `${NS}validation.amountRequired`,
  amountWhole: `${NS}validation.amountWhole`,
  amountRange: `${NS}validation.amountRange`,
  /** BID_AMOUNT_MIN..BID_AMOUNT_MAX; the forms show it before submit too. */
  amountLimits: `${NS}validation.amountLimits`,
  truckRequired: `${NS}validation.truckRequired`,
  loadRequired: `${NS}validation.loadRequired`,
  bidRequired: `${NS}validation.bidRequired`,
  invalid: `${NS}validation.invalid`,
  /** The payer countered above what the carrier asks ({{name}}, {{amount}}: the carrier's last offer). */
  counterAbove: `${NS}validation.counterAbove`,
  /** The carrier countered below what the payer offers ({{name}}, {{amount}}: the payer's last offer). */
  counterBelow: `${NS}validation.counterBelow`,
} as const;
const M = BID_MESSAGES;

// ---------------------------------------------------------------- negotiation

/**
 * The side of a bid that pays for the trip: the load's owner. On a load (`on_load`) the owner of
 * the bid; on a posted truck (`on_truck`) the bidder, who bid with their load.
 */
export const payerSide = (kind: BidKind): BidParty => (kind === BID_KIND.onLoad ? 'owner' : 'bidder');

/**
 * In a negotiation the two sides move towards each other (docs/decisions/009, amended): a counter
 * by the payer is below the carrier's last offer, a counter by the carrier above the payer's.
 * `onTable` is the other side's last offer (whoever may counter, the offer on the table is the
 * other side's). The field message when `amount` goes the wrong way, else null; the same amount
 * is `BID_CODES.counterSame`, answered apart. The server refuses with it (400, on `amount`) and the
 * respond dialog says it before sending; both name the other side and `onTable`.
 */
export function counterMoveError(
  kind: BidKind,
  side: BidParty,
  amount: number,
  onTable: number,
): typeof M.counterAbove | typeof M.counterBelow | null {
  if (side === payerSide(kind)) return amount > onTable ? M.counterAbove : null;
  return amount < onTable ? M.counterBelow : null;
}

/** Server answers and errors (i18n keys of the `bids` namespace). */
export const BID_CODES = {
  // answers
  bidPlaced: `${NS}messages.bidPlaced`,
  countered: `${NS}messages.countered`,
  declined: `${NS}messages.declined`,
  noBids: `${NS}empty.bids`,
  noNegotiation: `${NS}empty.negotiation`,
  // 404
  loadNotFound: `${NS}errors.loadNotFound`,
  truckNotFound: `${NS}errors.truckNotFound`,
  bidNotFound: `${NS}errors.bidNotFound`,
  // 400
  ownTarget: `${NS}errors.ownTarget`,
  /** The truck (or the posting's offer) has fewer tonnes than the load needs. */
  truckTooSmall: `${NS}errors.truckTooSmall`,
  /** The truck is not of the load's truck type. */
  truckTypeDiffers: `${NS}errors.truckTypeDiffers`,
  counterSame: `${NS}errors.counterSame`,
  // 403
  driverNotVerified: `${NS}errors.driverNotVerified`,
  // 409
  loadNotOpen: `${NS}errors.loadNotOpen`,
  truckNotPosted: `${NS}errors.truckNotPosted`,
  offeredLoadNotOpen: `${NS}errors.offeredLoadNotOpen`,
  truckBusy: `${NS}errors.truckBusy`,
  duplicate: `${NS}errors.duplicate`,
  bidClosed: `${NS}errors.bidClosed`,
  notYourTurn: `${NS}errors.notYourTurn`,
  tooManyOffers: `${NS}errors.tooManyOffers`,
} as const;

// ---------------------------------------------------------------- field helpers

/**
 * Whole rupees, ₹500..₹10,00,000 (one truck, one trip); a number or the text typed in the amount
 * input, read by `typedWhole` (amounts.ts).
 */
export const amountSchema = z
  .union([z.string(), z.number()], { error: M.amountRequired })
  .transform((value, ctx) => {
    // As typed: ₹ 42 000, Rs. 1,25,000/-, digits of any script (௧௨௦௦௦ is 12000; amounts.ts).
    const n = typedWhole(value, 'rupees');
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: M.amountRequired });
      return z.NEVER;
    }
    if (Number.isNaN(n)) {
      ctx.addIssue({ code: 'custom', message: M.amountWhole });
      return z.NEVER;
    }
    return n;
  })
  .pipe(
    z.number().min(BID_AMOUNT_MIN, { error: M.amountLimits }).max(BID_AMOUNT_MAX, { error: M.amountLimits }),
  );

// ---------------------------------------------------------------- requests

/** Bid on a load with one of your trucks (docs/api.md, POST insertBidsLoad). */
export const InsertBidsLoadBodySchema = z.object({
  bidsTruck_amount: amountSchema,
  /** The load bid on. */
  loads_id: requiredId(M.invalid),
  /** The bidder's own truck offered. */
  trucks_id: requiredId(M.truckRequired),
  user_id: optionalId(),
  ...confirmPriceField,
});
export type InsertBidsLoadBody = z.input<typeof InsertBidsLoadBodySchema>;
export type InsertBidsLoadInput = z.output<typeof InsertBidsLoadBodySchema>;

/** The bid-on-a-load modal's form: truck and amount (the load is the card it was opened from). */
export const BidOnLoadFormSchema = InsertBidsLoadBodySchema.pick({ bidsTruck_amount: true, trucks_id: true });
export type BidOnLoadForm = z.input<typeof BidOnLoadFormSchema>;

/** Bid on a posted truck with one of your loads (docs/api.md, POST insertBidsTruck). */
export const InsertBidsTruckBodySchema = z.object({
  bidsLoad_amount: amountSchema,
  /** The bidder's own load offered. */
  load_id: requiredId(M.loadRequired),
  /** The posted truck bid on (its open posting is the target). */
  trucks_id: requiredId(M.invalid),
  user_id: optionalId(),
  ...confirmPriceField,
});
export type InsertBidsTruckBody = z.input<typeof InsertBidsTruckBodySchema>;
export type InsertBidsTruckInput = z.output<typeof InsertBidsTruckBodySchema>;

/** The bid-on-a-truck modal's form: load and amount. */
export const BidOnTruckFormSchema = InsertBidsTruckBodySchema.pick({ bidsLoad_amount: true, load_id: true });
export type BidOnTruckForm = z.input<typeof BidOnTruckFormSchema>;

/** viewAllBids: bids on my load. */
export const ViewAllBidsQuerySchema = z.object({ load_id: requiredId(M.invalid), user_id: optionalId() });
export type ViewAllBidsQuery = z.input<typeof ViewAllBidsQuerySchema>;

/** viewAllBidsTruck: bids on my (posted) truck, every posting of it. */
export const ViewAllBidsTruckQuerySchema = z.object({
  trucks_id: requiredId(M.invalid),
  user_id: optionalId(),
});
export type ViewAllBidsTruckQuery = z.input<typeof ViewAllBidsTruckQuerySchema>;

/** getBidsByUserAndLoadId: the bids I made with this load of mine. */
export const BidsByLoadQuerySchema = ViewAllBidsQuerySchema;
export type BidsByLoadQuery = ViewAllBidsQuery;

/** getBidsByUserAndTruck: the bids I made with this truck of mine. */
export const BidsByTruckQuerySchema = ViewAllBidsTruckQuerySchema;
export type BidsByTruckQuery = ViewAllBidsTruckQuery;

/** A counter offer (the contract's negotiation payload: bid_id, user_id, amount). */
export const NegotiationBodySchema = z.object({
  bid_id: requiredId(M.bidRequired),
  amount: amountSchema,
  user_id: optionalId(),
});
export type NegotiationBody = z.input<typeof NegotiationBodySchema>;
export type NegotiationInput = z.output<typeof NegotiationBodySchema>;

/** The counter-offer form of the Accept / Reject modal. */
export const CounterFormSchema = NegotiationBodySchema.pick({ amount: true });
export type CounterForm = z.input<typeof CounterFormSchema>;

export const NegotiationQuerySchema = z.object({ bid_id: requiredId(M.bidRequired), user_id: optionalId() });
export type NegotiationQuery = z.input<typeof NegotiationQuerySchema>;

export const DeclineTruckBidBodySchema = z.object({
  bidsTruck_id: requiredId(M.bidRequired),
  user_id: optionalId(),
});
export type DeclineTruckBidBody = z.input<typeof DeclineTruckBidBodySchema>;
export const DeclineLoadBidBodySchema = z.object({
  bidsLoad_id: requiredId(M.bidRequired),
  user_id: optionalId(),
});
export type DeclineLoadBidBody = z.input<typeof DeclineLoadBidBodySchema>;

// ---------------------------------------------------------------- responses

/** Additive fields every bid row carries, whichever its kind. */
const bidState = {
  /** BID_STATUS: '1' open, '2' accepted, '3' declined, '4' closed (booked elsewhere or expired). */
  bids_status: z.string(),
  /** ISO 8601: when the bid was placed (the tables' Date column). */
  createdAt: z.string(),
  /** ISO 8601: the latest offer or decision. */
  updatedAt: z.string(),
  /** The amount on the table now: the latest offer (the agreed amount once accepted). */
  current_amount: z.number(),
  /** Who made the latest offer. */
  last_offer_by: z.enum(BID_PARTIES),
  /** Whose answer the open bid waits for; null when the bid is closed. */
  awaiting: z.enum(BID_PARTIES).nullable(),
  /** The viewer's side of this bid. */
  your_side: z.enum(BID_PARTIES),
  /** True when the open bid waits for the viewer (accept, counter, or for the owner decline). */
  your_turn: z.boolean(),
  /** Counters made so far (the bid itself not counted). */
  counters: z.number(),
  /** Owner of the target. */
  owner_id: z.string(),
  owner_name: z.string(),
  /** The schedule an accepted bid created. */
  schedule_id: z.string().nullable(),
  /** The bidder's standing (docs/decisions/030), on the lists of bids. */
  users_rating: RatingSummarySchema.optional(),
  /** A bidding load owner's days to pay (docs/decisions/048), on the bids on a posted truck. */
  users_payment: DaysToPaySchema.optional(),
  /** The bidder's KYC documents are approved: the "Verified" badge on the bid row. */
  verified: z.boolean().optional(),
};

/**
 * A truck bid: a bid on a load by a truck (the contract's fields), plus additive fields.
 * `bidsTruck_amount` is the amount the bidder first offered; `current_amount` the one on the table.
 */
export const TruckBidSchema = z.object({
  bidsTruck_id: z.string(),
  bidsTruck_amount: z.number(),
  /** The bidder. */
  users_id: z.string(),
  users_name: z.string(),
  /** The offered truck. */
  truck_types_name: z.string(),
  truck_capacities_name: z.string(),
  regNumber: z.string(),
  /** The load: YYYY-MM-DD. */
  pickupDate: z.string(),
  pickupLoc: z.string(),
  deliveryLoc: z.string(),
  trucks_id: z.string(),
  loads_id: z.string(),
  materials_id: z.string(),
  // additive
  /** The same as `trucks_id`, under the name older clients read on the bids they made. */
  truck_id: z.string(),
  materials_name: z.string(),
  /** The weight the load needs. */
  load_capacities_name: z.string(),
  /** The bidder's role name, e.g. Driver. */
  user_types_name: z.string(),
  ...bidState,
});
export type TruckBid = z.infer<typeof TruckBidSchema>;

/**
 * A load bid: a bid on a posted truck by a load (the contract's fields), plus additive fields.
 * `truck_capacities_name` is the weight the load needs; `postTrucks_*` are the posting's places;
 * `pickupLoc` / `deliveryLoc` the load's (some screens use those).
 */
export const LoadBidSchema = z.object({
  bidsLoad_id: z.string(),
  bidsLoad_amount: z.number(),
  /** The bidder. */
  users_name: z.string(),
  users_id: z.string(),
  materials_name: z.string(),
  materials_id: z.string(),
  truck_capacities_name: z.string(),
  /** The posted truck. */
  regNumber: z.string(),
  /** The load: YYYY-MM-DD. */
  pickupDate: z.string(),
  postTrucks_from: z.string(),
  postTrucks_to: z.string(),
  pickupLoc: z.string(),
  deliveryLoc: z.string(),
  truck_id: z.string(),
  loads_id: z.string(),
  // additive
  postTrucks_id: z.string(),
  /** "YYYY-MM-DD HH:MM" India time. */
  postTrucks_dateTime: z.string(),
  truck_types_name: z.string(),
  user_types_name: z.string(),
  ...bidState,
});
export type LoadBid = z.infer<typeof LoadBidSchema>;

/** `data.data` of the four lists: the body is `{ data: [...] }` (plus `message` when empty). */
export const TruckBidsResponseSchema = z.object({
  data: z.array(TruckBidSchema),
  message: z.string().optional(),
});
export type TruckBidsResponse = z.infer<typeof TruckBidsResponseSchema>;
export const LoadBidsResponseSchema = z.object({
  data: z.array(LoadBidSchema),
  message: z.string().optional(),
});
export type LoadBidsResponse = z.infer<typeof LoadBidsResponseSchema>;

export const InsertTruckBidResponseSchema = z.object({ message: z.string(), data: TruckBidSchema });
export type InsertTruckBidResponse = z.infer<typeof InsertTruckBidResponseSchema>;
export const InsertLoadBidResponseSchema = z.object({ message: z.string(), data: LoadBidSchema });
export type InsertLoadBidResponse = z.infer<typeof InsertLoadBidResponseSchema>;

/**
 * One counter offer. `by` says which side made it; `previous_amount` is the offer it answered,
 * so a screen can say "You rejected Ravi's bid of ₹3,500 and offered ₹3,200".
 */
export const NegotiationEntrySchema = z.object({
  id: z.string(),
  bid_id: z.string(),
  /** Who made this counter. */
  user_id: z.string(),
  users_name: z.string(),
  amount: z.number(),
  /** ISO 8601. */
  created_at: z.string(),
  by: z.enum(BID_PARTIES),
  // additive
  previous_amount: z.number(),
  /** True when the viewer made this counter. */
  mine: z.boolean(),
});
export type NegotiationEntry = z.infer<typeof NegotiationEntrySchema>;

/** Oldest first; empty when nobody countered (the screen shows "Negotiation not found"). */
export const NegotiationHistoryResponseSchema = z.object({
  negotiation: z.array(NegotiationEntrySchema),
  message: z.string().optional(),
});
export type NegotiationHistoryResponse = z.infer<typeof NegotiationHistoryResponseSchema>;

/** A counter's answer: the new entry and the bid as it stands now (kind-specific row). */
export const NegotiationResponseSchema = z.object({
  message: z.string(),
  data: NegotiationEntrySchema,
  bid: z.union([TruckBidSchema, LoadBidSchema]),
});
export type NegotiationResponse = z.infer<typeof NegotiationResponseSchema>;

export const DeclineResponseSchema = z.object({
  message: z.string(),
  data: z.union([TruckBidSchema, LoadBidSchema]),
});
export type DeclineResponse = z.infer<typeof DeclineResponseSchema>;

/** One bid waiting for the user's answer (dashboard badge, Trip Requests). */
export const PendingActionSchema = z.object({
  kind: z.enum([BID_KIND.onLoad, BID_KIND.onTruck]),
  bid_id: z.string(),
  /** The user's side: 'owner' (a new bid or a counter-back to answer) or 'bidder' (a counter). */
  your_side: z.enum(BID_PARTIES),
  /** The amount offered to the user. */
  amount: z.number(),
  loads_id: z.string(),
  truck_id: z.string(),
  materials_name: z.string(),
  regNumber: z.string(),
  pickupLoc: z.string(),
  deliveryLoc: z.string(),
  /** The other party. */
  other_name: z.string(),
  /** ISO 8601 of the offer waiting. */
  updatedAt: z.string(),
});
export type PendingAction = z.infer<typeof PendingActionSchema>;

export const PendingActionsResponseSchema = z.object({
  /** Every bid waiting for the user. */
  count: z.number(),
  /** The newest PENDING_ITEMS_MAX of them. */
  items: z.array(PendingActionSchema),
});
export type PendingActionsResponse = z.infer<typeof PendingActionsResponseSchema>;

// ---------------------------------------------------------------- Book Now (terms.ts)

/** The price a Book Now expects to pay for one truck: what the card showed (`asking_per_truck`). */
const expectedAmount = z
  .union([z.string(), z.number()], { error: TERMS_MESSAGES.expectedRequired })
  .transform((value, ctx) => {
    // As typed, digits of any script (amounts.ts).
    const n = typedWhole(value, 'rupees');
    if (n === null || Number.isNaN(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: TERMS_MESSAGES.expectedRequired });
      return z.NEVER;
    }
    return n;
  });

/** A carrier books a load with one of their trucks at its asking price. */
export const BookNowBodySchema = z.object({
  loads_id: requiredId(TERMS_MESSAGES.expectedRequired),
  trucks_id: requiredId(TERMS_MESSAGES.expectedRequired),
  expected_amount: expectedAmount,
  user_id: optionalId(),
});
export type BookNowBody = z.input<typeof BookNowBodySchema>;
export type BookNowInput = z.output<typeof BookNowBodySchema>;

/** A load owner books a posted truck with one of their loads at the posting's asking price. */
export const BookTruckNowBodySchema = z.object({
  postTrucks_id: requiredId(TERMS_MESSAGES.expectedRequired),
  loads_id: requiredId(TERMS_MESSAGES.expectedRequired),
  expected_amount: expectedAmount,
  user_id: optionalId(),
});
export type BookTruckNowBody = z.input<typeof BookTruckNowBodySchema>;
export type BookTruckNowInput = z.output<typeof BookTruckNowBodySchema>;
