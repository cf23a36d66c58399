import cluster from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { startDatabaseMaintenance } from './db/maintenance.js';
import { startMembershipJobs } from './modules/membership/expiry-job.js';
import { startEwayBillAlerts } from './modules/paperwork/commands/alert-expiring-bills.js';
import { startPositionsPurge } from './modules/tracking/index.js';
import { startPaymentAlerts } from './modules/ledger/index.js';
import { startHeldLoadClosing } from './modules/trade/index.js';
import { startRatingReveal } from './modules/trust/index.js';

/** After the grace period a close that still hangs (a stuck database) gets this long before exit 1. */
const HARD_EXIT_MS = 5000;

/** A worker that dies within this long of its start is restarted after a growing pause, not at once. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_PAUSE_MS = 30_000;

/** The primary's few lines, in the workers' (pino's) JSON shape so one log reader takes both. */
function primaryLog(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  console.log(JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, ...fields, msg }));
}

/**
 * `WORKERS=N` (docs/deployment.md): the primary forks N workers that share the port (node:cluster
 * hands them the connections) and each run the whole server with its own database pool; nothing
 * they keep is per process any more (docs/decisions/025). A worker that dies is replaced; SIGTERM
 * or SIGINT goes on to every worker, each shuts down gracefully, then the primary exits.
 */
function runPrimary(count: number) {
  let stopping = false;
  let failed = false;
  let pause = 1000;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    primaryLog('info', 'worker started', { worker: worker.id, workerPid: worker.process.pid });
  };
  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (running().length === 0) {
        primaryLog('info', 'all workers stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    // A worker that keeps dying at start (the database is away) is retried ever more slowly.
    pause = lived < QUICK_DEATH_MS ? Math.min(pause * 2, MAX_RESTART_PAUSE_MS) : 1000;
    const delay = lived < QUICK_DEATH_MS ? pause : 0;
    primaryLog('warn', 'worker died; starting another', { worker: worker.id, code, signal, delayMs: delay });
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    primaryLog('info', 'shutting down the workers', { signal, workers: running().length });
    if (running().length === 0) process.exit(0);
    for (const worker of running()) worker.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  primaryLog('info', 'starting workers', { workers: count });
  for (let i = 0; i < count; i++) fork();
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) {
    if (config.databaseUrl) return runPrimary(config.workers);
    primaryLog(
      'warn',
      `WORKERS=${config.workers} ignored: PGlite (no DATABASE_URL) is one process per data directory, so one server process runs. Set DATABASE_URL to run several.`,
    );
  }
  await serve(config);
}

/** One server process: the whole app on this process's port (shared with the other workers). */
async function serve(config: Config) {
  // The port opens only once the database is open and migrated: until then a proxy's
  // connection is refused, which it treats as not ready (docs/deployment.md).
  const app = await buildApp({ config });
  // Set once the server listens; shutdown waits for a pass under way.
  const jobs: { stop?: () => Promise<void> } = {};

  let closing = false;
  /**
   * Graceful shutdown (docs/decisions/023-production-build-and-shutdown.md): not ready at once
   * (/api/ready answers 503, event streams end through app.lifecycle.onShutdown), still serving
   * for SHUTDOWN_DRAIN_MS, then no new connections, in-flight requests finish within
   * SHUTDOWN_TIMEOUT_MS, the membership jobs stop, the database closes, exit 0.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { drainMs, timeoutMs } = config.shutdown;
    app.log.info({ signal, drainMs, timeoutMs }, 'shutting down');
    // Requests still open after the grace period lose their connection; the database then
    // closes as usual. A close that hangs even so must not keep the process (and the data-dir
    // lock) forever.
    const cut = setTimeout(() => {
      app.log.warn('requests still open after SHUTDOWN_TIMEOUT_MS: closing their connections');
      app.server.closeAllConnections();
    }, drainMs + timeoutMs);
    const hard = setTimeout(() => process.exit(1), drainMs + timeoutMs + HARD_EXIT_MS);
    cut.unref();
    hard.unref();
    try {
      await app.lifecycle.beginShutdown();
      // A proxy that probes /api/ready needs a moment to notice; new requests are still served.
      if (drainMs > 0) await sleep(drainMs);
      await jobs.stop?.();
      // Stops accepting, lets in-flight requests finish, closes the database (its onClose hook).
      await app.close();
      app.log.info('shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // Daily: renew paid periods with a mandate, expire what has ended (runs once now); on PGlite,
  // vacuum and analyse the database (db/maintenance.ts).
  const stopMembership = startMembershipJobs(app);
  const stopMaintenance = startDatabaseMaintenance(app);
  // Hourly: positions of trips delivered 30 days ago are deleted (modules/tracking).
  const stopPositionsPurge = startPositionsPurge(app);
  // Every five minutes: tell the parties and the driver of e-way bills about to expire.
  const stopEwayBills = startEwayBillAlerts(app);
  // Hourly: a trip's advance or balance due today, or overdue since yesterday (modules/ledger).
  const stopPaymentAlerts = startPaymentAlerts(app);
  // Hourly: held loads nobody decided within HELD_LOAD_DECIDE_HOURS are closed (modules/trade).
  const stopHeldLoadClosing = startHeldLoadClosing(app);
  // Every five minutes: blind ratings that became final join their users' sums (modules/trust).
  const stopRatingReveal = startRatingReveal(app);
  jobs.stop = async () => {
    await Promise.all([
      stopMembership(),
      stopMaintenance(),
      stopPositionsPurge(),
      stopEwayBills(),
      stopPaymentAlerts(),
      stopHeldLoadClosing(),
      stopRatingReveal(),
    ]);
  };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
