/**
 * Membership: plans, the free trial, the driver subscription, the current subscription and
 * payments (Upgrade Membership). The rules are in docs/decisions/008-membership.md.
 *
 * Every message is an i18n key of the `membership` namespace
 * (`packages/contract/locales/<lng>/membership.json`); show it with `t(key)`.
 * Ids come back as strings; requests accept numbers or numeric strings (docs/api.md, Values on the wire).
 * Money is whole rupees. Times are ISO 8601; `*_on` fields are the same instant as a date in
 * India (YYYY-MM-DD), which is what the screens show.
 *
 * | method & path                          | request                           | 2xx answer                         |
 * |----------------------------------------|-----------------------------------|------------------------------------|
 * | GET  /Transpoter/plans                 | —                                 | PlansResponse (the caller's role)  |
 * | GET  /Transpoter/mySubscription        | —                                 | MySubscriptionResponse             |
 * | POST /Transpoter/startTrial            | StartTrialBodySchema {plan_id}    | 201 MySubscriptionResponse + message |
 * | POST /Transpoter/checkout              | CheckoutBodySchema {plan_id}      | 201 CheckoutResponse {checkout_url} |
 * | GET  /Transpoter/payment/:payment_id   | —                                 | PaymentResponse (own payments only) |
 * | POST /Transpoter/paymentCallback       | PaymentCallbackBodySchema         | PaymentCallbackResponse            |
 * | POST /Transpoter/autoRenew             | AutoRenewBodySchema {auto_renew}  | MySubscriptionResponse + message   |
 * | POST /Transpoter/sandboxCheckout       | SandboxCheckoutBodySchema         | SandboxCheckoutResponse {return_url} |
 * | GET  /Transpoter/payments              | —                                 | PaymentsResponse (own, newest first) |
 * | POST /payments/razorpay/webhook        | Razorpay's signed event (raw body) | WebhookResponse (no session)      |
 *
 * Who may call: every call needs a signed-in user (else 403 `errors.auth.required`). startTrial
 * is for transporters, brokers and shippers (a driver's trial starts at registration: 403
 * `errors.auth.wrongRole`). A plan not offered to the caller's role: 400 `planNotAvailable`.
 * Another user's payment answers 404, as if it did not exist.
 *
 * Payment flow: `checkout` creates a pending payment with the configured provider and answers
 * `checkout_url`. The browser goes there; the provider sends it back to
 * `/c/UpgradeMembership?payment_id=…&<provider's fields>`, and the page posts those fields to
 * `paymentCallback`, which verifies them with the provider and, when paid, extends the
 * subscription by one month from max(now, current expiry) in one transaction. A repeated
 * callback answers the same result and extends nothing. The local SANDBOX provider
 * (PAYMENT_PROVIDER=sandbox) uses the client page `/c/Checkout/{payment_id}`, where the user
 * chooses Pay or Fail; that page calls `sandboxCheckout` for the signed return address.
 *
 * A plan that gives nothing beyond the free plan is not listed and not sold: startTrial and
 * checkout answer 409 `planNotOffered` (PLAN_BENEFITS).
 *
 * RAZORPAY (PAYMENT_PROVIDER=razorpay, docs/decisions/035-razorpay.md): `checkout` with `mode`
 * `mandate` (the default for a plan that renews) opens a Razorpay Subscription, whose hosted
 * page takes a UPI AutoPay mandate or a card; `once` opens a Payment Link for one month. The
 * answer's `checkout_url` is Razorpay's page. Razorpay's webhooks are the source of truth: each
 * charge adds a month once (by Razorpay's payment id), however it arrives (webhook, the
 * browser's return, the reconcile job). A Payment Link sends the browser back with signed
 * fields; a subscription's page does not, so the screen shows `pending_payment` and updates
 * when the webhook lands (a `membership.paid` notification).
 *
 * Errors (409): trialUsed, alreadySubscribed, paymentClosed, autoRenewUnavailable; 400
 * paymentUnverified; 503 paymentsUnavailable (PAYMENT_PROVIDER=disabled) or gatewayDown (the gateway
 * down, slow or refusing: nothing was created or charged); 429 tooManyPayments.
 * A lapsed driver refused an action by another feature gets 402 `driverSubscriptionRequired`.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- constants

/** Every plan, by code; `PLAN_IDS` are the fixed ids the migration seeds. */
export const PLAN_CODES = ['free', 'basic', 'advanced', 'premium', 'driver_monthly'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const PLAN_IDS = {
  free: '1',
  basic: '2',
  advanced: '3',
  premium: '4',
  driver_monthly: '5',
} as const satisfies Record<PlanCode, string>;

/** Plans per user per month, a 15-day trial, and the driver's ₹75 (docs/decisions/008). */
export const PLAN_PRICES = { basic: 500, advanced: 700, premium: 999, driver_monthly: 75 } as const;
export const TRIAL_DAYS = 15;

/**
 * What each paid plan gives, as i18n keys under `membership:benefits.`. A plan is sold only
 * when every benefit it lists is real and enforced by the server (docs/decisions/008-membership.md):
 * - `bidOnLoads`: a lapsed driver's bid on a load is refused (trade/commands/place-bid.ts, 402);
 * - `counterOffers`: so is a lapsed driver's counter offer (trade/commands/counter-bid.ts, 402);
 * - `acceptBids`: so is accepting a bid on the driver's truck (trade/commands/accept-bid.ts, 402);
 * - `postTruck`: so is posting a truck to the marketplace (trade/commands/post-truck.ts, 402).
 * Basic, Advanced and Premium give nothing the free plan does not, so they are not sold.
 */
export const PLAN_BENEFITS = {
  free: [],
  basic: [],
  advanced: [],
  premium: [],
  driver_monthly: ['bidOnLoads', 'counterOffers', 'acceptBids', 'postTruck'],
} as const satisfies Record<PlanCode, readonly string[]>;

/** The free plan, and a paid plan that gives something: the only plans listed and sold. */
export const isPlanOnSale = (code: PlanCode): boolean => code === 'free' || PLAN_BENEFITS[code].length > 0;

/**
 * The state of a user's membership:
 * - `free`: the free plan, nothing bought or tried (or tried long ago and nothing since).
 * - `trial`: a 15-day free trial runs (chosen by the user, or a driver's from registration).
 * - `active`: a paid period runs.
 * - `expired`: the last trial or paid period has ended; `plan_code` and `expires_at` say which
 *   and when. For a driver this is a lapsed subscription (docs/decisions/008-membership.md).
 */
export const SUBSCRIPTION_STATUSES = ['free', 'trial', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The sandbox checkout page's two buttons. */
export const SANDBOX_OUTCOMES = ['paid', 'failed'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/**
 * How a checkout pays: `mandate` asks for a standing mandate (UPI AutoPay or a card) that pays
 * every month until it is stopped; `once` pays one month and nothing repeats.
 */
export const CHECKOUT_MODES = ['mandate', 'once'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

/** A checkout still unpaid this long ago is shown as waiting on Upgrade Membership (`pending_payment`). */
export const PENDING_SHOWN_MINUTES = 60;
/** A payment pending this long is asked of the gateway when its owner looks at it (a webhook may be lost). */
export const RECONCILE_AFTER_MINUTES = 10;

// ---------------------------------------------------------------- messages

const NS = 'membership:';
/** Server answers and errors of this feature (i18n keys of the `membership` namespace). */
export const MEMBERSHIP_CODES = {
  trialStarted: `${NS}messages.trialStarted`,
  paid: `${NS}messages.paid`,
  paymentFailed: `${NS}messages.paymentFailed`,
  paymentPending: `${NS}messages.paymentPending`,
  autoRenewOn: `${NS}messages.autoRenewOn`,
  autoRenewOff: `${NS}messages.autoRenewOff`,
  planInvalid: `${NS}validation.plan`,
  payloadInvalid: `${NS}validation.payload`,
  invalid: `${NS}validation.invalid`,
  planNotAvailable: `${NS}errors.planNotAvailable`,
  planNotOffered: `${NS}errors.planNotOffered`,
  trialUsed: `${NS}errors.trialUsed`,
  alreadySubscribed: `${NS}errors.alreadySubscribed`,
  paymentNotFound: `${NS}errors.paymentNotFound`,
  paymentClosed: `${NS}errors.paymentClosed`,
  paymentUnverified: `${NS}errors.paymentUnverified`,
  paymentsUnavailable: `${NS}errors.paymentsUnavailable`,
  tooManyPayments: `${NS}errors.tooManyPayments`,
  autoRenewUnavailable: `${NS}errors.autoRenewUnavailable`,
  gatewayDown: `${NS}errors.gatewayDown`,
  /** The SMS of a halted mandate (`membership:sms.halted`, the driver's language). */
  smsHalted: `${NS}sms.halted`,
  driverSubscriptionRequired: `${NS}errors.driverSubscriptionRequired`,
} as const;
const C = MEMBERSHIP_CODES;

// ---------------------------------------------------------------- requests

const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
/** A required id: a number or a numeric string in, a number out. */
const idOf = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(ID_PATTERN, { error: message }))
    .transform(Number);

export const StartTrialBodySchema = z.object({ plan_id: idOf(C.planInvalid) });
export type StartTrialBody = z.input<typeof StartTrialBodySchema>;

export const CheckoutBodySchema = z.object({
  plan_id: idOf(C.planInvalid),
  /** Additive; unset: `mandate` for a plan that renews by itself (while none runs), else `once`. */
  mode: z.enum(CHECKOUT_MODES, { error: C.invalid }).optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

export const PaymentParamsSchema = z.object({ payment_id: idOf(C.invalid) });

/**
 * What the provider sent back through the browser: the return address's query fields other
 * than `payment_id` (the sandbox: `status`, `signature`; a real gateway: its own fields).
 */
export const PaymentCallbackBodySchema = z.object({
  payment_id: idOf(C.invalid),
  payload: z
    .record(z.string().regex(/^[\w.-]{1,64}$/), z.string().max(1000), { error: C.payloadInvalid })
    .refine((payload) => Object.keys(payload).length <= 20, { error: C.payloadInvalid }),
});
export type PaymentCallbackBody = z.input<typeof PaymentCallbackBodySchema>;

export const AutoRenewBodySchema = z.object({ auto_renew: z.boolean({ error: C.invalid }) });
export type AutoRenewBody = z.input<typeof AutoRenewBodySchema>;

export const SandboxCheckoutBodySchema = z.object({
  payment_id: idOf(C.invalid),
  outcome: z.enum(SANDBOX_OUTCOMES, { error: C.invalid }),
});
export type SandboxCheckoutBody = z.input<typeof SandboxCheckoutBodySchema>;

// ---------------------------------------------------------------- answers

export const PlanSchema = z.object({
  plan_id: z.string(),
  /** Names and descriptions are i18n keys: `membership:plans.<code>.name` / `.features`. */
  code: z.enum(PLAN_CODES),
  /** Whole rupees per period; 0 for the free plan. */
  price: z.number().int(),
  period_months: z.number().int(),
  /** Days of the free trial; 0 when the plan has none. */
  trial_days: z.number().int(),
  /** Whether a paid period renews by itself (the driver subscription). */
  auto_renew: z.boolean(),
  /** What the plan gives: i18n keys `membership:benefits.<key>` (PLAN_BENEFITS; additive). */
  benefits: z.array(z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({ data: z.array(PlanSchema) });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

export const PaymentSchema = z.object({
  payment_id: z.string(),
  plan_id: z.string(),
  plan_code: z.enum(PLAN_CODES),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** `sandbox` in development and tests; a real gateway's name in production. */
  provider: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** The period the payment bought, once paid. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** Additive: `checkout` (opened by the user) or `renewal` (a monthly debit of a mandate). */
  kind: z.enum(['checkout', 'renewal']),
  /** Additive: the payment asked for (or was debited from) a standing mandate. */
  recurring: z.boolean(),
  /** Additive: the gateway's id of the money received (Razorpay `pay_…`), once paid. */
  reference: z.string().nullable(),
  /** Additive: how it was paid, as the gateway says (`upi`, `card`, `netbanking` …), if known. */
  method: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentsResponseSchema = z.object({ data: z.array(PaymentSchema) });
export type PaymentsResponse = z.infer<typeof PaymentsResponseSchema>;

/** A checkout the user opened and has not finished: where to go on paying it. */
export const PendingPaymentSchema = PaymentSchema.extend({ checkout_url: z.string().nullable() });
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;

export const PaymentResponseSchema = z.object({ data: PaymentSchema });
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const MySubscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The plan the status is about: the free plan, the running one, or the one that ended. */
  plan_id: z.string(),
  plan_code: z.enum(PLAN_CODES),
  /** When the running membership began (null on the free plan). */
  started_at: z.string().nullable(),
  /** When the trial or paid period ends, or ended (`expired`); null on the free plan. */
  expires_at: z.string().nullable(),
  expires_on: z.string().nullable(),
  /** Whole days until `expires_at`, rounded up; 0 unless a trial or paid period runs. */
  days_left: z.number().int(),
  /** The running paid period renews by itself (the user can switch this off). */
  auto_renew: z.boolean(),
  /** Automatic renewal can be switched on (a mandate exists for the running paid period). */
  can_auto_renew: z.boolean(),
  /** The user may still start a free trial (once per user; not for drivers). */
  trial_available: z.boolean(),
  /** The user's free trial (chosen, or a driver's from registration), if there is one. */
  trial_ends_at: z.string().nullable(),
  trial_ends_on: z.string().nullable(),
  /**
   * Additive: the next automatic debit while renewal is on ("₹75 will be debited on 12 Dec");
   * `retrying` when the gateway could not debit the last one and tries again.
   */
  next_debit: z
    .object({ at: z.string(), on: z.string(), amount: z.number().int(), retrying: z.boolean() })
    .nullable(),
  /** Additive: the newest checkout of the last hour still waiting for the gateway's word. */
  pending_payment: PendingPaymentSchema.nullable(),
});
export type MySubscription = z.infer<typeof MySubscriptionSchema>;

export const MySubscriptionResponseSchema = z.object({
  message: z.string().optional(),
  data: MySubscriptionSchema,
});
export type MySubscriptionResponse = z.infer<typeof MySubscriptionResponseSchema>;

export const CheckoutResponseSchema = z.object({
  data: PaymentSchema.extend({
    /** Where the browser goes to pay: a path of this app (sandbox) or the gateway's page. */
    checkout_url: z.string(),
  }),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const PaymentCallbackResponseSchema = z.object({
  message: z.string(),
  data: z.object({ payment: PaymentSchema, subscription: MySubscriptionSchema }),
});
export type PaymentCallbackResponse = z.infer<typeof PaymentCallbackResponseSchema>;

export const SandboxCheckoutResponseSchema = z.object({
  data: z.object({ return_url: z.string() }),
});
export type SandboxCheckoutResponse = z.infer<typeof SandboxCheckoutResponseSchema>;

/** What the webhook did with a delivery (Razorpay only needs the 2xx). */
export const WebhookResponseSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });
export type WebhookResponse = z.infer<typeof WebhookResponseSchema>;

// ---------------------------------------------------------------- helpers

/** The return address's query: `payment_id` and the provider's own fields (the callback's payload). */
export function paymentReturnFields(
  search: URLSearchParams,
): { payment_id: string; payload: Record<string, string> } | null {
  const paymentId = search.get('payment_id');
  if (!paymentId) return null;
  const payload: Record<string, string> = {};
  for (const [key, value] of search) if (key !== 'payment_id') payload[key] = value;
  return { payment_id: paymentId, payload };
}
