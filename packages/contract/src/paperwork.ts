/**
 * A trip's paperwork (docs/api.md, Paperwork; docs/decisions/039-trip-paperwork.md): the driver
 * on the trip, the consignment note (lorry receipt, LR) both parties fill and the truck's side
 * issues, its e-way bills, the driver's page and the public verification of an issued LR.
 *
 * | method & path                                | request                          | 2xx answer                 | who may call |
 * |----------------------------------------------|----------------------------------|----------------------------|--------------|
 * | GET  /Transpoter/tripDriver                  | TripDriverQuerySchema            | TripDriverResponse         | the trip's two parties (others 404) |
 * | PUT  /Transpoter/tripDriver                  | TripDriverBodySchema             | TripDriverResponse         | the truck's side (load side 403) |
 * | GET  /Transpoter/consignmentNote             | ConsignmentNoteQuerySchema       | ConsignmentNoteResponse    | the trip's two parties |
 * | PUT  /Transpoter/consignmentNote             | ConsignmentNoteBodySchema        | ConsignmentNoteResponse    | the trip's two parties, while a draft |
 * | POST /Transpoter/consignmentNote/issue       | ConsignmentNoteActionBodySchema  | 201 ConsignmentNoteResponse| the truck's side |
 * | POST /Transpoter/consignmentNote/cancel      | ConsignmentNoteActionBodySchema  | ConsignmentNoteResponse    | the truck's side |
 * | GET  /public/lr/:token                       | —                                | LrVerificationResponse     | anyone |
 * | GET  /public/driver/:token                   | —                                | DriverTripResponse         | anyone with the driver's link |
 * | GET  /public/driver/:token/lr                | —                                | the issued LR's PDF        | anyone with the driver's link |
 * | GET  /public/driver/:token/uploadedLr        | —                                | the uploaded LR's file     | anyone with the driver's link |
 * | POST /public/driver/:token/pod               | multipart DriverPodFields + photo| 201 DriverTripResponse     | anyone with the driver's link |
 */
import { z } from 'zod';
import { typedWhole, type TypedUnit } from './amounts.js';
import { COMPANY_MAX, MOBILE_PATTERN } from './constants.js';
import { isCalendarDate, requiredId } from './marketplace.js';
import { normaliseMobile } from './mobile.js';
import { optionalPincode } from './pincode-schema.js';
import { gstinOptional } from './profiles.js';
import { TRIP_MILESTONES } from './tracking-constants.js';
import { characterCount, isName } from './validation.js';

// ---------------------------------------------------------------- constants

export const FREIGHT_MODES = ['paid', 'to_pay', 'to_be_billed'] as const;
export type FreightMode = (typeof FREIGHT_MODES)[number];
export const GST_PAYERS = ['consignor', 'consignee', 'transporter'] as const;
export type GstPayer = (typeof GST_PAYERS)[number];
export const RISKS = ['owner', 'carrier'] as const;
export type Risk = (typeof RISKS)[number];

/** A consignment note: '1' draft, '2' issued (locked), '3' cancelled (replaced by a new draft). */
export const NOTE_STATUS = { draft: '1', issued: '2', cancelled: '3' } as const;
/** What the public verification shows of an LR. */
export const LR_STATES = ['issued', 'cancelled', 'delivered'] as const;
export type LrState = (typeof LR_STATES)[number];
/** The two sides of a trip's copies, and the driver's: one page each in the issued PDF. */
export const LR_COPIES = ['consignor', 'consignee', 'driver'] as const;

export const PARTY_ADDRESS_MAX = 200;
export const GOODS_DESCRIPTION_MAX = 100;
export const PACKING_MAX = 40;
export const INVOICE_NUMBER_MAX = 40;
export const REMARKS_MAX = 300;
export const PACKAGES_MAX = 1_000_000;
/** 100 tonnes: more than any truck on the road carries. */
export const WEIGHT_KG_MAX = 100_000;
/** ₹1,000 crore. */
export const DECLARED_VALUE_MAX = 10_000_000_000;
export const DRIVER_NAME_MAX = 60;

export const EWAY_BILL_DIGITS = 12;
export const EWAY_BILLS_MAX = 10;
/** Above this declared value (₹) a consignment is likely to need an e-way bill. */
export const EWAY_BILL_VALUE_THRESHOLD = 50_000;
/** One day of validity per this many km (or part of it); over-dimensional cargo: per 20 km. */
export const EWAY_KM_PER_DAY = 200;
export const EWAY_KM_PER_DAY_ODC = 20;
/** The portal lets the person generating the bill add up to this share to its PIN-to-PIN distance. */
export const EWAY_DISTANCE_ALLOWANCE = 0.1;
/** The parties and the driver are told this long before an e-way bill expires, and at expiry. */
export const EWAY_ALERT_HOURS_BEFORE = 6;

/** The POD photo and signature: at most this many bytes each (the photo is shrunk on the phone). */
export const POD_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const POD_SIGNATURE_MAX_BYTES = 512 * 1024;

// ---------------------------------------------------------------- e-way bill validity

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days an e-way bill is valid for a distance: one per 200 km or part (20 km over-dimensional), at least one. */
export function ewayBillDays(distanceKm: number, odc: boolean): number {
  const perDay = odc ? EWAY_KM_PER_DAY_ODC : EWAY_KM_PER_DAY;
  return Math.max(1, Math.ceil(distanceKm / perDay));
}

/**
 * The last day (YYYY-MM-DD, India) an e-way bill generated on `generatedOn` is valid for that
 * distance: each day ends at the midnight that follows, so one day's validity runs to the end of
 * the day after the day it was generated.
 */
export function ewayBillLastDay(generatedOn: string, distanceKm: number, odc: boolean): string {
  return addDays(generatedOn, ewayBillDays(distanceKm, odc));
}

/**
 * Whether a printed last day fits the distance: not before what the distance gives, and not
 * after what it gives with the portal's 10% allowance. `null` when the distance is not known.
 */
export function ewayBillFits(
  generatedOn: string,
  validUntil: string,
  distanceKm: number | null,
  odc: boolean,
): boolean | null {
  if (distanceKm === null) return null;
  const earliest = ewayBillLastDay(generatedOn, distanceKm, odc);
  const latest = ewayBillLastDay(generatedOn, distanceKm * (1 + EWAY_DISTANCE_ALLOWANCE), odc);
  return validUntil >= earliest && validUntil <= latest;
}

/** The instant an e-way bill valid through `validUntil` expires: the midnight ending that day in India. */
export const ewayBillExpiry = (validUntil: string): Date =>
  new Date(Date.parse(`${addDays(validUntil, 1)}T00:00:00+05:30`));

// ---------------------------------------------------------------- messages

const NS = 'paperwork:';
export const PAPERWORK_MESSAGES = {
  invalid: `${NS}validation.invalid`,
  scheduleRequired: `${NS}validation.scheduleRequired`,
  name: `${NS}validation.name`,
  driverName: `${NS}validation.driverName`,
  mobile: `${NS}validation.mobile`,
  address: `${NS}validation.address`,
  pin: `${NS}validation.pin`,
  text: `${NS}validation.text`,
  count: `${NS}validation.count`,
  weight: `${NS}validation.weight`,
  value: `${NS}validation.value`,
  date: `${NS}validation.date`,
  ewayNumber: `${NS}validation.ewayNumber`,
  ewayTwice: `${NS}validation.ewayTwice`,
  ewayTooMany: `${NS}validation.ewayTooMany`,
  ewayOrder: `${NS}validation.ewayOrder`,
  required: `${NS}validation.required`,
  consigneeName: `${NS}validation.consigneeName`,
  signature: `${NS}validation.signature`,
  photo: `${NS}validation.photo`,
} as const;
const M = PAPERWORK_MESSAGES;

export const PAPERWORK_CODES = {
  driverSaved: `${NS}messages.driverSaved`,
  noteSaved: `${NS}messages.noteSaved`,
  noteIssued: `${NS}messages.noteIssued`,
  noteCancelled: `${NS}messages.noteCancelled`,
  podSaved: `${NS}messages.podSaved`,
  // 400
  incomplete: `${NS}errors.incomplete`,
  // 403
  truckSideOnly: `${NS}errors.truckSideOnly`,
  // 404
  linkNotFound: `${NS}errors.linkNotFound`,
  lrNotFound: `${NS}errors.lrNotFound`,
  noLr: `${NS}errors.noLr`,
  // 409
  issued: `${NS}errors.issued`,
  notIssued: `${NS}errors.notIssued`,
  tripClosed: `${NS}errors.tripClosed`,
} as const;

// ---------------------------------------------------------------- field rules

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Optional free text: trimmed, empty means not given, no control characters, bounded. */
const text = (max: number, message: string = M.text) =>
  z
    .string({ error: M.invalid })
    .nullish()
    .transform((value) => value?.trim().normalize('NFC') || null)
    .pipe(
      z
        .string()
        .refine((value) => characterCount(value) <= max, { error: message, abort: true })
        .refine((value) => !CONTROL.test(value), { error: M.invalid })
        .nullable(),
    );

/** A name as people write it (docs/decisions/018), up to a company name's length. */
const partyName = (message: string = M.name, max = COMPANY_MAX) =>
  text(max, message).refine((value) => value === null || isName(value), { error: message });

/**
 * A whole number in a range; empty means not given. The text typed is read by `typedWhole`
 * (16,000; ₹ 2,50,000 where `unit` is rupees; digits of any script; amounts.ts).
 */
const count = (max: number, message: string, min = 1, unit: TypedUnit = 'count') =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value) => typedWhole(value, unit))
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message })
        .nullable(),
    );

const mobile = z
  .string({ error: M.mobile })
  .nullish()
  .transform((value) => (value?.trim() ? normaliseMobile(value) : null))
  .pipe(z.string().regex(MOBILE_PATTERN, { error: M.mobile }).nullable());

const pin = optionalPincode(M.pin);

const calendarDate = z
  .string({ error: M.date })
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(z.string().refine(isCalendarDate, { error: M.date }).nullable());

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)], { error: M.invalid })
    .nullish()
    .transform((value) => (value ? value : null));

// ---------------------------------------------------------------- the driver

export const TripDriverQuerySchema = z.object({ schedule_id: requiredId(M.scheduleRequired) });
export type TripDriverQuery = z.input<typeof TripDriverQuerySchema>;

export const TripDriverBodySchema = z.object({
  schedule_id: requiredId(M.scheduleRequired),
  driver_name: partyName(M.driverName, DRIVER_NAME_MAX).refine((value) => value !== null, {
    error: M.driverName,
  }),
  driver_mobile: mobile.refine((value) => value !== null, { error: M.mobile }),
});
export type TripDriverBody = z.input<typeof TripDriverBodySchema>;
export type TripDriverInput = z.output<typeof TripDriverBodySchema>;

export const TripDriverSchema = z.object({
  driver_name: z.string(),
  driver_mobile: z.string(),
  /** The driver has a driver account of their own with this mobile. */
  has_account: z.boolean(),
  /** The truck's owner is a driver account driving it: nothing to assign, no link to send. */
  self: z.boolean(),
  /** ISO 8601; null for `self`. */
  assigned_at: z.string().nullable(),
  /** ISO 8601: when the driver's current link stops working; null for `self`. */
  link_expires_at: z.string().nullable(),
});
export type TripDriver = z.infer<typeof TripDriverSchema>;

export const TripDriverResponseSchema = z.object({
  /** null: no driver named yet. */
  data: TripDriverSchema.nullable(),
  /** Whether the caller may name the driver (the truck's side). */
  can_assign: z.boolean(),
  message: z.string().optional(),
});
export type TripDriverResponse = z.infer<typeof TripDriverResponseSchema>;

// ---------------------------------------------------------------- the note

const party = z
  .object({
    name: partyName(),
    address: text(PARTY_ADDRESS_MAX, M.address),
    pin,
    gstin: gstinOptional,
    phone: mobile,
  })
  .default({ name: null, address: null, pin: null, gstin: null, phone: null });

const ewayBill = z
  .object({
    number: z
      .string({ error: M.ewayNumber })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(new RegExp(`^[0-9]{${EWAY_BILL_DIGITS}}$`), { error: M.ewayNumber })),
    /** YYYY-MM-DD: the day it was generated (the check of its validity counts from it). */
    generated_on: calendarDate,
    /** YYYY-MM-DD: its last valid day ("Valid Upto", to that day's midnight). */
    valid_until: calendarDate.refine((value) => value !== null, { error: M.date }),
  })
  .refine((bill) => !bill.generated_on || !bill.valid_until || bill.valid_until >= bill.generated_on, {
    error: M.ewayOrder,
    path: ['valid_until'],
  });

/** The fields of a note both parties fill (all optional in a draft; issuing needs the marked ones). */
export const NoteFieldsSchema = z.object({
  consignor: party,
  consignee: party,
  goods: z
    .object({
      description: text(GOODS_DESCRIPTION_MAX),
      packages: count(PACKAGES_MAX, M.count),
      packing: text(PACKING_MAX),
      actual_weight_kg: count(WEIGHT_KG_MAX, M.weight),
      charged_weight_kg: count(WEIGHT_KG_MAX, M.weight),
      declared_value: count(DECLARED_VALUE_MAX, M.value, 0, 'rupees'),
      invoice_number: text(INVOICE_NUMBER_MAX),
      invoice_date: calendarDate,
    })
    .default({
      description: null,
      packages: null,
      packing: null,
      actual_weight_kg: null,
      charged_weight_kg: null,
      declared_value: null,
      invoice_number: null,
      invoice_date: null,
    }),
  freight_mode: choice(FREIGHT_MODES),
  gst_payer: choice(GST_PAYERS),
  risk: choice(RISKS),
  remarks: text(REMARKS_MAX),
  /** Over-dimensional cargo: an e-way bill is valid one day per 20 km instead of 200. */
  odc: z
    .boolean({ error: M.invalid })
    .nullish()
    .transform((value) => value ?? false),
  eway_bills: z
    .array(ewayBill, { error: M.invalid })
    .max(EWAY_BILLS_MAX, { error: M.ewayTooMany })
    .nullish()
    .transform((value) => value ?? [])
    .refine((bills) => new Set(bills.map((bill) => bill.number)).size === bills.length, {
      error: M.ewayTwice,
    }),
});
export type NoteFields = z.output<typeof NoteFieldsSchema>;

export const ConsignmentNoteQuerySchema = z.object({ schedule_id: requiredId(M.scheduleRequired) });
export type ConsignmentNoteQuery = z.input<typeof ConsignmentNoteQuerySchema>;

export const ConsignmentNoteBodySchema = NoteFieldsSchema.extend({
  schedule_id: requiredId(M.scheduleRequired),
});
export type ConsignmentNoteBody = z.input<typeof ConsignmentNoteBodySchema>;
export type ConsignmentNoteInput = z.output<typeof ConsignmentNoteBodySchema>;

export const ConsignmentNoteActionBodySchema = z.object({ schedule_id: requiredId(M.scheduleRequired) });
export type ConsignmentNoteActionBody = z.input<typeof ConsignmentNoteActionBodySchema>;

/** The fields an LR cannot be issued without (paths as in the body; the 400 names each missing one). */
export const NOTE_REQUIRED_FIELDS = [
  'consignor.name',
  'consignor.address',
  'consignor.pin',
  'consignee.name',
  'consignee.address',
  'consignee.pin',
  'goods.description',
  'goods.packages',
  'goods.actual_weight_kg',
  'freight_mode',
  'gst_payer',
  'risk',
] as const;

/** The required fields a note's values leave empty. */
export function missingNoteFields(fields: NoteFields): string[] {
  return NOTE_REQUIRED_FIELDS.filter((path) => {
    const value = path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], fields);
    return value === null || value === undefined || value === '';
  });
}

const PartyViewSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  pin: z.string().nullable(),
  gstin: z.string().nullable(),
  phone: z.string().nullable(),
});

export const EwayBillViewSchema = z.object({
  number: z.string(),
  generated_on: z.string().nullable(),
  valid_until: z.string(),
  /** ISO 8601: the midnight that ends `valid_until`, India time. */
  expires_at: z.string(),
  /** The last day the trip's distance gives (from `generated_on`, else the pickup day); null without a distance. */
  expected_valid_until: z.string().nullable(),
  /** Whether `valid_until` fits the distance; null when it cannot be told. */
  fits: z.boolean().nullable(),
});
export type EwayBillView = z.infer<typeof EwayBillViewSchema>;

export const ConsignmentNoteSchema = z.object({
  schedule_id: z.string(),
  /** 'draft' (nothing saved yet is a draft too), or 'issued'. */
  status: z.enum(['draft', 'issued']),
  your_side: z.enum(['load', 'truck']),
  /** The caller may change the fields (a draft, the trip not delivered). */
  editable: z.boolean(),
  /** The caller may issue (the truck's side, a draft) or cancel and issue anew (issued). */
  can_issue: z.boolean(),
  lr_number: z.string().nullable(),
  /** ISO 8601 */
  issued_at: z.string().nullable(),
  consignor: PartyViewSchema,
  consignee: PartyViewSchema,
  goods: z.object({
    description: z.string().nullable(),
    packages: z.number().nullable(),
    packing: z.string().nullable(),
    actual_weight_kg: z.number().nullable(),
    charged_weight_kg: z.number().nullable(),
    declared_value: z.number().nullable(),
    invoice_number: z.string().nullable(),
    invoice_date: z.string().nullable(),
  }),
  freight_mode: z.enum(FREIGHT_MODES).nullable(),
  gst_payer: z.enum(GST_PAYERS).nullable(),
  risk: z.enum(RISKS).nullable(),
  remarks: z.string().nullable(),
  odc: z.boolean(),
  eway_bills: z.array(EwayBillViewSchema),
  /** Declared value over ₹50,000 and no e-way bill on the note: one is likely needed. */
  ewb_likely_needed: z.boolean(),
  /** Fields issuing still needs (paths of NOTE_REQUIRED_FIELDS). */
  missing: z.array(z.string()),
  /** What the note takes from the trip. */
  trip: z.object({
    vehicle_reg: z.string(),
    pickup_loc: z.string(),
    delivery_loc: z.string(),
    pickup_date: z.string(),
    amount: z.number(),
    materials_name: z.string(),
    driver_name: z.string().nullable(),
    driver_mobile: z.string().nullable(),
    /** Road distance the e-way bill check uses; null while it is not known. */
    distance_km: z.number().nullable(),
  }),
  /** The issued PDF (three copies), through links for the caller's session (5 minutes). */
  document: z.object({ view_url: z.string(), download_url: z.string() }).nullable(),
  /** The public verification page of the issued LR (`/lr/<token>`). */
  verify_path: z.string().nullable(),
  /** LR numbers of this trip that were cancelled and issued anew, newest first. */
  cancelled: z.array(z.object({ lr_number: z.string(), issued_at: z.string(), cancelled_at: z.string() })),
});
export type ConsignmentNote = z.infer<typeof ConsignmentNoteSchema>;

export const ConsignmentNoteResponseSchema = z.object({
  data: ConsignmentNoteSchema,
  message: z.string().optional(),
});
export type ConsignmentNoteResponse = z.infer<typeof ConsignmentNoteResponseSchema>;

// ---------------------------------------------------------------- public pages

export const PaperworkTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_.-]{16,120}$/, { error: M.invalid }),
});

/** What anyone holding an LR may check: nothing else of the trip. */
export const LrVerificationSchema = z.object({
  lr_number: z.string(),
  /** YYYY-MM-DD, India */
  issued_on: z.string(),
  status: z.enum(LR_STATES),
  vehicle_reg: z.string(),
  pickup_loc: z.string(),
  delivery_loc: z.string(),
  consignor_name: z.string(),
  consignee_name: z.string(),
  /** The issuing transporter's shown name. */
  issuer_name: z.string(),
  /** ISO 8601 when cancelled. */
  cancelled_at: z.string().nullable(),
  /** When cancelled and issued anew: the number that replaced it. */
  replaced_by: z.string().nullable(),
});
export type LrVerification = z.infer<typeof LrVerificationSchema>;
export const LrVerificationResponseSchema = z.object({ data: LrVerificationSchema });
export type LrVerificationResponse = z.infer<typeof LrVerificationResponseSchema>;

const ContactSchema = z.object({ role: z.enum(['load', 'truck']), name: z.string(), mobile: z.string() });

export const DriverTripSchema = z.object({
  driver_name: z.string(),
  pickup_loc: z.string(),
  delivery_loc: z.string(),
  pickup_date: z.string(),
  vehicle_reg: z.string(),
  materials_name: z.string(),
  /** Where the trip stands ('cancelled': a trip called off, decision 045). */
  status: z.enum(['scheduled', 'in_transit', 'delivered', 'cancelled']),
  contacts: z.array(ContactSchema),
  lr: z
    .object({
      lr_number: z.string(),
      issued_at: z.string(),
      consignor_name: z.string(),
      consignee_name: z.string(),
      consignee_address: z.string(),
      consignee_phone: z.string().nullable(),
    })
    .nullable(),
  /**
   * The LR a party uploaded on the trip page (a photo or a PDF), when it is the trip's LR and not
   * the PDF of a note issued here; null when none. `url` opens it through this link's token.
   */
  uploaded_lr: z
    .object({
      name: z.string(),
      content_type: z.string(),
      /** ISO 8601 of the upload. */
      uploaded_at: z.string(),
      url: z.string(),
    })
    .nullable(),
  eway_bills: z.array(EwayBillViewSchema),
  /** Whether the page may take the proof of delivery now (LR issued or uploaded, pickup day reached, not delivered). */
  can_deliver: z.boolean(),
  delivered_at: z.string().nullable(),
  /** ISO 8601: when this link stops working. */
  expires_at: z.string(),
  /**
   * The trip's milestones checked in so far, in order, and the next one the page may check in
   * (null when all are done or the trip takes no more: cancelled, or a day after delivery).
   */
  check_ins: z.object({
    done: z.array(z.enum(TRIP_MILESTONES)),
    next: z.enum(TRIP_MILESTONES).nullable(),
  }),
});
export type DriverTrip = z.infer<typeof DriverTripSchema>;
export const DriverTripResponseSchema = z.object({ data: DriverTripSchema, message: z.string().optional() });
export type DriverTripResponse = z.infer<typeof DriverTripResponseSchema>;

/** The text fields of the POD form (multipart, next to the `photo` file). */
export const DriverPodFieldsSchema = z.object({
  received_by: partyName(M.consigneeName).refine((value) => value !== null, { error: M.consigneeName }),
  /** The signature drawn on the phone: a PNG as a data: URL. */
  signature: z
    .string({ error: M.signature })
    .max(Math.ceil((POD_SIGNATURE_MAX_BYTES * 4) / 3) + 32, { error: M.signature })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: M.signature }),
});
export type DriverPodFields = z.input<typeof DriverPodFieldsSchema>;
