/**
 * Accepting a bid, schedules, lorry receipt and proof of delivery, and the date filters
 * (docs/api.md, Schedules; docs/decisions/009-bidding.md).
 *
 * Messages are i18n keys of the `schedules` namespace (bid-state errors of the `bids` one).
 * Ids come back as strings. Every call is under `/api`.
 *
 * | method & path                         | request (query or body)               | 2xx answer                                  | who may call |
 * |---------------------------------------|---------------------------------------|---------------------------------------------|--------------|
 * | POST /Transpoter/insertLoadSchedule   | LoadScheduleBodySchema                | 201 ScheduleCreatedResponse                 | a party of a truck bid (bid on a load) whose turn it is |
 * | POST /Transpoter/truckschedules       | TruckScheduleBodySchema               | 201 ScheduleCreatedResponse                 | a party of a load bid (bid on a posted truck) whose turn it is |
 * | GET  /Transpoter/loadschedules        | LoadSchedulesQuerySchema (?users_id&date_filter) | LoadSchedulesResponse `{ data }`  | any signed-in user: trips of their loads |
 * | GET  /Transpoter/truckschedules       | TruckSchedulesQuerySchema (?user_id&date_filter) | TruckSchedulesResponse `{ schedules }` | any signed-in user: trips of their trucks |
 * | GET  /Transpoter/scheduleDetails      | ScheduleDetailsQuerySchema (?schedule_id) | ScheduleDetailsResponse `{ data }`      | the two parties (others 404) |
 * | POST /Transpoter/uploadLorryReceipt   | TripDocumentBodySchema                | 201 ScheduleDetailsResponse                 | the two parties |
 * | POST /Transpoter/uploadProofOfDelivery| TripDocumentBodySchema                | 201 ScheduleDetailsResponse                 | the two parties |
 *
 * Accept ("Accept" in the Accept / Reject modal, or the bidder accepting a counter) is the
 * schedule call. It names the bid by `bid_id` (or `bidsTruck_id` / `bidsLoad_id`), or, as older
 * clients send it, by `loads_id` + `truck_id` / `trucks_id` (one live bid per pair). Every other
 * field of the contract's payload is optional and informative: the bid decides the load, the truck,
 * the places and the amount. A `users_id` must be a party of the bid (403); a `user_id` must be the
 * caller on insertLoadSchedule and a party of the bid on truckschedules (older clients send the
 * other party there); the caller is always the session user.
 * In one transaction: the bid becomes accepted at the amount on the table, one truck of the load
 * is booked (the load is booked, and leaves the marketplace, with its last truck; until then the
 * other bids on it stay open; docs/decisions/017),
 * the truck's open posting is booked (it leaves the marketplace; the truck goes back to '1'
 * added), every other open bid on that posting, on the load once fully booked, and every other bid of that truck
 * on a load picked up the same day, is closed ('4'), and one schedule is created. The load's owner sees it under loadschedules, the truck's owner under
 * truckschedules. Only the party whose turn it is may accept (409 `bids:errors.notYourTurn`).
 * Racing accepts on the same load, truck or posting: one wins, the others 409
 * `schedules:errors.alreadyBooked`. Accepting an accepted bid again answers 201 with the same
 * schedule (`repeated: true`).
 *
 * Date filters: '' or missing = all; `last_day`, `last_30_days`, `last_6_months`,
 * `last_year`: trips booked since that long before today, counted in whole days of India
 * (Asia/Kolkata): last_day = since yesterday 00:00 IST, last_30_days = since 00:00 IST 30 days
 * ago, last_6_months / last_year = since 00:00 IST of the same day 6 months / 1 year ago.
 * `schedules_date` / `truckSchedules_date` is the day the trip was booked (what the filters
 * use); `pickupDate` is the day the load is to be picked up.
 *
 * Lorry receipt (LR) then proof of delivery (POD): upload the file with uploadFile (purpose
 * `lorry_receipt` / `proof_of_delivery`), then attach it with its `file_id`. Either party may.
 * The LR moves the trip from scheduled to in transit (a new LR may replace it while in transit);
 * the POD moves it to delivered, not before the pickup day in India (409
 * `schedules:errors.beforePickup`). POD before LR: 409 `schedules:errors.lrFirst`; after delivery
 * nothing changes (409 `schedules:errors.delivered`). Both parties see the files through
 * short-lived signed links in scheduleDetails; nobody else.
 */
import { z } from 'zod';
import { TripCancellationSchema } from './cancellation.js';
import { optionalId, requiredId } from './marketplace.js';
import { TripTermsSchema } from './terms.js';

// ---------------------------------------------------------------- constants

/** The schedule lists' date filters ('' = All). */
export const DATE_FILTERS = ['last_day', 'last_30_days', 'last_6_months', 'last_year'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The two trip documents, by the uploadFile purpose they need. */
export const TRIP_DOCUMENTS = {
  lorryReceipt: 'lorry_receipt',
  proofOfDelivery: 'proof_of_delivery',
} as const;
export type TripDocumentPurpose = (typeof TRIP_DOCUMENTS)[keyof typeof TRIP_DOCUMENTS];

/** A schedules list returns at most this many trips (newest first). */
export const SCHEDULES_MAX = 500;

// ---------------------------------------------------------------- messages

const NS = 'schedules:';
export const SCHEDULE_MESSAGES = {
  bidRequired: `${NS}validation.bidRequired`,
  dateFilter: `${NS}validation.dateFilter`,
  scheduleRequired: `${NS}validation.scheduleRequired`,
  fileRequired: `${NS}validation.fileRequired`,
  fileInvalid: `${NS}validation.fileInvalid`,
  textTooLong: `${NS}validation.textTooLong`,
  invalid: `${NS}validation.invalid`,
} as const;
const M = SCHEDULE_MESSAGES;

export const SCHEDULE_CODES = {
  // answers
  scheduled: `${NS}messages.scheduled`,
  lrUploaded: `${NS}messages.lrUploaded`,
  podUploaded: `${NS}messages.podUploaded`,
  noSchedules: `${NS}empty.schedules`,
  // 400
  bidMismatch: `${NS}errors.bidMismatch`,
  // 404
  scheduleNotFound: `${NS}errors.scheduleNotFound`,
  // 409
  alreadyBooked: `${NS}errors.alreadyBooked`,
  /**
   * A call naming only the load and truck while the pair has open bids of both kinds; the body's
   * `bids` names them (`bid_id`, `kind`, `amount`): send the one meant as `bid_id`.
   */
  ambiguousBid: `${NS}errors.ambiguousBid`,
  truckBusy: `${NS}errors.truckBusy`,
  lrFirst: `${NS}errors.lrFirst`,
  /** Proof of delivery before the pickup day (India time). */
  beforePickup: `${NS}errors.beforePickup`,
  delivered: `${NS}errors.delivered`,
  /**
   * An uploaded lorry receipt while the trip's LR is a note issued in the app: cancel the note
   * first (docs/decisions/039, amended 2026-11-29).
   */
  lrIssuedInApp: `${NS}errors.lrIssuedInApp`,
} as const;

// ---------------------------------------------------------------- requests

/** An informative text field of the old payload: accepted, trimmed, bounded, not used. */
const note = z
  .union([z.string(), z.number()], { error: M.invalid })
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value).trim() || null))
  .pipe(z.string().max(100, { error: M.textTooLong }).nullable());

/** Fields both schedule payloads share (the contract's schedule payload). */
const schedulePayload = {
  /** The bid accepted (either spelling); or give loads_id and the truck id. */
  bid_id: optionalId(M.invalid),
  pickup_loc: note,
  delivery_loc: note,
  materials_id: optionalId(M.invalid),
  /** The caller, if sent (on truckschedules: either party of the bid, as older clients send it). */
  user_id: optionalId(),
  /** The other party (or the caller), if sent. */
  users_id: optionalId(),
  loads_id: optionalId(M.invalid),
  vehicle_reg: note,
};

/** Accept a truck bid (a bid on a load). */
export const LoadScheduleBodySchema = z
  .object({
    ...schedulePayload,
    bidsTruck_id: optionalId(M.invalid),
    schedules_date: note,
    truck_id: optionalId(M.invalid),
    trucks_id: optionalId(M.invalid),
  })
  .refine(
    (body) =>
      body.bid_id !== null ||
      body.bidsTruck_id !== null ||
      (body.loads_id !== null && (body.truck_id ?? body.trucks_id) !== null),
    { error: M.bidRequired, path: ['bid_id'] },
  );
export type LoadScheduleBody = z.input<typeof LoadScheduleBodySchema>;
export type LoadScheduleInput = z.output<typeof LoadScheduleBodySchema>;

/** Accept a load bid (a bid on a posted truck). */
export const TruckScheduleBodySchema = z
  .object({
    ...schedulePayload,
    bidsLoad_id: optionalId(M.invalid),
    truckSchedules_date: note,
    trucks_id: optionalId(M.invalid),
    truck_id: optionalId(M.invalid),
  })
  .refine(
    (body) =>
      body.bid_id !== null ||
      body.bidsLoad_id !== null ||
      (body.loads_id !== null && (body.trucks_id ?? body.truck_id) !== null),
    { error: M.bidRequired, path: ['bid_id'] },
  );
export type TruckScheduleBody = z.input<typeof TruckScheduleBodySchema>;
export type TruckScheduleInput = z.output<typeof TruckScheduleBodySchema>;

const dateFilter = z
  .union([z.literal(''), z.enum(DATE_FILTERS)], { error: M.dateFilter })
  .nullish()
  .transform((value) => value || null);

export const LoadSchedulesQuerySchema = z.object({ users_id: optionalId(), date_filter: dateFilter });
export type LoadSchedulesQuery = z.input<typeof LoadSchedulesQuerySchema>;
export const TruckSchedulesQuerySchema = z.object({ user_id: optionalId(), date_filter: dateFilter });
export type TruckSchedulesQuery = z.input<typeof TruckSchedulesQuerySchema>;

export const ScheduleDetailsQuerySchema = z.object({ schedule_id: requiredId(M.scheduleRequired) });
export type ScheduleDetailsQuery = z.input<typeof ScheduleDetailsQuerySchema>;

/** Attach an uploaded lorry receipt or proof of delivery to a trip. */
export const TripDocumentBodySchema = z.object({
  schedule_id: requiredId(M.scheduleRequired),
  file_id: z
    .string({ error: M.fileRequired })
    .trim()
    .min(1, { error: M.fileRequired, abort: true })
    .pipe(z.uuid({ error: M.fileInvalid })),
  user_id: optionalId(),
});
export type TripDocumentBody = z.input<typeof TripDocumentBodySchema>;
export type TripDocumentInput = z.output<typeof TripDocumentBodySchema>;

// ---------------------------------------------------------------- responses

/** A party as the other one sees them. */
export const SchedulePartySchema = z.object({
  users_id: z.string(),
  /** The person's name, else the company. */
  users_name: z.string(),
  company: z.string().nullable(),
  user_types_id: z.string(),
  user_types_name: z.string(),
  /** 10 digits: the two parties of a booked trip may call each other (docs/decisions/009). */
  mobile: z.string(),
});
export type ScheduleParty = z.infer<typeof SchedulePartySchema>;

/** Fields both schedule list rows share (additive to the contract's four). */
const scheduleSummary = {
  schedule_id: z.string(),
  /**
   * SCHEDULE_STATUS: '1' scheduled, '2' in transit (LR uploaded), '3' delivered (POD uploaded),
   * '4' cancelled.
   */
  schedules_status: z.string(),
  /** The agreed amount, whole rupees. */
  amount: z.number(),
  /** The load's pickup day, YYYY-MM-DD. */
  pickupDate: z.string(),
  materials_name: z.string(),
  truck_types_name: z.string(),
  truck_capacities_name: z.string(),
  loads_id: z.string(),
  truck_id: z.string(),
  bid_id: z.string(),
  /** Which bid became this trip: 'on_load' (bidsTruck) or 'on_truck' (bidsLoad). */
  bid_kind: z.enum(['on_load', 'on_truck']),
  /** The other party's shown name. */
  other_name: z.string(),
  /** ISO 8601: when the bid was accepted. */
  createdAt: z.string(),
  has_lorry_receipt: z.boolean(),
  has_proof_of_delivery: z.boolean(),
  /** The price and terms as agreed, copied at booking; null when the listing had none (terms.ts). */
  terms: TripTermsSchema.optional(),
};

/** Load schedule item: schedules_date, materials_name, pickup_loc, delivery_loc. */
export const LoadScheduleSchema = z.object({
  /** The day the trip was booked, YYYY-MM-DD (India). */
  schedules_date: z.string(),
  pickup_loc: z.string(),
  delivery_loc: z.string(),
  vehicle_reg: z.string(),
  /** materials_name is among these. */
  ...scheduleSummary,
});
export type LoadSchedule = z.infer<typeof LoadScheduleSchema>;

/** Truck schedule item: truckSchedules_date, vehicle_reg, pickup_loc, delivery_loc. */
export const TruckScheduleSchema = z.object({
  /** The day the trip was booked, YYYY-MM-DD (India). */
  truckSchedules_date: z.string(),
  vehicle_reg: z.string(),
  pickup_loc: z.string(),
  delivery_loc: z.string(),
  ...scheduleSummary,
});
export type TruckSchedule = z.infer<typeof TruckScheduleSchema>;

/** `data.data` of loadschedules: the body is `{ data: [...] }` (plus `message` when empty). */
export const LoadSchedulesResponseSchema = z.object({
  data: z.array(LoadScheduleSchema),
  message: z.string().optional(),
});
export type LoadSchedulesResponse = z.infer<typeof LoadSchedulesResponseSchema>;

/** `schedules` of truckschedules. */
export const TruckSchedulesResponseSchema = z.object({
  schedules: z.array(TruckScheduleSchema),
  message: z.string().optional(),
});
export type TruckSchedulesResponse = z.infer<typeof TruckSchedulesResponseSchema>;

/** An attached LR or POD, with links that work only for the viewer, for 5 minutes. */
export const TripDocumentSchema = z.object({
  file_id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
  /** ISO 8601. */
  uploaded_at: z.string(),
  uploaded_by: z.string(),
  /** Opens inline. */
  view_url: z.string(),
  /** Downloads. */
  download_url: z.string(),
});
export type TripDocument = z.infer<typeof TripDocumentSchema>;

export const ScheduleDetailSchema = z.object({
  schedule_id: z.string(),
  schedules_status: z.string(),
  /** The viewer's side: 'load' (owner of the load) or 'truck' (owner of the truck). */
  your_side: z.enum(['load', 'truck']),
  amount: z.number(),
  /** The day the trip was booked, YYYY-MM-DD (India). */
  schedules_date: z.string(),
  /** ISO 8601 of the booking. */
  createdAt: z.string(),
  /** YYYY-MM-DD */
  pickupDate: z.string(),
  pickup_loc: z.string(),
  delivery_loc: z.string(),
  materials_name: z.string(),
  /** The weight the load needs. */
  load_capacities_name: z.string(),
  no_of_trucks: z.number(),
  comments: z.string().nullable(),
  vehicle_reg: z.string(),
  truck_types_name: z.string(),
  truck_capacities_name: z.string(),
  loads_id: z.string(),
  truck_id: z.string(),
  bid_id: z.string(),
  bid_kind: z.enum(['on_load', 'on_truck']),
  load_owner: SchedulePartySchema,
  truck_owner: SchedulePartySchema,
  lorry_receipt: TripDocumentSchema.nullable(),
  proof_of_delivery: TripDocumentSchema.nullable(),
  /** ISO 8601 of each step, null until it happens. */
  in_transit_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** Who called the trip off, why and when; null unless cancelled (docs/decisions/045). */
  cancellation: TripCancellationSchema.nullable(),
  /** The other party is suspended by an operator: an open trip may be put back on the market. */
  other_party_suspended: z.boolean(),
  /** The load's PIN codes of its places, when given (AddLoad `pickup_pin`, `delivery_pin`). */
  pickup_pin: z.string().nullable(),
  delivery_pin: z.string().nullable(),
  /** The price and terms as agreed, copied at booking; null when the listing had none (terms.ts). */
  terms: TripTermsSchema.optional(),
});
export type ScheduleDetail = z.infer<typeof ScheduleDetailSchema>;

export const ScheduleDetailsResponseSchema = z.object({
  data: ScheduleDetailSchema,
  message: z.string().optional(),
});
export type ScheduleDetailsResponse = z.infer<typeof ScheduleDetailsResponseSchema>;

/** The accept answer: the trip both parties now see. `repeated` when the bid was accepted before. */
export const ScheduleCreatedResponseSchema = z.object({
  message: z.string(),
  data: ScheduleDetailSchema,
  repeated: z.boolean(),
});
export type ScheduleCreatedResponse = z.infer<typeof ScheduleCreatedResponseSchema>;
