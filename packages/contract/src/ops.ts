/**
 * The operator console (docs/api.md, Operator console; docs/decisions/029-operator-console.md)
 * and the reports any user files from the marketplace.
 *
 * An operator is an account of any role whose mobile is listed in the server's
 * `OPERATOR_MOBILES`; every `/api/ops/…` route answers 401 without a session and 403 to anyone
 * else. Operators decide documents, reports and suspensions; they never change a bid or a trip.
 */
import { z } from 'zod';
import { requiredId } from './marketplace.js';
import { PaymentSchema } from './membership.js';
import { isWellFormed } from './validation.js';
import { REPORT_REASONS, REPORT_TARGETS, REVIEW_REASONS } from './report-reasons.js';

export * from './report-reasons.js';

const NS = 'ops:';
export const OPS_MESSAGES = {
  invalid: `${NS}validation.invalid`,
  reasonRequired: `${NS}validation.reasonRequired`,
  noteRequired: `${NS}validation.noteRequired`,
  noteTooLong: `${NS}validation.noteTooLong`,
  queryRequired: `${NS}validation.queryRequired`,
} as const;
const M = OPS_MESSAGES;

export const OPS_CODES = {
  notOperator: `${NS}errors.notOperator`,
  signInRequired: `${NS}errors.signInRequired`,
  alreadyDecided: `${NS}errors.alreadyDecided`,
  notFound: `${NS}errors.notFound`,
  reported: `${NS}messages.reported`,
  alreadyReported: `${NS}errors.alreadyReported`,
  reportSelf: `${NS}errors.reportSelf`,
  reviewed: `${NS}messages.reviewed`,
  suspended: `${NS}messages.suspended`,
  restored: `${NS}messages.restored`,
  decided: `${NS}messages.decided`,
  resynced: `${NS}messages.resynced`,
  /** The SMS a document's owner gets after an operator's decision (`translation` of their language). */
  smsVerified: `${NS}sms.verified`,
  smsRejected: `${NS}sms.rejected`,
} as const;

export const NOTE_MAX = 500;

/** A report's status on the wire: 1 open, 2 resolved, 3 dismissed. */
export const REPORT_STATUS = { open: '1', resolved: '2', dismissed: '3' } as const;

/** Kept in the audit log's jsonb as well (docs/decisions/029), hence well formed. */
const note = z
  .string({ error: M.invalid })
  .trim()
  .max(NOTE_MAX, { error: M.noteTooLong })
  .refine(isWellFormed, { error: M.invalid })
  .nullish()
  .transform((value) => value || null);

export const ReviewDocumentBodySchema = z
  .object({
    outcome: z.enum(['approve', 'reject'], { error: M.invalid }),
    reason: z.enum(REVIEW_REASONS, { error: M.reasonRequired }).nullish(),
    note,
  })
  .refine((body) => body.outcome === 'approve' || body.reason, { error: M.reasonRequired, path: ['reason'] })
  .refine((body) => body.reason !== 'other' || body.note, { error: M.noteRequired, path: ['note'] });
export type ReviewDocumentBody = z.infer<typeof ReviewDocumentBodySchema>;

export const ReportBodySchema = z
  .object({
    target_kind: z.enum(REPORT_TARGETS, { error: M.invalid }),
    target_id: requiredId(M.invalid),
    reason: z.enum(REPORT_REASONS, { error: M.reasonRequired }),
    note,
  })
  .refine((body) => body.reason !== 'other' || body.note, { error: M.noteRequired, path: ['note'] });
export type ReportBody = z.input<typeof ReportBodySchema>;

export const DecideReportBodySchema = z.object({
  outcome: z.enum(['resolved', 'dismissed'], { error: M.invalid }),
  note,
});
export type DecideReportBody = z.input<typeof DecideReportBodySchema>;

export const SuspendBodySchema = z.object({ note });

export const IdParamsSchema = z.object({ id: requiredId(M.invalid) });

export const UserSearchQuerySchema = z.object({
  q: z
    .string({ error: M.queryRequired })
    .trim()
    .min(1, { error: M.queryRequired })
    .max(60, { error: M.invalid }),
});

export const AuditPageQuerySchema = z.object({
  page: z.coerce.number({ error: M.invalid }).int().min(1).max(1000).default(1),
});

const documentRow = z.object({
  document_id: z.string(),
  user_id: z.string(),
  users_name: z.string(),
  users_mobile: z.string(),
  user_types_id: z.string(),
  type_id: z.string(),
  type_name: z.string(),
  status: z.string(),
  content_type: z.string(),
  uploaded_at: z.string(),
  /** A 5-minute link signed for the operator's session (the files module's signing). */
  view_url: z.string(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  /** Additive: a truck paper's (RC, insurance) registration number; null for a KYC document. */
  truck_reg_number: z.string().nullable(),
});
export type OpsDocument = z.infer<typeof documentRow>;

export const OpsQueueResponseSchema = z.object({ data: z.array(documentRow) });
export const OpsReviewResponseSchema = z.object({ message: z.string(), data: documentRow });

const userRow = z.object({
  user_id: z.string(),
  users_name: z.string(),
  company: z.string(),
  users_mobile: z.string(),
  user_types_id: z.string(),
  created_at: z.string(),
  suspended: z.boolean(),
  open_reports: z.number(),
});
export type OpsUser = z.infer<typeof userRow>;
export const OpsUsersResponseSchema = z.object({ data: z.array(userRow) });

const listingRow = z.object({
  kind: z.enum(['load', 'posting']),
  id: z.string(),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  status: z.string(),
});
const bidRow = z.object({
  bid_id: z.string(),
  role: z.enum(['bidder', 'owner']),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
});
const scheduleRow = z.object({
  schedule_id: z.string(),
  from: z.string(),
  to: z.string(),
  trip_date: z.string(),
  status: z.string(),
  amount: z.number(),
});
export const OpsUserDetailResponseSchema = z.object({
  data: userRow.extend({
    listings: z.array(listingRow),
    bids: z.array(bidRow),
    schedules: z.array(scheduleRow),
    documents: z.array(documentRow),
  }),
});
export type OpsUserDetail = z.infer<typeof OpsUserDetailResponseSchema>['data'];
export const OpsUserChangedResponseSchema = z.object({ message: z.string(), data: userRow });

const reportRow = z.object({
  report_id: z.string(),
  target_kind: z.enum(REPORT_TARGETS),
  target_id: z.string(),
  target_user_id: z.string(),
  target_user_name: z.string(),
  target_user_mobile: z.string(),
  /** What was reported, in a line: the listing's route, the bid's amount, or empty for a user. */
  target_summary: z.string(),
  reporter_id: z.string(),
  reporter_name: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  /** Whether the reported user is now hidden from the marketplace by open reports. */
  target_hidden: z.boolean(),
});
export type OpsReport = z.infer<typeof reportRow>;
export const OpsReportsResponseSchema = z.object({ data: z.array(reportRow) });
export const OpsReportDecidedResponseSchema = z.object({ message: z.string(), data: reportRow });
export const ReportsStatusQuerySchema = z.object({
  status: z.enum(['open', 'closed'], { error: M.invalid }).default('open'),
});

const counts = z.object({
  signups: z.object({ transporter: z.number(), broker: z.number(), shipper: z.number(), driver: z.number() }),
  loads: z.number(),
  postings: z.number(),
  bids: z.number(),
  schedules: z.number(),
  completed_trips: z.number(),
});
export type OpsCounts = z.infer<typeof counts>;
export const OpsCountsResponseSchema = z.object({
  data: z.object({ day: z.string(), today: counts, last_30_days: counts }),
});

const auditRow = z.object({
  audit_id: z.string(),
  operator_id: z.string(),
  operator_name: z.string(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type OpsAuditEntry = z.infer<typeof auditRow>;
export const OpsAuditResponseSchema = z.object({ data: z.array(auditRow), totalPages: z.number() });

export const OpsMeResponseSchema = z.object({ operator: z.literal(true) });

export const ReportCreatedResponseSchema = z.object({
  message: z.string(),
  data: z.object({ report_id: z.string() }),
});

/**
 * GET /Transpoter/standing: whether the caller's loads and trucks are withheld from the
 * marketplace by people's open reports (decision 042); the app then says so and offers an appeal.
 */
export const StandingResponseSchema = z.object({ data: z.object({ withheld: z.boolean() }) });
export type StandingResponse = z.infer<typeof StandingResponseSchema>;

// ---------------------------------------------------------------- payments (docs/decisions/035)

/** Payments: recent ones, or those of a mobile or gateway id (`pay_…`, `sub_…`, `plink_…`). */
export const OpsPaymentsQuerySchema = z.object({
  q: z.string({ error: M.invalid }).trim().max(60, { error: M.invalid }).optional(),
});

const opsPaymentRow = PaymentSchema.extend({
  user_id: z.string(),
  users_name: z.string(),
  users_mobile: z.string(),
  /** The gateway's id of the checkout (subscription or link), or of the mandate a renewal was debited from. */
  checkout_ref: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** When the gateway was last asked about it. */
  checked_at: z.string().nullable(),
});
export type OpsPayment = z.infer<typeof opsPaymentRow>;

const opsMandateRow = z.object({
  provider: z.string(),
  ref: z.string(),
  user_id: z.string(),
  users_name: z.string(),
  users_mobile: z.string(),
  /** The checkout that opened it (resync goes through it). */
  payment_id: z.string(),
  /** The gateway's status: created, authenticated, active, pending, halted, cancelled, completed, expired. */
  status: z.string(),
  charge_at: z.string().nullable(),
  paid_count: z.number(),
  cancel_at_cycle_end: z.boolean(),
  updated_at: z.string(),
});
export type OpsMandate = z.infer<typeof opsMandateRow>;

export const OpsPaymentsResponseSchema = z.object({
  data: z.object({ payments: z.array(opsPaymentRow), mandates: z.array(opsMandateRow) }),
});
export type OpsPayments = z.infer<typeof OpsPaymentsResponseSchema>['data'];
export const OpsResyncResponseSchema = z.object({ message: z.string(), data: opsPaymentRow });
