/**
 * A trip's money on record (docs/api.md, Trip money; docs/decisions/048-trip-money-ledger.md):
 * the lines both parties write of what was paid, charged or deducted, each confirmed or disputed
 * by the other party. No money moves through the platform: this is the shared record.
 *
 * Messages are i18n keys of the `money` namespace. Ids come back as strings. Under `/api`.
 *
 * | method & path                              | request                  | 2xx answer                 | who may call |
 * |--------------------------------------------|--------------------------|----------------------------|--------------|
 * | GET  /Transpoter/tripPayments              | TripPaymentsQuerySchema  | TripMoneyResponse          | the two parties (others 404) |
 * | POST /Transpoter/tripPayments              | TripPaymentBodySchema    | 201 TripMoneyResponse      | the two parties; not on a cancelled trip |
 * | POST /Transpoter/tripPayments/:id/confirm  | —                        | TripMoneyResponse          | the party who did not record the line |
 * | POST /Transpoter/tripPayments/:id/dispute  | —                        | TripMoneyResponse          | the party who did not record the line |
 */
import { z } from 'zod';
import { typedWhole } from './amounts.js';
import { requiredId } from './marketplace.js';
import type { Terms } from './terms.js';
import { DEDUCTION_KINDS, TRIP_PAYMENT_KINDS, type TripPaymentKind } from './trip-payment-kinds.js';

const NS = 'money:';
export const MONEY_CODES = {
  recorded: `${NS}messages.recorded`,
  confirmed: `${NS}messages.confirmed`,
  disputed: `${NS}messages.disputed`,
  scheduleRequired: `${NS}validation.scheduleRequired`,
  kind: `${NS}validation.kind`,
  method: `${NS}validation.method`,
  amount: `${NS}validation.amount`,
  /** A deduction (TDS, shortage, late POD) is negative; a payment or a charge positive. */
  sign: `${NS}validation.sign`,
  reference: `${NS}validation.reference`,
  note: `${NS}validation.note`,
  notFound: `${NS}errors.notFound`,
  /** 403: the party who recorded a line cannot confirm or dispute it; the other party does. */
  otherPartyOnly: `${NS}errors.otherPartyOnly`,
  /** 409: the line was confirmed or disputed already. */
  alreadyAnswered: `${NS}errors.alreadyAnswered`,
  /** 409: a cancelled trip takes no new lines. */
  tripCancelled: `${NS}errors.tripCancelled`,
} as const;
const M = MONEY_CODES;

export {
  CHARGE_KINDS,
  DEDUCTION_KINDS,
  PAYMENT_KINDS,
  TRIP_PAYMENT_KINDS,
  type TripPaymentKind,
} from './trip-payment-kinds.js';
export const PAYMENT_METHODS = ['upi', 'neft', 'cash', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A line's amount, whole rupees, either sign (a bid's upper bound is far above any trip's). */
export const LINE_RUPEES_MAX = 10_000_000;
/** A UTR is 22 characters, a cheque number 6: 30 leaves room. */
export const PAYMENT_REFERENCE_MAX = 30;
export const PAYMENT_NOTE_MAX = 200;
/** New lines and answers of one user a minute, at most (429 beyond). */
export const PAYMENT_WRITES_PER_MINUTE = 20;

/** The sign a kind's amount must have: +1, -1, or 0 for either. */
export function kindSign(kind: TripPaymentKind): 1 | -1 | 0 {
  if ((DEDUCTION_KINDS as readonly string[]).includes(kind)) return -1;
  return kind === 'other' ? 0 : 1;
}

/**
 * A line's rupees as typed in the payment form, read by `typedWhole` (₹12,000, Rs. 500/-, ൧൨൦൦൦;
 * amounts.ts) and given the kind's sign: a deduction negative, a payment or a charge positive
 * whatever sign was typed; an `other` line keeps the sign typed. `NaN` when it is not whole rupees.
 */
export function typedLineRupees(kind: TripPaymentKind | '', typed: string): number {
  const n = typedWhole(typed, 'rupees') ?? Number.NaN;
  const sign = kind ? kindSign(kind) : 0;
  return sign === 0 ? n : sign * Math.abs(n);
}

// ---------------------------------------------------------------- days to pay

/** Days to pay counts the balances confirmed this many days back. */
export const DAYS_TO_PAY_WINDOW_DAYS = 180;
/** … and is shown only with this many trips … */
export const DAYS_TO_PAY_MIN_TRIPS = 3;
/** … with this many different carriers (people, decision 042); else "new". */
export const DAYS_TO_PAY_MIN_CARRIERS = 2;

/** The days to pay of load rows and bids: `DaysToPaySchema` in rating-summary.ts, beside the rating. */

// ---------------------------------------------------------------- detention

/** Hours waited at a gate (trip tracking's `waiting`), one decimal. */
export interface GateWait {
  hours: number;
}

/**
 * Detention for one wait: the hours beyond the free ones (none given: 0), charged at the day
 * rate by the hour (`rate × hours / 24`), rounded to whole rupees; hours to one decimal as the
 * waits are. Nothing within the free hours, nothing without a day rate.
 */
export function detentionOf(wait: GateWait, terms: { freeHours: number | null; ratePerDay: number | null }) {
  const chargeableHours = Math.max(0, wait.hours - (terms.freeHours ?? 0));
  return {
    chargeableHours: Math.round(chargeableHours * 10) / 10,
    amount: Math.round((chargeableHours * (terms.ratePerDay ?? 0)) / 24),
  };
}

/** A trip's detention at both gates under its terms; null when the terms name no day rate. */
export function tripDetention(
  terms: Pick<Terms, 'free_hours_loading' | 'free_hours_unloading' | 'detention_per_day'> | null | undefined,
  waiting: { pickup: GateWait | null; delivery: GateWait | null },
) {
  if (!terms?.detention_per_day) return null;
  const ratePerDay = terms.detention_per_day;
  const at = (wait: GateWait | null, freeHours: number | null) =>
    wait ? detentionOf(wait, { freeHours, ratePerDay }) : null;
  const pickup = at(waiting.pickup, terms.free_hours_loading);
  const delivery = at(waiting.delivery, terms.free_hours_unloading);
  return {
    ratePerDay,
    pickup,
    delivery,
    amount: (pickup?.amount ?? 0) + (delivery?.amount ?? 0),
  };
}

// ---------------------------------------------------------------- requests

export const TripPaymentsQuerySchema = z.object({ schedule_id: requiredId(M.scheduleRequired) });
export type TripPaymentsQuery = z.input<typeof TripPaymentsQuerySchema>;

const optionalLineText = (max: number, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(max, { error: message }).nullable());

export const TripPaymentBodySchema = z
  .object({
    schedule_id: requiredId(M.scheduleRequired),
    kind: z.enum(TRIP_PAYMENT_KINDS, { error: M.kind }),
    amount_rupees: z
      .number({ error: M.amount })
      .int({ error: M.amount })
      .min(-LINE_RUPEES_MAX, { error: M.amount })
      .max(LINE_RUPEES_MAX, { error: M.amount })
      .refine((n) => n !== 0, { error: M.amount }),
    method: z.enum(PAYMENT_METHODS, { error: M.method }),
    /** A UTR, a cheque number … */
    reference: optionalLineText(PAYMENT_REFERENCE_MAX, M.reference),
    note: optionalLineText(PAYMENT_NOTE_MAX, M.note),
  })
  .superRefine((body, ctx) => {
    const sign = kindSign(body.kind);
    if (sign !== 0 && Math.sign(body.amount_rupees) !== sign)
      ctx.addIssue({ code: 'custom', path: ['amount_rupees'], message: M.sign });
  });
export type TripPaymentBody = z.input<typeof TripPaymentBodySchema>;

export const TripPaymentParamsSchema = z.object({ id: requiredId(M.notFound) });

// ---------------------------------------------------------------- answers

export const TRIP_PAYMENT_STATES = ['recorded', 'confirmed', 'disputed'] as const;
export type TripPaymentState = (typeof TRIP_PAYMENT_STATES)[number];

export const TripPaymentLineSchema = z.object({
  id: z.string(),
  kind: z.enum(TRIP_PAYMENT_KINDS),
  amount_rupees: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  /** The side of the party who recorded it. */
  recorded_by: z.enum(['load', 'truck']),
  /** ISO 8601. */
  recorded_at: z.string(),
  state: z.enum(TRIP_PAYMENT_STATES),
  /** ISO 8601 of the confirmation or the dispute; null while recorded. */
  answered_at: z.string().nullable(),
  /** The viewer is the other party and the line is still open: they may confirm or dispute it. */
  can_answer: z.boolean(),
});
export type TripPaymentLine = z.infer<typeof TripPaymentLineSchema>;

/** A part of the agreed amount with a due date: the advance (at the LR) or the balance. */
export const MoneyDueSchema = z.object({
  /** Whole rupees expected. */
  amount: z.number(),
  /** ISO 8601 it fell or falls due; null while the LR (advance) or POD (balance) is not on the trip. */
  due_at: z.string().nullable(),
  /** Settled by confirmed lines. */
  settled: z.boolean(),
  /** Not settled and the due day (India) has passed. */
  overdue: z.boolean(),
});
export type MoneyDue = z.infer<typeof MoneyDueSchema>;

export const TripMoneySchema = z.object({
  schedule_id: z.string(),
  your_side: z.enum(['load', 'truck']),
  /** The trip's amount as booked. */
  agreed: z.number(),
  /** The agreed amount (nothing on a cancelled trip) with the confirmed charges and deductions. */
  owed: z.number(),
  /** Confirmed advance and balance payments. */
  paid: z.number(),
  /** Owed less paid (never below 0). */
  outstanding: z.number(),
  /** Sums of the lines still waiting for the other party, and of the disputed ones. */
  unconfirmed: z.number(),
  disputed: z.number(),
  /** Null when the terms name no advance percentage, and on a cancelled trip. */
  advance: MoneyDueSchema.nullable(),
  balance: MoneyDueSchema,
  /** New lines are taken (not on a cancelled trip). */
  can_record: z.boolean(),
  lines: z.array(TripPaymentLineSchema),
});
export type TripMoney = z.infer<typeof TripMoneySchema>;

export const TripMoneyResponseSchema = z.object({ data: TripMoneySchema, message: z.string().optional() });
export type TripMoneyResponse = z.infer<typeof TripMoneyResponseSchema>;
