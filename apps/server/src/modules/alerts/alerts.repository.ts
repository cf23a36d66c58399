import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { rows } from '../../db/rows.js';
import { users } from '../../db/schema.js';
import { idArray } from '../../db/sql.js';
import {
  alertSettings,
  pushSubscriptions,
  smsJobItems,
  smsJobs,
  type AlertSettingsRow,
  type SmsItem,
  type SmsJobRow,
} from './alerts.schema.js';

/** sms_jobs.status (migration 0016). */
export const JOB = { waiting: 0, sending: 1, sent: 2, capped: 3, failed: 4, notNeeded: 5 } as const;

export type SettingsValues = Omit<AlertSettingsRow, 'userId' | 'updatedAt'>;

export async function settingsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, AlertSettingsRow>> {
  if (userIds.length === 0) return new Map();
  // One array parameter however many users (a batch of notifications names hundreds).
  const found = await db
    .select()
    .from(alertSettings)
    .where(sql`${alertSettings.userId} = ANY(${idArray(userIds)})`);
  return new Map(found.map((row) => [row.userId, row]));
}

export async function saveSettings(db: DbOrTx, userId: number, values: SettingsValues, now: Date) {
  await db
    .insert(alertSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { ...values, updatedAt: now } });
}

/** The language a user's SMS and pushes are written in (context.ts, `languageOf`). */
export async function saveLanguage(db: DbOrTx, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

// ---------------------------------------------------------------- push subscriptions

/**
 * Saves a browser's subscription; false when the endpoint is another account's under other keys.
 * One endpoint is one browser, and a browser's keys are its own: signed in to another account on
 * the same phone, it subscribes again with the same endpoint and keys, and alerts that account
 * now. Whoever learns an endpoint does not know its keys, so cannot take its pushes away. One
 * statement: the update waits on the row's lock and tests the row as it is then.
 */
export async function saveSubscription(
  db: DbOrTx,
  row: { userId: number; endpoint: string; p256dh: string; auth: string; createdAt: Date },
): Promise<boolean> {
  const saved = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt },
      setWhere: sql`${pushSubscriptions.userId} = ${row.userId}
        OR (${pushSubscriptions.p256dh} = ${row.p256dh} AND ${pushSubscriptions.auth} = ${row.auth})`,
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
}

/** One user's subscriptions change one at a time (the cap counts them). */
export async function lockPush(tx: Tx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`push:${userId}`}, 0))`);
}

/** Drops a user's subscriptions beyond the newest `max` (by when they were saved). */
export async function keepNewestSubscriptions(tx: Tx, userId: number, max: number) {
  await tx.execute(sql`
    DELETE FROM push_subscriptions WHERE user_id = ${userId} AND id NOT IN (
      SELECT id FROM push_subscriptions WHERE user_id = ${userId}
      ORDER BY created_at DESC, id DESC LIMIT ${max})`);
}

/** Removes the caller's own subscription with this endpoint; another account's stays. */
export async function deleteSubscription(db: DbOrTx, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service says this browser is gone (404/410). */
export async function dropEndpoint(db: DbOrTx, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function countSubscriptions(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export function subscriptionsOf(db: DbOrTx, userIds: number[]) {
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

/** Who an alert goes to: the mobile and the role (the screen a link opens depends on it). */
export function recipients(db: DbOrTx, userIds: number[]) {
  return db
    .select({ id: users.id, mobile: users.mobile, userTypeId: users.userTypeId, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
}

// ---------------------------------------------------------------- SMS jobs
// The statements a bid or a booking runs here are named (db/prepared.ts): planned once per
// connection, where planning each cost as much as running it (docs/performance.md).

/**
 * An event joins its batch's waiting job, or starts one due at `dueAt` (docs/decisions/053): its
 * own row, appended under a shared lock of the job (FOR KEY SHARE), so events of one batch do
 * not wait on each other, and a worker taking the job (FOR UPDATE SKIP LOCKED, `claimDue`) passes
 * it by until they committed. A job taken meanwhile is no longer waiting: the event starts the
 * next one. No row back means another transaction started the batch's job at the same moment:
 * the statement runs again and finds it.
 */
export async function enqueue(
  tx: Tx,
  job: { userId: number; batchKey: string; notificationId: number; item: SmsItem; dueAt: Date; now: Date },
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const appended = await preparedRows<{ job_id: string }>(
      tx,
      sql`WITH waiting AS (
            SELECT id FROM sms_jobs
            WHERE user_id = ${job.userId} AND batch_key = ${job.batchKey} AND status = ${JOB.waiting}
            FOR KEY SHARE
          ), started AS (
            INSERT INTO sms_jobs (user_id, batch_key, due_at, created_at)
            SELECT ${job.userId}, ${job.batchKey}, ${job.dueAt.toISOString()}, ${job.now.toISOString()}
            WHERE NOT EXISTS (SELECT 1 FROM waiting)
            ON CONFLICT (user_id, batch_key) WHERE status = 0 DO NOTHING
            RETURNING id
          )
          INSERT INTO sms_job_items (job_id, user_id, notification_id, type, sender_id, at, item)
          SELECT j.id, ${job.userId}, ${job.notificationId}, ${job.item.type}, ${job.item.by},
                 ${job.item.at}::timestamptz, ${JSON.stringify(job.item)}::jsonb
          FROM (SELECT id FROM waiting UNION ALL SELECT id FROM started) j
          RETURNING job_id`,
    );
    if (appended.length > 0) return;
  }
  throw new Error(`SMS job of user ${job.userId} (${job.batchKey}) neither found nor started`);
}

/**
 * A sender's share of a user's SMS is counted and added one at a time per user and sender's
 * person (mobile): bids from different senders to one owner do not wait on each other.
 */
export async function lockSender(tx: Tx, userId: number, senderId: number) {
  await preparedRows(
    tx,
    sql`SELECT pg_advisory_xact_lock(hashtextextended(
          ${`sms:${userId}:`} || (SELECT mobile FROM users WHERE id = ${senderId}), 0))`,
  );
}

/**
 * How many events of these types from one sender's person (every account of the sender's
 * mobile) a user's SMS jobs took since `since` (the start of the India day), whatever became of
 * the jobs.
 */
export async function countFromSender(
  tx: Tx,
  o: { userId: number; senderId: number; since: Date; types: readonly string[] },
) {
  const [row] = await preparedRows<{ n: string }>(
    tx,
    sql`SELECT count(*) AS n FROM sms_job_items i
        WHERE i.user_id = ${o.userId}
          AND i.sender_id IN (
            SELECT s.id FROM users s WHERE s.mobile = (SELECT mobile FROM users WHERE id = ${o.senderId}))
          AND i.at >= ${o.since.toISOString()}
          AND i.type = ANY(${`{${o.types.join(',')}}`}::text[])`,
  );
  return Number(row?.n ?? 0);
}

interface JobRecord {
  id: string;
  user_id: string;
  batch_key: string;
  attempts: number;
}

/**
 * Takes due jobs for this worker in one statement: waiting ones whose time came, and claimed ones
 * whose claim ran out (a process that stopped mid-way, a failed send to retry). Rows another
 * worker is taking, or an event is joining (`enqueue`), at this moment are skipped, not waited
 * for. Their events are read once the claim committed: every event appended before it is there.
 */
export async function claimDue(
  db: DbOrTx,
  o: { now: Date; claim: string; until: Date; limit: number },
): Promise<(Pick<SmsJobRow, 'id' | 'userId' | 'batchKey' | 'attempts'> & { items: SmsItem[] })[]> {
  const now = o.now.toISOString();
  const claimed = await rows<JobRecord>(
    db,
    sql`
    UPDATE sms_jobs SET status = ${JOB.sending}, claim = ${o.claim}, claimed_until = ${o.until.toISOString()},
                        attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM sms_jobs
      WHERE (status = ${JOB.waiting} AND due_at <= ${now}) OR (status = ${JOB.sending} AND claimed_until <= ${now})
      ORDER BY due_at
      LIMIT ${o.limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, user_id, batch_key, attempts`,
  );
  if (claimed.length === 0) return [];
  const items = await db
    .select({ jobId: smsJobItems.jobId, item: smsJobItems.item })
    .from(smsJobItems)
    .where(
      inArray(
        smsJobItems.jobId,
        claimed.map((job) => Number(job.id)),
      ),
    )
    .orderBy(asc(smsJobItems.id));
  return claimed.map((job) => ({
    id: Number(job.id),
    userId: Number(job.user_id),
    batchKey: job.batch_key,
    items: items.filter((row) => row.jobId === Number(job.id)).map((row) => row.item),
    attempts: Number(job.attempts),
  }));
}

/** One user's SMS are decided one at a time, across processes (the daily cap counts them). */
export async function lockUser(tx: Tx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sms:${userId}`}, 0))`);
}

export async function countSentSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await rows<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM sms_jobs
        WHERE user_id = ${userId} AND status = ${JOB.sent} AND sent_at >= ${since.toISOString()}`,
  );
  return Number(row?.n ?? 0);
}

/** Settles a claimed job, only while the claim is still this worker's. False: another has it. */
export async function settle(
  db: DbOrTx,
  id: number,
  claim: string,
  status: number,
  now: Date,
): Promise<boolean> {
  const done = await db
    .update(smsJobs)
    .set({ status, sentAt: status === JOB.sent ? now : null, claim: null, claimedUntil: null })
    .where(and(eq(smsJobs.id, id), eq(smsJobs.claim, claim), eq(smsJobs.status, JOB.sending)))
    .returning({ id: smsJobs.id });
  return done.length > 0;
}

/** The gateway failed: the job is claimed by nobody until `retryAt`, then taken again. */
export async function retryLater(db: DbOrTx, id: number, retryAt: Date) {
  await db
    .update(smsJobs)
    .set({ status: JOB.sending, sentAt: null, claim: null, claimedUntil: retryAt })
    .where(eq(smsJobs.id, id));
}
