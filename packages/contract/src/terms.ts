/**
 * A price and terms on a load or a truck posting, and Book Now (docs/api.md, Terms and Book Now;
 * docs/decisions/043-terms-and-book-now.md).
 *
 * AddLoad and postTruck take the terms as optional fields (`TERMS_FIELDS`), so older clients keep
 * working; every listing row and own item carries them back (`TermsShape`, with
 * `asking_per_truck`: a per-tonne price times the tonnes), and a trip keeps the copy made at
 * booking (`terms` on a schedule). Messages are i18n keys of the `bids` namespace.
 *
 * | method & path                   | request                  | 2xx answer                        | who may call |
 * |---------------------------------|--------------------------|-----------------------------------|--------------|
 * | POST /Transpoter/bookNow        | BookNowBodySchema        | 201 BookNowResponse (the schedule) | transporter, broker, driver (verified, subscription running) |
 * | POST /Transpoter/bookTruckNow   | BookTruckNowBodySchema   | 201 BookNowResponse (the schedule) | transporter, broker, shipper |
 */
import { z } from 'zod';
import { typedWhole, type TypedUnit } from './amounts.js';
import { BID_AMOUNT_MAX, BID_AMOUNT_MIN } from './marketplace-constants.js';

export const PRICE_BASES = ['negotiable', 'per_truck', 'per_tonne'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const LOADING_CHARGES_BY = ['shipper', 'carrier'] as const;
export type LoadingChargesBy = (typeof LOADING_CHARGES_BY)[number];

/** The limits of each term (the forms show them too). */
export const TERMS_LIMITS = {
  /** Rupees a tonne: a per-tonne asking price. */
  perTonneMin: 1,
  perTonneMax: BID_AMOUNT_MAX,
  balanceDaysMax: 90,
  freeHoursMax: 240,
  detentionPerDayMax: 100_000,
} as const;

const NS = 'bids:';
export const TERMS_MESSAGES = {
  basisInvalid: `${NS}validation.basisInvalid`,
  askingRequired: `${NS}validation.askingRequired`,
  askingWithoutPrice: `${NS}validation.askingWithoutPrice`,
  askingRange: `${NS}validation.askingRange`,
  bookNowNeedsPrice: `${NS}validation.bookNowNeedsPrice`,
  percentRange: `${NS}validation.percentRange`,
  balanceDaysRange: `${NS}validation.balanceDaysRange`,
  hoursRange: `${NS}validation.hoursRange`,
  detentionRange: `${NS}validation.detentionRange`,
  chargesByInvalid: `${NS}validation.chargesByInvalid`,
  expectedRequired: `${NS}validation.expectedRequired`,
} as const;
const M = TERMS_MESSAGES;

/** Book Now's answers (i18n keys of the `bids` namespace). */
export const BOOK_NOW_CODES = {
  booked: `${NS}messages.booked`,
  /** 409: `expected_amount` is not the current asking amount for one truck (the price changed). */
  priceChanged: `${NS}errors.priceChanged`,
  /** 409: the load or posting takes no Book Now (none, or no price). */
  bookNowOff: `${NS}errors.bookNowOff`,
  /** 403: the caller must be verified to book at once. */
  notVerified: `${NS}errors.bookNowNotVerified`,
  /** 403: so must the load's or the truck's poster; the caller may still bid. */
  otherNotVerified: `${NS}errors.bookNowOtherNotVerified`,
} as const;

/**
 * A whole number in a range, or absent (null, undefined, ''); a number or the text typed, read by
 * `typedWhole` (₹35,000, Rs. 1,500/-, 80%, digits of any script; amounts.ts).
 */
const optionalWhole = (min: number, max: number, message: string, unit: TypedUnit = 'count') =>
  z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      const n = typedWhole(value, unit);
      if (n === null) return null;
      if (Number.isNaN(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** A yes/no field, absent or '' meaning no: a boolean, or 'true' / 'false' / '1' / '0' (a form or an address). */
export const optionalFlag = (message: string) =>
  z
    .union([z.boolean(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (typeof value === 'boolean') return value;
      const text = (value ?? '').trim();
      if (text === 'true' || text === '1') return true;
      if (text === '' || text === 'false' || text === '0') return false;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** The terms' request fields of AddLoad and postTruck (each optional; see `termsIssues`). */
export const TERMS_FIELDS = {
  price_basis: z
    .union([z.enum(PRICE_BASES), z.literal('')], { error: M.basisInvalid })
    .nullish()
    .transform((value): PriceBasis => value || 'negotiable'),
  asking_rupees: optionalWhole(TERMS_LIMITS.perTonneMin, BID_AMOUNT_MAX, M.askingRange, 'rupees'),
  book_now: optionalFlag(M.bookNowNeedsPrice),
  advance_percent: optionalWhole(0, 100, M.percentRange, 'percent'),
  balance_days: optionalWhole(0, TERMS_LIMITS.balanceDaysMax, M.balanceDaysRange),
  free_hours_loading: optionalWhole(0, TERMS_LIMITS.freeHoursMax, M.hoursRange),
  free_hours_unloading: optionalWhole(0, TERMS_LIMITS.freeHoursMax, M.hoursRange),
  detention_per_day: optionalWhole(0, TERMS_LIMITS.detentionPerDayMax, M.detentionRange, 'rupees'),
  loading_charges_by: z
    .union([z.enum(LOADING_CHARGES_BY), z.literal('')], { error: M.chargesByInvalid })
    .nullish()
    .transform((value): LoadingChargesBy | null => value || null),
};

type TermsInput = { [K in keyof typeof TERMS_FIELDS]: z.output<(typeof TERMS_FIELDS)[K]> };

/** The terms as stored (a jsonb object a row) and as every row carries them, flat. */
export interface Terms {
  price_basis: PriceBasis;
  asking_rupees: number | null;
  book_now: boolean;
  advance_percent: number | null;
  balance_days: number | null;
  free_hours_loading: number | null;
  free_hours_unloading: number | null;
  detention_per_day: number | null;
  loading_charges_by: LoadingChargesBy | null;
}

/**
 * The rules across the fields: a price with a basis, none when negotiable, Book Now only with a
 * price. A per-truck price is a bid's amount (BID_AMOUNT_MIN..BID_AMOUNT_MAX).
 */
export function termsIssues(input: TermsInput): { path: keyof TermsInput; message: string }[] {
  const issues: { path: keyof TermsInput; message: string }[] = [];
  const priced = input.price_basis !== 'negotiable';
  if (priced && input.asking_rupees === null)
    issues.push({ path: 'asking_rupees', message: M.askingRequired });
  if (!priced && input.asking_rupees !== null)
    issues.push({ path: 'asking_rupees', message: M.askingWithoutPrice });
  if (
    input.price_basis === 'per_truck' &&
    input.asking_rupees !== null &&
    input.asking_rupees < BID_AMOUNT_MIN
  ) {
    issues.push({ path: 'asking_rupees', message: M.askingRange });
  }
  if (!priced && input.book_now) issues.push({ path: 'book_now', message: M.bookNowNeedsPrice });
  return issues;
}

/** Adds `termsIssues` to an object schema that carries TERMS_FIELDS. */
export const checkTerms = (input: TermsInput, ctx: z.RefinementCtx) => {
  for (const issue of termsIssues(input))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** What is stored: the terms of a validated body, or null when none were given. */
export function termsOf(input: TermsInput): Terms | null {
  const terms: Terms = {
    price_basis: input.price_basis,
    asking_rupees: input.asking_rupees,
    book_now: input.book_now,
    advance_percent: input.advance_percent,
    balance_days: input.balance_days,
    free_hours_loading: input.free_hours_loading,
    free_hours_unloading: input.free_hours_unloading,
    detention_per_day: input.detention_per_day,
    loading_charges_by: input.loading_charges_by,
  };
  const given = Object.entries(terms).some(
    ([key, value]) => value !== null && value !== false && !(key === 'price_basis' && value === 'negotiable'),
  );
  return given ? terms : null;
}

export const NO_TERMS: Terms = {
  price_basis: 'negotiable',
  asking_rupees: null,
  book_now: false,
  advance_percent: null,
  balance_days: null,
  free_hours_loading: null,
  free_hours_unloading: null,
  detention_per_day: null,
  loading_charges_by: null,
};

/** One truck's amount at the asking price: the price itself, or a per-tonne price times the tonnes. */
export function askingPerTruck(
  terms: Pick<Terms, 'price_basis' | 'asking_rupees'>,
  tonnes: number,
): number | null {
  if (terms.asking_rupees === null) return null;
  if (terms.price_basis === 'per_truck') return terms.asking_rupees;
  if (terms.price_basis === 'per_tonne') return Math.round(terms.asking_rupees * tonnes);
  return null;
}

/** The terms as a row carries them: every field, and the per-truck amount. */
export function termsFields(stored: Terms | null, tonnes: number) {
  const terms = { ...NO_TERMS, ...stored };
  return { ...terms, asking_per_truck: askingPerTruck(terms, tonnes) };
}

/** The terms' response fields of a listing row or own item (additive: optional for older servers). */
export const TermsShape = {
  price_basis: z.enum(PRICE_BASES).optional(),
  asking_rupees: z.number().nullable().optional(),
  /** One truck's amount at the asking price (a per-tonne price times the tonnes); null when negotiable. */
  asking_per_truck: z.number().nullable().optional(),
  book_now: z.boolean().optional(),
  advance_percent: z.number().nullable().optional(),
  balance_days: z.number().nullable().optional(),
  free_hours_loading: z.number().nullable().optional(),
  free_hours_unloading: z.number().nullable().optional(),
  detention_per_day: z.number().nullable().optional(),
  loading_charges_by: z.enum(LOADING_CHARGES_BY).nullable().optional(),
};

/** The copy of the terms a trip keeps (null: booked from a listing without terms). */
export const TripTermsSchema = z
  .object({
    price_basis: z.enum(PRICE_BASES),
    asking_rupees: z.number().nullable(),
    book_now: z.boolean(),
    advance_percent: z.number().nullable(),
    balance_days: z.number().nullable(),
    free_hours_loading: z.number().nullable(),
    free_hours_unloading: z.number().nullable(),
    detention_per_day: z.number().nullable(),
    loading_charges_by: z.enum(LOADING_CHARGES_BY).nullable(),
  })
  .nullable();

/** A row read with its stored `terms` and `tonnes`, as the API sends it: the terms spread flat. */
export function withTerms<R extends { terms: Terms | null; tonnes: number }>({ terms, ...row }: R) {
  return { ...row, ...termsFields(terms, row.tonnes) };
}
