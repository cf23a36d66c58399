/**
 * Loads, trucks and the marketplace (docs/api.md, Marketplace loads and Trucks and postings).
 *
 * Every message is an i18n key of the `marketplace` namespace
 * (`packages/contract/locales/<lng>/marketplace.json`); show it with `t(key)`.
 * Ids come back as strings; requests accept numbers or numeric strings (docs/api.md, Values on the wire).
 * Every call is under `/api`. Errors: `{ error, message, code, issues[] }` (400 / 403 / 404 / 409).
 *
 * | method & path                                   | request schema (query or body)       | 2xx answer                                  |
 * |-------------------------------------------------|--------------------------------------|---------------------------------------------|
 * | GET  /Transpoter/getAllMaterials                | ReferenceQuerySchema (?lang)         | { data: Material[] }  (public, ETag)        |
 * | GET  /Transpoter/getAllTruckCapacities          | ReferenceQuerySchema                 | { data: TruckCapacity[] }  (public, ETag)   |
 * | GET  /Transpoter/getAllTruckTypes               | ReferenceQuerySchema                 | { data: TruckType[] }  (public, ETag)       |
 * | GET  /Transpoter/getAllStates                   | ReferenceQuerySchema                 | { data: State[] }  (public, ETag)           |
 * | GET  /Transpoter/getDistrictsByStateId          | DistrictsQuerySchema (?states_id)    | { data: District[] }  (public, ETag)        |
 * | GET  /Transpoter/searchPlaces                   | SearchPlacesQuerySchema (?q)         | { data: Place[] }  (public, ETag)           |
 * | GET  /Transpoter/getPlaceNames                  | ReferenceQuerySchema                 | { data: PlaceNames }  (public, ETag)        |
 * | GET  /Transpoter/getLoadsByUserId               | OwnLoadsQuerySchema                  | OwnLoadsResponse   (own loads only)         |
 * | GET  /Transpoter/getTrucksByUserId              | OwnTrucksQuerySchema                 | OwnTrucksResponse  (own trucks only)        |
 * | GET  /Transpoter/getAllLoads                    | PageQuerySchema                      | LoadListingResponse                         |
 * | GET  /Transpoter/getPaginatedTrucks             | PageQuerySchema                      | PostedTruckListingResponse                  |
 * | POST /Transpoter/getMatchingLoads               | MatchingLoadsBodySchema              | LoadListingResponse                         |
 * | POST /Transpoter/getMatchingPostTrucks          | MatchingPostTrucksBodySchema         | PostedTruckListingResponse                  |
 * | POST /Transpoter/AddLoad                        | AddLoadBodySchema                    | 201 AddLoadResponse                         |
 * | POST /Transpoter/insertTruck                    | InsertTruckBodySchema                | 201 InsertTruckResponse                     |
 * | POST /Transpoter/postTruck                      | PostTruckBodySchema                  | 201 PostTruckResponse                       |
 *
 * Who may call (docs/api.md, Roles): reference data and searchPlaces need no sign-in; the four
 * marketplace lists need any signed-in user; AddLoad / getLoadsByUserId: transporter, broker,
 * shipper; insertTruck / postTruck / getTrucksByUserId: transporter, broker, driver. Wrong role
 * 403 `errors.auth.wrongRole`; a `user_id` naming another user 403 `errors.forbidden`.
 *
 * Marketplace lists: open items of other users only, newest first, `limit` 12 by default,
 * `page` 1..1000, `totalPages` at most 1000 (docs/decisions/006-marketplace-paging.md).
 * When a list is empty the answer also carries `message` ("No loads found." / "No trucks found.").
 *
 * Forms: Add Load uses AddLoadBodySchema directly; Add Truck uses InsertTruckBodySchema (the
 * file fields take the `file_id` uploadFile answered); Post Truck has separate Date and Time
 * fields, so its form uses PostTruckFormSchema and sends `toPostTruckBody(form, truckId)`.
 * Search forms use MatchingLoadsBodySchema / MatchingPostTrucksBodySchema (empty = no filter).
 */
import { CONTACT_MESSAGES, hasPhoneOrUpi } from './contact-guard.js';
import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { TRUCK_STATUS } from './status.js';
import { DaysToPaySchema, RatingSummarySchema } from './rating-summary.js';
import { optionalPincode } from './pincode-schema.js';
import { TERMS_FIELDS, TermsShape, checkTerms, optionalFlag } from './terms.js';

// Plain numbers live in their own module, so a screen that needs one does not load zod.
export * from './marketplace-constants.js';
export * from './india-day.js';
import { todayInIndia } from './india-day.js';
import {
  COMMENTS_MAX,
  COMMENTS_MIN_WORDS,
  LIMIT_MAX,
  LOCATION_MAX,
  MAX_PAGE,
  NO_OF_TRUCKS_MAX,
} from './marketplace-constants.js';

// ---------------------------------------------------------------- messages

const NS = 'marketplace:';
/** Every message of this feature, as i18n keys of the `marketplace` namespace. */
export const MARKETPLACE_MESSAGES = {
  // Add Load
  pickupLocationRequired: `${NS}validation.pickupLocationRequired`,
  deliveryLocationRequired: `${NS}validation.deliveryLocationRequired`,
  pickupDateRequired: `${NS}validation.pickupDateRequired`,
  materialRequired: `${NS}validation.materialRequired`,
  weightRequired: `${NS}validation.weightRequired`,
  truckTypeRequired: `${NS}validation.truckTypeRequired`,
  trucksRequired: `${NS}validation.trucksRequired`,
  trucksMax: `${NS}validation.trucksMax`,
  commentsWords: `${NS}validation.commentsWords`,
  commentsTooLong: `${NS}validation.commentsTooLong`,
  locationTooLong: `${NS}validation.locationTooLong`,
  dateInvalid: `${NS}validation.dateInvalid`,
  pinInvalid: `${NS}validation.pinInvalid`,
  pinWrongState: `${NS}validation.pinWrongState`,
  datePast: `${NS}validation.datePast`,
  // Add Truck
  regNumberRequired: `${NS}validation.regNumberRequired`,
  regNumberInvalid: `${NS}validation.regNumberInvalid`,
  typeRequired: `${NS}validation.typeRequired`,
  capacityRequired: `${NS}validation.capacityRequired`,
  insuranceRequired: `${NS}validation.insuranceRequired`,
  rcRequired: `${NS}validation.rcRequired`,
  locationRequired: `${NS}validation.locationRequired`,
  locationUnknown: `${NS}validation.locationUnknown`,
  fileInvalid: `${NS}validation.fileInvalid`,
  // Post Truck
  dateRequired: `${NS}validation.dateRequired`,
  timeRequired: `${NS}validation.timeRequired`,
  timeInvalid: `${NS}validation.timeInvalid`,
  fromRequired: `${NS}validation.fromRequired`,
  toRequired: `${NS}validation.toRequired`,
  truckRequired: `${NS}validation.truckRequired`,
  capacityAboveTruck: `${NS}validation.capacityAboveTruck`,
  // Any form / query
  referenceUnknown: `${NS}validation.referenceUnknown`,
  page: `${NS}validation.page`,
  limit: `${NS}validation.limit`,
  statusFilter: `${NS}validation.statusFilter`,
  invalid: `${NS}validation.invalid`,
} as const;
const M = MARKETPLACE_MESSAGES;

/** Server answers and errors of this feature (i18n keys of the `marketplace` namespace). */
export const MARKETPLACE_CODES = {
  loadAdded: `${NS}messages.loadAdded`,
  /** 201, but the load waits for an operator: its price is far above its lane's (decision 049). */
  loadHeld: `${NS}messages.loadHeld`,
  truckAdded: `${NS}messages.truckAdded`,
  truckPosted: `${NS}messages.truckPosted`,
  noLoads: `${NS}empty.loads`,
  noTrucks: `${NS}empty.trucks`,
  truckNotFound: `${NS}errors.truckNotFound`,
  truckAlreadyPosted: `${NS}errors.truckAlreadyPosted`,
  truckExists: `${NS}errors.truckExists`,
  /** 200 of truckPapers: the new paper waits for the operators' check. */
  paperSent: `${NS}messages.paperSent`,
} as const;

// ---------------------------------------------------------------- field helpers

const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/** A required id (select value): number or numeric string in, number out. */
export const requiredId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(ID_PATTERN, { error: message }))
    .transform(Number);

/** An optional id: null, '' or missing mean "none" (search filters; docs/api.md, Values on the wire). */
export const optionalId = (message: string = M.invalid) =>
  z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(z.union([z.literal(''), z.string().regex(ID_PATTERN, { error: message })]))
    .transform((value) => (value === '' ? null : Number(value)));

/** Required free text (a place): trimmed, 1..100 characters. */
const requiredText = (message: string, max = LOCATION_MAX, tooLong: string = M.locationTooLong) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: tooLong });

/** An optional text filter: null, '' or missing mean "no filter". */
const optionalText = (max = LOCATION_MAX, tooLong: string = M.locationTooLong) =>
  z
    .string({ error: M.invalid })
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(max, { error: tooLong }).nullable());

export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Optional comments: empty means none; when given, at least 3 words and no contact details. */
export const commentsSchema = z
  .string({ error: M.invalid })
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(
    z
      .string()
      .max(COMMENTS_MAX, { error: M.commentsTooLong, abort: true })
      .refine((text) => countWords(text) >= COMMENTS_MIN_WORDS, { error: M.commentsWords })
      // The other side reads them before any deal: no phone number, no UPI id (decision 049).
      .refine((text) => !hasPhoneOrUpi(text), { error: CONTACT_MESSAGES.contactDetails })
      .nullable(),
  );

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A required date, not before today in India. */
const futureDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isCalendarDate, { error: M.dateInvalid, abort: true })
    .refine((date) => date >= todayInIndia(), { error: M.datePast });

/** An optional date filter (no past check: "on or after" any day is a fair question). */
const optionalDate = z
  .string({ error: M.dateInvalid })
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(z.string().refine(isCalendarDate, { error: M.dateInvalid }).nullable());

const trucksCount = (required: string = M.trucksRequired) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value)))
    .pipe(
      z
        .number({ error: required })
        .int({ error: required })
        .min(1, { error: required })
        .max(NO_OF_TRUCKS_MAX, { error: M.trucksMax }),
    );

const page = z
  .union([z.string(), z.number()], { error: M.page })
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? 1 : Number(value)))
  .pipe(
    z
      .number({ error: M.page })
      .int({ error: M.page })
      .min(1, { error: M.page })
      .max(MAX_PAGE, { error: M.page }),
  );
/** `page` of a paged list: missing means 1 (other paged lists reuse it). */
export const pageParam = page;

const limit = z
  .union([z.string(), z.number()], { error: M.limit })
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? PAGE_SIZE : Number(value)))
  .pipe(
    z
      .number({ error: M.limit })
      .int({ error: M.limit })
      .min(1, { error: M.limit })
      .max(LIMIT_MAX, { error: M.limit }),
  );

// ---------------------------------------------------------------- registration number

/**
 * Indian registration marks: state code, RTO number (1–2 digits), series (0–3 letters), number
 * (4 digits), e.g. KA01AB1234, DL1CAB1234, MH12A1234; and Bharat series, e.g. 22BH1234AB.
 */
export const REG_NUMBER_PATTERN = /^(?:[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2})$/;

/** "ka-01 ab 1234" → "KA01AB1234": spaces, dashes and dots dropped, capitals. */
export const normaliseRegNumber = (text: string) => text.replace(/[\s.-]+/g, '').toUpperCase();

export const regNumberSchema = z
  .string({ error: M.regNumberRequired })
  .transform(normaliseRegNumber)
  .pipe(
    z
      .string()
      .min(1, { error: M.regNumberRequired, abort: true })
      .regex(REG_NUMBER_PATTERN, { error: M.regNumberInvalid }),
  );

const fileId = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(z.uuid({ error: M.fileInvalid }));

// ---------------------------------------------------------------- reference data

/** `?lang=hi` picks the names' language; otherwise the i18next cookie, then Accept-Language. */
export const ReferenceQuerySchema = z.object({ lang: z.string().max(16).optional() });
export type ReferenceQuery = z.input<typeof ReferenceQuerySchema>;

export const DistrictsQuerySchema = ReferenceQuerySchema.extend({ states_id: requiredId(M.invalid) });
export type DistrictsQuery = z.input<typeof DistrictsQuerySchema>;

/**
 * Place suggestions: `q` in any of the seven languages' scripts, any case, matching a district's
 * name or "District, State" from its start or inside; fewer than 2 characters answer an empty list.
 */
export const SearchPlacesQuerySchema = ReferenceQuerySchema.extend({
  q: z
    .string()
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(LOCATION_MAX, { error: M.locationTooLong })),
});
export type SearchPlacesQuery = z.input<typeof SearchPlacesQuerySchema>;

export const MaterialSchema = z.object({ materials_id: z.string(), materials_name: z.string() });
export type Material = z.infer<typeof MaterialSchema>;

export const TruckCapacitySchema = z.object({
  truck_capacities_id: z.string(),
  truck_capacities_name: z.string(),
  /** The real capacity, used for matching (a 10 t load fits a 16 t truck). */
  tonnes: z.number(),
});
export type TruckCapacity = z.infer<typeof TruckCapacitySchema>;

export const TruckTypeSchema = z.object({ truck_types_id: z.string(), truck_types_name: z.string() });
export type TruckType = z.infer<typeof TruckTypeSchema>;

export const StateSchema = z.object({
  states_id: z.string(),
  states_name: z.string(),
  /** ISO 3166-2:IN code, e.g. KA. */
  states_code: z.string(),
});
export type State = z.infer<typeof StateSchema>;

export const DistrictSchema = z.object({
  districts_id: z.string(),
  /** In the asked language. */
  districts_name: z.string(),
  states_id: z.string(),
  /** The English name: what a form stores (a truck's location), whatever the screen's language. */
  districts_name_en: z.string(),
});
export type District = z.infer<typeof DistrictSchema>;

/**
 * A location suggestion: a district with its state, names in the asked language. `label` is what
 * a field stores and sends ("Nagpur, Maharashtra", always English, so every language's searches
 * find it); `local_label` is what the field shows ("नागपुर, महाराष्ट्र").
 */
export const PlaceSchema = z.object({
  districts_id: z.string(),
  districts_name: z.string(),
  states_id: z.string(),
  states_name: z.string(),
  label: z.string(),
  local_label: z.string(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const dataOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row) });
export const MaterialsResponseSchema = dataOf(MaterialSchema);
export const TruckCapacitiesResponseSchema = dataOf(TruckCapacitySchema);
export const TruckTypesResponseSchema = dataOf(TruckTypeSchema);
export const StatesResponseSchema = dataOf(StateSchema);
export const DistrictsResponseSchema = dataOf(DistrictSchema);
export const PlacesResponseSchema = dataOf(PlaceSchema);
/**
 * English place names → names in one language: each state, each district ("Nagpur" → "नागपुर"),
 * and "District, State" for a district name two states share. A stored "Nagpur, Maharashtra" is
 * shown as its two parts named ("नागपुर, महाराष्ट्र"). English answers {}.
 */
export const PlaceNamesResponseSchema = z.object({ data: z.record(z.string(), z.string()) });
export type PlaceNames = z.infer<typeof PlaceNamesResponseSchema>['data'];

// ---------------------------------------------------------------- loads

/**
 * Add Load (docs/api.md, POST AddLoad). `user_id` may be sent but must be
 * the signed-in user (else 403); the owner is always the session user.
 */
export const AddLoadBodySchema = z
  .object({
    pickupLoc: requiredText(M.pickupLocationRequired),
    deliveryLoc: requiredText(M.deliveryLocationRequired),
    pickupDate: futureDate(M.pickupDateRequired),
    material_id: requiredId(M.materialRequired),
    capacity_id: requiredId(M.weightRequired),
    truck_type_id: requiredId(M.truckTypeRequired),
    comments: commentsSchema,
    no_of_trucks: trucksCount(),
    user_id: optionalId(),
    /**
     * Optional PIN codes of the pickup and delivery (additive): each must fit its place's state
     * (the address form's rule, 400 `pinWrongState`); tracking measures check-ins from the PIN's
     * point rather than the district's (docs/decisions/040).
     */
    pickup_pin: optionalPincode(M.pinInvalid),
    delivery_pin: optionalPincode(M.pinInvalid),
    // additive: the price and terms (terms.ts)
    ...TERMS_FIELDS,
  })
  .superRefine(checkTerms);
export type AddLoadBody = z.input<typeof AddLoadBodySchema>;
export type AddLoadInput = z.output<typeof AddLoadBodySchema>;

/** Your Loads item (the contract's fields, plus additive ones). */
export const OwnLoadSchema = z.object({
  loads_id: z.string(),
  materials_name: z.string(),
  truck_capacities_name: z.string(),
  pickupLoc: z.string(),
  deliveryLoc: z.string(),
  // additive
  materials_id: z.string(),
  truck_capacities_id: z.string(),
  truck_types_id: z.string(),
  truck_types_name: z.string(),
  /** The tonnes the load needs (what a truck must offer to fit it). */
  tonnes: z.number(),
  /** YYYY-MM-DD */
  pickupDate: z.string(),
  no_of_trucks: z.number(),
  /** Trucks booked so far, one accepted bid each (docs/decisions/017). */
  trucks_booked: z.number(),
  /** Trucks still to be booked while the load is open and live; 0 once booked or expired. */
  trucks_open: z.number(),
  comments: z.string().nullable(),
  /**
   * LOAD_STATUS: '1' open (trucks still open), '2' booked (every truck), '3' expired, '4'
   * delivered (booked, and every trip has its proof of delivery).
   */
  loads_status: z.string(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  ...TermsShape,
});
export type OwnLoad = z.infer<typeof OwnLoadSchema>;

export const AddLoadResponseSchema = z.object({ message: z.string(), data: OwnLoadSchema });
export type AddLoadResponse = z.infer<typeof AddLoadResponseSchema>;

/** Your Loads: `user_id` optional (must be the caller), pages of 12. */
export const OwnLoadsQuerySchema = z.object({ user_id: optionalId(), page, limit });
export type OwnLoadsQuery = z.input<typeof OwnLoadsQuerySchema>;

export const OwnLoadsResponseSchema = z.object({
  data: z.array(OwnLoadSchema),
  page: z.number(),
  totalPages: z.number(),
  message: z.string().optional(),
});
export type OwnLoadsResponse = z.infer<typeof OwnLoadsResponseSchema>;

/** A load in the marketplace (the contract's fields, plus additive ones). Never a mobile. */
export const LoadListingSchema = z.object({
  loads_id: z.string(),
  materials_name: z.string(),
  truck_capacities_name: z.string(),
  /** ISO 8601 timestamp; cards show its date as YYYY-MM-DD. */
  createdAt: z.string(),
  pickupLoc: z.string(),
  deliveryLoc: z.string(),
  users_name: z.string(),
  user_types_name: z.string(),
  // additive
  /** YYYY-MM-DD */
  pickupDate: z.string(),
  no_of_trucks: z.number(),
  /** Trucks still to be booked, at least 1 (the load leaves the marketplace with its last). */
  trucks_open: z.number(),
  /** The viewer has an open bid on this load: the card says "Bid placed" instead of Bid Now. */
  bid_placed: z.boolean(),
  truck_types_name: z.string(),
  comments: z.string().nullable(),
  materials_id: z.string(),
  truck_capacities_id: z.string(),
  /** The tonnes the load needs. */
  tonnes: z.number(),
  truck_types_id: z.string(),
  users_id: z.string(),
  /** The poster's standing (docs/decisions/030). */
  users_rating: RatingSummarySchema.optional(),
  /** The load poster's days to pay (docs/decisions/048). */
  users_payment: DaysToPaySchema.optional(),
  user_types_id: z.string(),
  /** The poster's KYC documents are approved by an operator or on upload: the "Verified" badge. */
  verified: z.boolean().optional(),
  ...TermsShape,
});
export type LoadListing = z.infer<typeof LoadListingSchema>;

export const LoadListingResponseSchema = z.object({
  data: z.array(LoadListingSchema),
  page: z.number(),
  totalPages: z.number(),
  /** Present when `data` is empty: "No loads found." in the user's language. */
  message: z.string().optional(),
});
export type LoadListingResponse = z.infer<typeof LoadListingResponseSchema>;

/** getAllLoads and getPaginatedTrucks: `?page=1&limit=12`. */
export const PageQuerySchema = z.object({ page, limit });
export type PageQuery = z.input<typeof PageQuerySchema>;

/**
 * Search loads. Every filter is optional; null or '' means none.
 * - pickupLoc / deliveryLoc: case-insensitive substring (`%` and `_` are plain characters).
 * - pickupDate: loads picked up on or after that day.
 * - material_id, truck_type_id: equal.
 * - capacity_id: the searcher's truck capacity; loads needing at most its tonnes.
 * - no_of_trucks (k, 1..100): how many trucks the searcher can send. It is not a maximum and
 *   hides nothing: every load with at least one truck still open matches, whatever k, because
 *   the searcher can book min(k, trucks_open) of its trucks (a transporter with one truck takes
 *   one of a 5-truck load's five). Listed loads always have trucks_open ≥ 1. Kept so the
 *   contract's payload stays valid; the web form leaves it unset (docs/decisions/017).
 * - book_now (additive): only loads that may be booked at once at their price (terms.ts).
 */
export const MatchingLoadsBodySchema = z.object({
  pickupLoc: optionalText(),
  deliveryLoc: optionalText(),
  pickupDate: optionalDate,
  material_id: optionalId(),
  capacity_id: optionalId(),
  truck_type_id: optionalId(),
  no_of_trucks: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? null : value))
    .pipe(trucksCount().nullable()),
  book_now: optionalFlag(M.invalid),
  page,
  limit,
});
export type MatchingLoadsBody = z.input<typeof MatchingLoadsBodySchema>;
export type MatchingLoadsInput = z.output<typeof MatchingLoadsBodySchema>;

// ---------------------------------------------------------------- trucks

/** Add Truck (docs/api.md, POST insertTruck). insurance / rc: `file_id`s of uploadFile. */
export const InsertTruckBodySchema = z.object({
  regNumber: regNumberSchema,
  trucks_type_id: requiredId(M.typeRequired),
  capacity_id: requiredId(M.capacityRequired),
  insurance: fileId(M.insuranceRequired),
  rc: fileId(M.rcRequired),
  /** An English district name (districts_name_en of getDistrictsByStateId, or a searchPlaces label). */
  location: requiredText(M.locationRequired),
  user_id: optionalId(),
});
export type InsertTruckBody = z.input<typeof InsertTruckBodySchema>;
export type InsertTruckInput = z.output<typeof InsertTruckBodySchema>;

/** A truck's two papers (decision 046): the kinds `truckPapers` replaces. */
export const TRUCK_PAPERS = ['rc', 'insurance'] as const;
export type TruckPaper = (typeof TRUCK_PAPERS)[number];

/**
 * Where the operators' check of a truck's current paper stands: `pending`, `approved` or
 * `rejected` (DOCUMENT_STATUS by name), with the reason of a rejection (REVIEW_REASONS).
 */
export const TruckPaperStateSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
});
export type TruckPaperState = z.infer<typeof TruckPaperStateSchema>;

/** Your Trucks' own papers of a truck; null for a truck added before its papers were kept. */
export const TruckPapersSchema = z.object({
  rc: TruckPaperStateSchema.nullable(),
  insurance: TruckPaperStateSchema.nullable(),
});
export type TruckPapers = z.infer<typeof TruckPapersSchema>;

/** Replace one paper of the caller's truck: a new upload (`uploadFile`, purpose `rc` or `insurance`). */
export const TruckPaperBodySchema = z
  .object({
    truck_id: requiredId(M.invalid),
    paper: z.enum(TRUCK_PAPERS, { error: M.invalid }),
    file_id: fileId(M.invalid),
  })
  .strict();
export type TruckPaperBody = z.input<typeof TruckPaperBodySchema>;
export type TruckPaperInput = z.output<typeof TruckPaperBodySchema>;

/** Your Truck item (the contract's fields, plus additive ones). */
export const OwnTruckSchema = z.object({
  truck_id: z.string(),
  truck_types_name: z.string(),
  regNumber: z.string(),
  location: z.string(),
  truck_capacities_name: z.string(),
  /** TRUCK_STATUS: '1' added (Post Truck shown), '5' posted. */
  trucks_status: z.string(),
  /** The open posting's places; null while the truck is not posted. */
  postTrucks_from: z.string().nullable(),
  postTrucks_to: z.string().nullable(),
  // additive
  postTrucks_id: z.string().nullable(),
  /** "YYYY-MM-DD HH:MM" in India time, or null. */
  postTrucks_dateTime: z.string().nullable(),
  truck_types_id: z.string(),
  truck_capacities_id: z.string(),
  tonnes: z.number(),
  createdAt: z.string(),
  /** The open posting's price and terms (defaults while not posted). */
  ...TermsShape,
  /** Its papers' checks (additive). */
  papers: TruckPapersSchema,
});
export type OwnTruck = z.infer<typeof OwnTruckSchema>;

export const InsertTruckResponseSchema = z.object({ message: z.string(), data: OwnTruckSchema });
export type InsertTruckResponse = z.infer<typeof InsertTruckResponseSchema>;

/** Your Truck: `trucks_status` '' (All), '1' (Added) or '5' (Posted). */
export const OwnTrucksQuerySchema = z.object({
  user_id: optionalId(),
  trucks_status: z
    .union([z.literal(''), z.literal(TRUCK_STATUS.added), z.literal(TRUCK_STATUS.posted)], {
      error: M.statusFilter,
    })
    .nullish()
    .transform((value) => value || null),
});
export type OwnTrucksQuery = z.input<typeof OwnTrucksQuerySchema>;

export const OwnTrucksResponseSchema = z.object({
  data: z.array(OwnTruckSchema),
  message: z.string().optional(),
});
export type OwnTrucksResponse = z.infer<typeof OwnTrucksResponseSchema>;

/** "YYYY-MM-DD HH:MM": date and time of the posting, India time (docs/api.md, Values on the wire). */
export const postDateTimeSchema = z
  .string({ error: M.dateRequired })
  .trim()
  .min(1, { error: M.dateRequired, abort: true })
  .superRefine((text, ctx) => {
    const [date = '', time, ...rest] = text.split(/[ T]/);
    if (!isCalendarDate(date) || rest.length) ctx.addIssue({ code: 'custom', message: M.dateInvalid });
    else if (!time) ctx.addIssue({ code: 'custom', message: M.timeRequired });
    else if (!TIME_PATTERN.test(time)) ctx.addIssue({ code: 'custom', message: M.timeInvalid });
    else if (date < todayInIndia()) ctx.addIssue({ code: 'custom', message: M.datePast });
  })
  .transform((text) => text.replace('T', ' '));

/** Post Truck (docs/api.md, POST postTruck). The truck must be the caller's (else 404). */
export const PostTruckBodySchema = z
  .object({
    postTrucks_dateTime: postDateTimeSchema,
    postTrucks_from: requiredText(M.fromRequired),
    postTrucks_to: requiredText(M.toRequired),
    postTrucks_capacity_id: requiredId(M.capacityRequired),
    comments: commentsSchema,
    truck_id: requiredId(M.truckRequired),
    user_id: optionalId(),
    // additive: the price and terms (terms.ts)
    ...TERMS_FIELDS,
  })
  .superRefine(checkTerms);
export type PostTruckBody = z.input<typeof PostTruckBodySchema>;
export type PostTruckInput = z.output<typeof PostTruckBodySchema>;

/** The Post Truck form: separate Date and Time fields, each with its own message. */
export const PostTruckFormSchema = z
  .object({
    date: futureDate(M.dateRequired),
    time: z
      .string({ error: M.timeRequired })
      .trim()
      .min(1, { error: M.timeRequired, abort: true })
      .regex(TIME_PATTERN, { error: M.timeInvalid }),
    postTrucks_capacity_id: requiredId(M.capacityRequired),
    postTrucks_from: requiredText(M.fromRequired),
    postTrucks_to: requiredText(M.toRequired),
    comments: commentsSchema,
    ...TERMS_FIELDS,
  })
  .superRefine(checkTerms);
export type PostTruckForm = z.input<typeof PostTruckFormSchema>;

export function toPostTruckBody(
  form: z.output<typeof PostTruckFormSchema>,
  truckId: string | number,
): PostTruckBody {
  return {
    postTrucks_dateTime: `${form.date} ${form.time}`,
    postTrucks_from: form.postTrucks_from,
    postTrucks_to: form.postTrucks_to,
    postTrucks_capacity_id: form.postTrucks_capacity_id,
    comments: form.comments,
    truck_id: truckId,
    price_basis: form.price_basis,
    asking_rupees: form.asking_rupees,
    book_now: form.book_now,
    advance_percent: form.advance_percent,
    balance_days: form.balance_days,
    free_hours_loading: form.free_hours_loading,
    free_hours_unloading: form.free_hours_unloading,
    detention_per_day: form.detention_per_day,
    loading_charges_by: form.loading_charges_by,
  };
}

export const PostTruckResponseSchema = z.object({ message: z.string(), data: OwnTruckSchema });
export type PostTruckResponse = z.infer<typeof PostTruckResponseSchema>;

/** A posted truck in the marketplace (the contract's fields, plus additive ones). */
export const PostedTruckListingSchema = z.object({
  truck_id: z.string(),
  truck_types_name: z.string(),
  regNumber: z.string(),
  truck_capacities_name: z.string(),
  postTrucks_from: z.string(),
  postTrucks_to: z.string(),
  // additive
  /** "YYYY-MM-DD HH:MM" in India time. */
  postTrucks_dateTime: z.string(),
  users_name: z.string(),
  user_types_name: z.string(),
  postTrucks_id: z.string(),
  comments: z.string().nullable(),
  truck_types_id: z.string(),
  truck_capacities_id: z.string(),
  /** The capacity offered by this posting. */
  tonnes: z.number(),
  users_id: z.string(),
  /** The poster's standing (docs/decisions/030). */
  users_rating: RatingSummarySchema.optional(),
  user_types_id: z.string(),
  createdAt: z.string(),
  /** The viewer has an open bid on this posting (with any load): "Bid placed" instead of Bid Now. */
  bid_placed: z.boolean(),
  /** The poster's KYC documents are approved: the "Verified" badge. */
  verified: z.boolean().optional(),
  ...TermsShape,
});
export type PostedTruckListing = z.infer<typeof PostedTruckListingSchema>;

export const PostedTruckListingResponseSchema = z.object({
  data: z.array(PostedTruckListingSchema),
  page: z.number(),
  totalPages: z.number(),
  /** Present when `data` is empty: "No trucks found." in the user's language. */
  message: z.string().optional(),
});
export type PostedTruckListingResponse = z.infer<typeof PostedTruckListingResponseSchema>;

/**
 * Search posted trucks. Every filter is optional; null or '' means none.
 * - postTrucks_from / postTrucks_to: case-insensitive substring.
 * - postTrucks_dateTime: "YYYY-MM-DD" or "YYYY-MM-DD HH:MM"; postings on or after that day.
 * - postTrucks_capacity_id: the tonnes the searcher needs; postings offering at least that.
 * - truck_type_id: equal.
 * - no_of_trucks: accepted for the form's sake; every posting is one truck, so it filters nothing.
 * - book_now (additive): only postings that may be booked at once at their price (terms.ts).
 */
export const MatchingPostTrucksBodySchema = z.object({
  postTrucks_from: optionalText(),
  postTrucks_to: optionalText(),
  postTrucks_dateTime: z
    .string({ error: M.dateInvalid })
    .nullish()
    .transform((value) => value?.trim().split(/[ T]/)[0] || null)
    .pipe(z.string().refine(isCalendarDate, { error: M.dateInvalid }).nullable()),
  postTrucks_capacity_id: optionalId(),
  truck_type_id: optionalId(),
  no_of_trucks: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? null : value))
    .pipe(trucksCount().nullable()),
  book_now: optionalFlag(M.invalid),
  page,
  limit,
});
export type MatchingPostTrucksBody = z.input<typeof MatchingPostTrucksBodySchema>;
export type MatchingPostTrucksInput = z.output<typeof MatchingPostTrucksBodySchema>;
