/**
 * The daily membership job runs once across server processes (docs/decisions/025): every
 * process starts its timer, one pass a day runs. Two apps on one database stand in for two
 * processes (a third start in the first is a restart).
 */
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp, useTestApp, type TestApp } from '../../test/app.js';
import { startMembershipJobs } from './expiry-job.js';

const ctx = useTestApp();

it('runs one pass when several processes start at once, none more that day, one the next day', async () => {
  const other = await createTestApp({ database: ctx.database });
  try {
    const log: string[] = [];
    const asProcess = (t: TestApp, name: string) => ({
      db: t.app.db,
      // One clock for both: the processes share the time of day.
      clock: ctx.t.clock,
      config: t.app.config,
      events: t.app.events,
      log: {
        info: (_fields: unknown, message: string) => log.push(`${name}: ${message}`),
        error: (fields: unknown, message: string) =>
          log.push(`${name}: ${message} ${JSON.stringify(fields)}`),
      } as unknown as FastifyBaseLogger,
    });
    const startAll = async () => {
      log.length = 0;
      const stops = [asProcess(ctx.t, 'a'), asProcess(other, 'b'), asProcess(ctx.t, 'a again')].map((p) =>
        startMembershipJobs(p),
      );
      await Promise.all(stops.map((stop) => stop()));
      return log.filter((line) => line.endsWith('membership job done')).length;
    };

    expect(await startAll(), log.join('\n')).toBe(1);
    expect(log.filter((line) => line.includes('failed'))).toEqual([]);
    // Later the same day (a restart, another process coming up): nothing runs again.
    ctx.t.clock.advance(6 * 3600);
    expect(await startAll(), log.join('\n')).toBe(0);
    // The next day's passes: one runs.
    ctx.t.clock.advance(18 * 3600);
    expect(await startAll(), log.join('\n')).toBe(1);
  } finally {
    await other.close();
  }
});
