import { expect, it } from 'vitest';
import { runCrashSafety } from '../scripts/crash-safety.js';
import { freePort } from '../test/server-process.js';

/**
 * The crash-safety run (src/scripts/crash-safety.ts) once per CI run: SIGKILL while bids are
 * written, restart on the same data, every acknowledged bid still there; a second server on
 * the same PGlite directory is refused. PostgreSQL when TEST_DATABASE_URL is set.
 */
it('keeps every acknowledged bid through a SIGKILL, and refuses a second server on the same directory', async () => {
  const summary = await runCrashSafety({
    port: await freePort(),
    adminUrl: process.env.TEST_DATABASE_URL || undefined,
  });
  expect(summary.problems).toEqual([]);
  expect(summary.killSignal).toBe('SIGKILL');
  expect(summary.acknowledged.bids).toBeGreaterThan(0);
  expect(summary.missing).toEqual({ loads: [], bids: [] });
  expect(summary.restart).toMatchObject({ healthy: true, writable: true });
  if (summary.database === 'pglite') {
    expect(summary.secondServer).toMatchObject({ refused: true, exitCode: 1 });
    expect((summary.secondServer as { message: string }).message).toMatch(
      /data directory .* is in use by another server \(pid \d+\)/,
    );
  }
  expect(summary.ok).toBe(true);
}, 180_000);
