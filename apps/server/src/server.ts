import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { startMembershipJobs } from './modules/membership/expiry-job.js';

/** After the grace period a close that still hangs (a stuck database) gets this long before exit 1. */
const HARD_EXIT_MS = 5000;

async function main() {
  const config = loadConfig();
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
  // Daily: renew paid periods with a mandate, expire what has ended (runs once now).
  jobs.stop = startMembershipJobs(app);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
