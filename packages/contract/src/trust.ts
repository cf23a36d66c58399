/**
 * Trust (docs/api.md, Ratings and lane prices; docs/decisions/030-trust-ratings-lane-prices.md):
 * two-way ratings after a delivered trip, lane price guidance from accepted bids, and the
 * guardrails built on it (unusual prices confirmed and flagged, the same load not posted twice).
 */
import { z } from 'zod';
import { hasPhoneOrUpi } from './contact-guard.js';
import { requiredId } from './marketplace.js';
import { RatingSummarySchema } from './rating-summary.js';

export * from './rating-summary.js';

const NS = 'trust:';
export const TRUST_MESSAGES = {
  stars: `${NS}validation.stars`,
  tags: `${NS}validation.tags`,
  commentTooLong: `${NS}validation.commentTooLong`,
  /** A phone number or UPI id in a rating's comment, which everyone reads on the profile card. */
  commentContact: `${NS}validation.commentContact`,
  scheduleRequired: `${NS}validation.scheduleRequired`,
  placeRequired: `${NS}validation.placeRequired`,
  invalid: `${NS}validation.invalid`,
} as const;
const M = TRUST_MESSAGES;

export const TRUST_CODES = {
  rated: `${NS}messages.rated`,
  ratingUpdated: `${NS}messages.ratingUpdated`,
  /**
   * 403: a bid, a booking or a rating between two accounts of one mobile (one person, decision
   * 042): never allowed, whatever the state.
   */
  samePerson: `${NS}errors.samePerson`,
  // 404
  scheduleNotFound: `${NS}errors.scheduleNotFound`,
  userNotFound: `${NS}errors.userNotFound`,
  // 409
  notDelivered: `${NS}errors.notDelivered`,
  ratingFinal: `${NS}errors.ratingFinal`,
  /** A bid below half or above twice the lane's range, sent without `confirm_price`. */
  priceUnusual: `${NS}errors.priceUnusual`,
  /** The same load posted again within DUPLICATE_LOAD_HOURS; the body names `loads_id`. */
  duplicateLoad: `${NS}errors.duplicateLoad`,
} as const;

// ---------------------------------------------------------------- ratings

/** A rating can be changed for this many days after it was given, then it is final. */
export const RATING_EDIT_DAYS = 7;
export const RATING_COMMENT_MAX = 280;
/** What a rating may praise. */
export const RATING_TAGS = [
  'on_time',
  'as_described',
  'paid_on_time',
  'good_communication',
  'careful_handling',
  'documents_ready',
] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

/**
 * The tags that fit the side rated (docs/decisions/041): the load's owner describes the load and
 * pays; the truck's owner handles the goods. The form offers only these and the server refuses
 * the others (400 `trust:validation.tags`).
 */
export const RATING_TAGS_FOR: Record<'load' | 'truck', readonly RatingTag[]> = {
  load: ['on_time', 'as_described', 'paid_on_time', 'good_communication', 'documents_ready'],
  truck: ['on_time', 'good_communication', 'careful_handling', 'documents_ready'],
};

export const RateTripBodySchema = z.object({
  schedule_id: requiredId(M.scheduleRequired),
  stars: z.coerce
    .number({ error: M.stars })
    .int({ error: M.stars })
    .min(1, { error: M.stars })
    .max(5, { error: M.stars }),
  tags: z
    .array(z.enum(RATING_TAGS, { error: M.tags }), { error: M.tags })
    .max(RATING_TAGS.length, { error: M.tags })
    .default([])
    .transform((tags) => [...new Set(tags)]),
  comment: z
    .string({ error: M.invalid })
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(
      z
        .string()
        .max(RATING_COMMENT_MAX, { error: M.commentTooLong, abort: true })
        // Shown to everyone on the profile card: no phone number, no UPI id, in any script's
        // digits or spelt in words (decisions 049 and 057, `hasPhoneOrUpi`).
        .refine((text) => !hasPhoneOrUpi(text), { error: M.commentContact })
        .nullable(),
    ),
});
export type RateTripBody = z.input<typeof RateTripBodySchema>;
export type RateTripInput = z.output<typeof RateTripBodySchema>;
/** The rate form (the schedule is the screen's). */
export const RateTripFormSchema = RateTripBodySchema.omit({ schedule_id: true });
export type RateTripForm = z.input<typeof RateTripFormSchema>;

export const TripRatingsQuerySchema = z.object({ schedule_id: requiredId(M.scheduleRequired) });
export const UserRatingQuerySchema = z.object({ users_id: requiredId(M.invalid) });

export const RatingSchema = z.object({
  rating_id: z.string(),
  schedule_id: z.string(),
  stars: z.number(),
  tags: z.array(z.enum(RATING_TAGS)),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** ISO 8601: until when it may be changed. */
  editable_until: z.string(),
  final: z.boolean(),
});
export type Rating = z.infer<typeof RatingSchema>;

export const TripRatingsResponseSchema = z.object({
  data: z.object({
    /** The caller's rating of the other party, and theirs of the caller. */
    mine: RatingSchema.nullable(),
    theirs: RatingSchema.nullable(),
    /** True when the trip is delivered and the caller's rating is missing or still editable. */
    can_rate: z.boolean(),
    /**
     * Additive. The other party has rated the caller, but `theirs` stays null until the caller
     * has rated too or that rating is final, so nobody rates back in kind (decision 041).
     */
    theirs_waiting: z.boolean(),
    /** Additive. The side the caller rates: which tags fit (RATING_TAGS_FOR). */
    rates: z.enum(['load', 'truck']),
    other_party_id: z.string(),
  }),
});
export type TripRatingsResponse = z.infer<typeof TripRatingsResponseSchema>;

export const RateTripResponseSchema = z.object({ message: z.string(), data: RatingSchema });
export type RateTripResponse = z.infer<typeof RateTripResponseSchema>;

/** The public profile card: who they are, their standing, their latest ratings (no rater named). */
export const UserRatingResponseSchema = z.object({
  data: z.object({
    users_id: z.string(),
    users_name: z.string(),
    user_types_name: z.string(),
    rating: RatingSummarySchema,
    recent: z.array(
      z.object({
        stars: z.number(),
        tags: z.array(z.enum(RATING_TAGS)),
        comment: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
});
export type UserRatingResponse = z.infer<typeof UserRatingResponseSchema>;

// ---------------------------------------------------------------- lane prices

export const LANE_PRICE_DAYS = 90;
/** Shown only when the lane has at least this many trips that count … */
export const LANE_PRICE_MIN_TRIPS = 7;
/** … from at least this many different load owners, by mobile (one person cannot set a lane's price). */
export const LANE_PRICE_MIN_OWNERS = 3;
/**
 * A trip counts on its lane (decision 042) when its two sides are two people (mobiles), both of
 * whose accounts were at least this many days old when it was booked …
 */
export const LANE_PRICE_MIN_ACCOUNT_DAYS = 7;
/**
 * … and it was delivered (proof of delivery) at least this many hours after it was booked. A
 * rating's `trips` counts only such trips too (decision 030's amendment of 2026-11-29).
 */
export const LANE_PRICE_MIN_TRIP_HOURS = 6;
/** Prices more than this many times above or below the lane's median are left out of its range. */
export const LANE_PRICE_TRIM_FACTOR = 3;
/** A bid below low ÷ 2 or above high × 2 asks for confirmation and is flagged. */
export const PRICE_OUTLIER_FACTOR = 2;

/**
 * Capacity bands: a lane's price is compared between trucks of about the same size. The upper
 * bound in tonnes of each band, smallest first (pick-ups, light, medium, heavy, trailers).
 */
export const CAPACITY_BANDS = [3.5, 9, 16, 25, Infinity] as const;
/** The band (1..5) of a capacity's tonnes. */
export const capacityBand = (tonnes: number) => CAPACITY_BANDS.findIndex((top) => tonnes <= top) + 1;

export const LanePriceQuerySchema = z.object({
  pickupLoc: z
    .string({ error: M.placeRequired })
    .trim()
    .min(1, { error: M.placeRequired })
    .max(100, { error: M.invalid }),
  deliveryLoc: z
    .string({ error: M.placeRequired })
    .trim()
    .min(1, { error: M.placeRequired })
    .max(100, { error: M.invalid }),
  capacity_id: requiredId(M.invalid),
});
export type LanePriceQuery = z.input<typeof LanePriceQuerySchema>;

export const LanePriceSchema = z.object({
  /** 25th and 75th percentile of accepted bids, whole rupees. */
  low: z.number(),
  high: z.number(),
  trips: z.number(),
  /** Districts to districts, or the states' when the districts have too few trips. */
  level: z.enum(['district', 'state']),
  days: z.number(),
});
export type LanePrice = z.infer<typeof LanePriceSchema>;
export const LanePriceResponseSchema = z.object({ data: LanePriceSchema.nullable() });
export type LanePriceResponse = z.infer<typeof LanePriceResponseSchema>;

/** Which side of the lane's range a price falls on, far enough to ask; null when it does not. */
export function priceOutlier(amount: number, lane: Pick<LanePrice, 'low' | 'high'> | null) {
  if (!lane) return null;
  if (amount < lane.low / PRICE_OUTLIER_FACTOR) return 'below' as const;
  if (amount > lane.high * PRICE_OUTLIER_FACTOR) return 'above' as const;
  return null;
}

/** Additive request field: the user saw the lane's range and sends the price anyway. */
export const confirmPriceField = { confirm_price: z.boolean({ error: M.invalid }).optional() };

/** An unusual price kept for the operators (docs/decisions/030). */
export interface PriceFlag {
  flag_id: string;
  bid_id: string;
  users_id: string;
  loads_id: string;
  amount: number;
  low: number;
  high: number;
  direction: 'below' | 'above';
  createdAt: string;
}

// ---------------------------------------------------------------- duplicate loads

/** The same load (decision 030) posted again within this many hours is refused. */
export const DUPLICATE_LOAD_HOURS = 24;
