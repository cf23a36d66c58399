import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../lib/periodic.js';

/** How often an embedded database is vacuumed: daily, like the other periodic work. */
export const MAINTENANCE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * PGlite runs PostgreSQL as one process with no background workers, so nothing ever vacuums or
 * analyses it: dead rows stay, statistics go stale, and without a visibility map an index-only
 * scan reads every row it passes in the table as well (the deep marketplace pages walk up to
 * 12,000 of them: 15 ms instead of 3.5 ms at a million postings, docs/performance.md). Started by
 * server.ts: `VACUUM (ANALYZE)` once at start and then daily, on PGlite only (PostgreSQL's
 * autovacuum does this by itself). It takes its turn like any statement (db/client.ts), so
 * requests wait for it: 2.3 s the first time on a million loads, far less once the table's pages
 * are marked all-visible. The returned function stops the timer and waits for a pass under way.
 */
export function startDatabaseMaintenance(
  app: Pick<FastifyInstance, 'database' | 'log'>,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  if (app.database.kind !== 'pglite') return async () => undefined;
  const pass = async () => {
    const started = performance.now();
    // Every session has a 5-second statement time-out (db/client.ts); a vacuum of a large
    // directory may need longer, and one cancelled every day would never finish.
    await app.database.exec('SET statement_timeout = 0');
    try {
      await app.database.exec('VACUUM (ANALYZE)');
    } finally {
      await app.database.exec('RESET statement_timeout');
    }
    app.log.info({ job: 'vacuum', ms: Math.round(performance.now() - started) }, 'database vacuumed');
  };
  return startPeriodic('vacuum', pass, intervalMs, app.log);
}
