import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rows } from './rows.js';

/** The first key of the advisory locks of periodic jobs (the second is the job's name, hashed). */
const JOB_LOCK = 727275;

/**
 * Claims a pass of a periodic job for the calling process (docs/decisions/025): every process
 * runs the job's timer, and of the passes asked for within `dueAfterMs` of the last one claimed,
 * only that one runs. A transaction-level advisory lock lets the processes that ask at the same
 * moment give up at once instead of queueing on the row; the `job_runs` row (migration 0015)
 * remembers the last claim, so a process that starts or asks a little later does not run the
 * pass again. A pass that fails after its claim is not retried before the next one is due.
 */
export async function claimJobRun(db: Db, name: string, now: Date, dueAfterMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK}, hashtext(${name})) AS locked`,
    );
    if (!lock?.locked) return false;
    const claimed = await rows<{ name: string }>(
      tx,
      sql`INSERT INTO job_runs (name, last_run_at) VALUES (${name}, ${now})
          ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at
          WHERE job_runs.last_run_at <= excluded.last_run_at - ${dueAfterMs} * interval '1 millisecond'
          RETURNING name`,
    );
    return claimed.length > 0;
  });
}
