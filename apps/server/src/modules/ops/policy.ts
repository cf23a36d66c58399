/**
 * The console's rules on values already read (no database): what an operator may not do to
 * themselves, which report may still be decided. Tested alone in policy.test.ts. Who is an
 * operator is auth's rule (auth/operators.ts), which sign-in shares.
 */
import { OPS_CODES, REPORT_STATUS } from '@lorrybazaar/contract';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';

/** A user to suspend or restore must exist, and an operator does not suspend themselves. */
export function assertMaySuspend<U>(
  user: U | undefined,
  operatorId: number,
  userId: number,
  suspend: boolean,
): U {
  if (!user) throw notFound(OPS_CODES.notFound);
  if (userId === operatorId && suspend) throw badRequest('errors.forbidden');
  return user;
}

/** A report is decided once: 404 when there is none, 409 once it is no longer open. */
export function assertOpenReport<R extends { status: string }>(report: R | undefined): R {
  if (!report) throw notFound(OPS_CODES.notFound);
  if (report.status !== REPORT_STATUS.open) throw conflict(OPS_CODES.alreadyDecided);
  return report;
}
