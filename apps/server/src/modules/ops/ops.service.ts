/**
 * The ops service the console's routes, the reports and the plugin call: each use case of
 * commands/ and queries/ with the module's context bound (docs/decisions/044), and the SMS
 * subscriber to document reviews (sms-on-review.ts).
 */
import { bindUseCases } from '../../lib/use-cases.js';
import { decideReport } from './commands/decide-report.js';
import { report } from './commands/report.js';
import { resyncPayment } from './commands/resync-payment.js';
import { reviewDocument } from './commands/review-document.js';
import { setSuspended } from './commands/set-suspended.js';
import type { OpsContext } from './context.js';
import { counts } from './queries/counts.js';
import { isOperator } from './queries/is-operator.js';
import { audit } from './queries/audit.js';
import { payments } from './queries/payments.js';
import { reports, withheld } from './queries/reports.js';
import { queue, searchUsers, userDetail } from './queries/users.js';
import { smsOnReview } from './sms-on-review.js';

export function createOpsService(ctx: OpsContext) {
  return {
    ...bindUseCases(ctx, {
      isOperator,
      queue,
      reviewDocument,
      searchUsers,
      userDetail,
      setSuspended,
      counts,
      report,
      reports,
      withheld,
      decideReport,
      audit,
      payments,
      resyncPayment,
    }),
    smsOnReview: () => smsOnReview(ctx),
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
