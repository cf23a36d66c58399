import { randomUUID } from 'node:crypto';
import { SMS_PER_DAY_MAX } from '@lorrybazaar/contract';
import { todayOf } from '../../../lib/india-day.js';
import { smsText } from '../alert-text.js';
import * as repo from '../alerts.repository.js';
import { DEFAULTS, languageOf, namesOf, type AlertsContext } from '../context.js';
import { SUMMARY } from './enqueue.js';

/** How long a worker holds a job it took before another may take it (it stopped mid-way). */
const CLAIM_SECONDS = 5 * 60;
/** A failed gateway is tried again after this, at most this many times. */
const RETRY_SECONDS = 60;
const ATTEMPTS_MAX = 3;
const CLAIM_BATCH = 20;

/**
 * One claimed job: decided under the user's lock (the daily cap, push instead of SMS), marked
 * sent with this worker's claim, then handed to the gateway. Returns whether an SMS went.
 */
async function deliver(
  ctx: AlertsContext,
  job: Awaited<ReturnType<typeof repo.claimDue>>[number],
  claim: string,
): Promise<boolean> {
  const { db, clock, config, log, sms, push } = ctx;
  const now = clock.now();
  if (job.attempts > ATTEMPTS_MAX) {
    await repo.settle(db, job.id, claim, repo.JOB.failed, now);
    return false;
  }
  const rows = job.items;
  const [settings, [person]] = await Promise.all([
    repo.settingsOf(db, [job.userId]),
    repo.recipients(db, [job.userId]),
  ]);
  const values = settings.get(job.userId) ?? { ...DEFAULTS, userId: job.userId, updatedAt: now };
  const language = languageOf(person);
  const status = await db.transaction(async (tx) => {
    await repo.lockUser(tx, job.userId);
    let decided: number = repo.JOB.sent;
    if (!person || rows.length === 0) decided = repo.JOB.notNeeded;
    else if (values.smsWhen === 'no_push' && push && (await repo.countSubscriptions(tx, job.userId)) > 0)
      decided = repo.JOB.notNeeded;
    else if ((await repo.countSentSince(tx, job.userId, new Date(todayOf(clock).start))) >= SMS_PER_DAY_MAX)
      decided = repo.JOB.capped;
    return (await repo.settle(tx, job.id, claim, decided, now)) ? decided : null;
  });
  if (status !== repo.JOB.sent || !person) return false;
  const text = smsText(rows, {
    language,
    ...(await namesOf(ctx, language)),
    summary: job.batchKey === SUMMARY,
    origin: config.publicOrigin,
    userTypeId: person.userTypeId,
  });
  try {
    await sms.send({ mobile: person.mobile, otp: '', text });
    return true;
  } catch (error) {
    log.error({ err: String(error) }, 'SMS gateway failed on an alert');
    await repo.retryLater(db, job.id, new Date(clock.now().getTime() + RETRY_SECONDS * 1000));
    return false;
  }
}

/** Sends every SMS job that is due (by this clock); returns how many SMS went. */
export async function runDue(ctx: AlertsContext): Promise<number> {
  const { db, clock } = ctx;
  let sent = 0;
  for (;;) {
    const now = clock.now();
    const claim = randomUUID();
    const jobs = await repo.claimDue(db, {
      now,
      claim,
      until: new Date(now.getTime() + CLAIM_SECONDS * 1000),
      limit: CLAIM_BATCH,
    });
    for (const job of jobs) if (await deliver(ctx, job, claim)) sent += 1;
    if (jobs.length < CLAIM_BATCH) return sent;
  }
}
