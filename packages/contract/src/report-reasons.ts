/**
 * The reasons of a report and of a document's rejection, without zod: the marketplace cards'
 * Report button reads them on pages whose first bundle must not carry zod (`npm run size`).
 * The schemas are in ops.ts.
 */

/** Why a document is refused: one of these (shown translated) and, optionally, a note. */
export const REVIEW_REASONS = ['unreadable', 'wrong_document', 'expired', 'name_mismatch', 'other'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** Why a user reports a listing, a bid or another user. */
export const REPORT_REASONS = ['fake_load', 'advance_payment', 'no_show', 'abusive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a report is about: a load, a posted truck, a bid, or a user. */
export const REPORT_TARGETS = ['load', 'posting', 'bid', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Open reports from this many different people hide a user from the marketplace. */
export const REPORTS_TO_HIDE = 3;

/** Reports one person (every account of one mobile) may file in an hour (decision 042). */
export const REPORTS_PER_PERSON_PER_HOUR = 10;
