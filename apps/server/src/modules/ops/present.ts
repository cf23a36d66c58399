/** What leaves the console of its rows, and what its audit log keeps of a change. */
import { ROLES, USER_TYPE_ID, type OpsCounts } from '@lorrybazaar/contract';
import type * as repo from './ops.repository.js';

/** What the audit keeps of a document: its decision, never a link. */
export const documentState = (doc: { status: string; reason: string | null; note: string | null }) => ({
  status: doc.status,
  reason: doc.reason,
  note: doc.note,
});
export const userState = (user: repo.OpsUserRow) => ({ suspended: user.suspended });
export const reportState = (report: repo.ReportRow) => ({ status: report.status });

/** What leaves the server of a user row (the language is the server's business). */
export const shownUser = ({ language: _language, ...user }: repo.OpsUserRow) => user;

/** One period's counts, with every role's sign-ups (0 for a role nobody signed up as). */
export const presentCounts = (row: Awaited<ReturnType<typeof repo.countsSince>>): OpsCounts => ({
  signups: Object.fromEntries(
    ROLES.map((role) => [role, row.signups?.[USER_TYPE_ID[role]] ?? 0]),
  ) as OpsCounts['signups'],
  loads: row.loads,
  postings: row.postings,
  bids: row.bids,
  schedules: row.schedules,
  completed_trips: row.completed_trips,
});
