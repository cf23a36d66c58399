import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { startMembershipJobs } from './modules/membership/expiry-job.js';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  // Set once the server listens; shutdown waits for a pass under way.
  const jobs: { stop?: () => Promise<void> } = {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hung close must not keep the process (and the data-dir lock) forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await jobs.stop?.();
      await app.close();
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
