import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { claimJobRun } from '../../db/job-runs.js';
import { startPeriodic } from '../../lib/periodic.js';
import { expireEnded } from './membership.repository.js';
import { renewSubscriptions } from './membership.service.js';
import { createPaymentProvider, type PaymentProvider } from './payment-provider.js';

/**
 * Marks every trial and paid period that ended by `now` expired (the user falls back to the
 * free plan; a driver is lapsed). Answers how many. Safe to run twice or on two servers.
 */
export async function expireSubscriptions(db: Db, now: Date): Promise<number> {
  return (await expireEnded(db, now)).length;
}

/** One pass of the daily job: renew what has a mandate, then expire what has ended. */
export async function runMembershipJob(db: Db, provider: PaymentProvider | null, now: Date) {
  const renewals = await renewSubscriptions(db, provider, now);
  const expired = await expireSubscriptions(db, now);
  return { ...renewals, expired };
}

export const MEMBERSHIP_JOB_INTERVAL_MS = 24 * 60 * 60 * 1000;
/**
 * A pass is due this long after the last one any process claimed: a little under a day, so the
 * process whose timer comes round first runs it and the others, whenever they started, skip.
 */
export const MEMBERSHIP_JOB_DUE_AFTER_MS = 23 * 60 * 60 * 1000;

/**
 * Started by server.ts in every process: a pass at start, then daily; of the passes asked for
 * across processes only one a day runs (`claimJobRun`, docs/decisions/025). The timer is unref'd
 * so it never keeps the process alive; the returned function stops it and waits for a pass under
 * way (shutdown). A failed pass is logged and the next one due tries again.
 */
export function startMembershipJobs(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'log'>,
  intervalMs = MEMBERSHIP_JOB_INTERVAL_MS,
): () => Promise<void> {
  const provider = createPaymentProvider(app.config);
  const run = async () => {
    const now = app.clock.now();
    if (!(await claimJobRun(app.db, 'membership', now, MEMBERSHIP_JOB_DUE_AFTER_MS))) {
      app.log.info({ job: 'membership' }, 'membership job: not due, or run by another process');
      return;
    }
    const result = await runMembershipJob(app.db, provider, now);
    app.log.info({ job: 'membership', ...result }, 'membership job done');
  };
  return startPeriodic('membership', run, intervalMs, app.log);
}
