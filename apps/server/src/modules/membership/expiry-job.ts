import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { claimJobRun } from '../../db/job-runs.js';
import { startPeriodic } from '../../lib/periodic.js';
import { reconcileOpen } from './commands/reconcile.js';
import { renewSubscriptions } from './commands/renew-subscriptions.js';
import { createMembershipContext, type MembershipContext } from './context.js';
import { expireEnded } from './membership.repository.js';

/**
 * Marks every trial and paid period that ended by `now` expired (the user falls back to the
 * free plan; a driver is lapsed). Answers how many. Safe to run twice or on two servers.
 */
export async function expireSubscriptions(db: Db, now: Date): Promise<number> {
  return (await expireEnded(db, now)).length;
}

/**
 * One pass of the daily job: renew what we debit ourselves, ask the gateway about what is still
 * open (a lost webhook; docs/decisions/035-razorpay.md), then expire what has ended.
 */
export async function runMembershipJob(ctx: MembershipContext, now: Date) {
  const renewals = await renewSubscriptions(ctx, now);
  const reconciled = await reconcileOpen(ctx, now);
  const expired = await expireSubscriptions(ctx.db, now);
  return { ...renewals, ...reconciled, expired };
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
  app: Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'log' | 'events'>,
  intervalMs = MEMBERSHIP_JOB_INTERVAL_MS,
): () => Promise<void> {
  const ctx = createMembershipContext(app);
  const run = async () => {
    const now = app.clock.now();
    if (!(await claimJobRun(app.db, 'membership', now, MEMBERSHIP_JOB_DUE_AFTER_MS))) {
      app.log.info({ job: 'membership' }, 'membership job: not due, or run by another process');
      return;
    }
    const result = await runMembershipJob(ctx, now);
    app.log.info({ job: 'membership', ...result }, 'membership job done');
  };
  return startPeriodic('membership', run, intervalMs, app.log);
}
