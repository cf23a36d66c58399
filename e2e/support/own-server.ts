import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUTBOX_FILE } from './outbox';

const e2eDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.join(e2eDir, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A server of a test's own, like start-server.sh's (the built app, the embedded database, SMS into
 * the suite's outbox) on a data directory that outlives a restart: for tests that stop and start
 * the server under a signed-in browser, or that need settings of their own (`env`).
 */
export async function ownServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const scratch = path.join(e2eDir, '.tmp', `own-${port}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repo,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(scratch, 'data'),
        SMS_PROVIDER: 'outbox',
        SMS_OUTBOX_FILE: OUTBOX_FILE,
        WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? path.join(repo, 'apps/web/dist'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_OTP_PER_IP_PER_HOUR: '100000',
        RATE_LIMIT_VERIFY_PER_IP_PER_HOUR: '100000',
        ...env,
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${baseURL}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server on ${port} did not start`);
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    baseURL,
    restart: async () => {
      await stop();
      await start();
    },
    /**
     * Stops the server, hands its data directory to `change` (the embedded database is free while
     * no server holds it: support/database.ts), then starts it again on the same data.
     */
    whileStopped: async (change: (dataDir: string) => Promise<void>) => {
      await stop();
      await change(path.join(scratch, 'data'));
      await start();
    },
    close: async () => {
      await stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
