/**
 * Request limits in a store every process shares (docs/decisions/025-several-processes.md): on
 * PostgreSQL two apps on one database (two processes) count one address together; the table's
 * store counts, ends its windows and keeps routes apart on either engine. Redis is covered by
 * the multi-process test (scripts/test-cluster.ts).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signIn, uniqueMobile, useTestApp, type TestApp } from '../../test/app.js';
import { upload } from '../../test/uploads.js';
import { PostgresLimitStore } from './rate-limit.js';

const ctx = useTestApp();

const sendOtp = (t: TestApp, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Transpoter/send-otp',
    remoteAddress: ip,
    payload: { transporters_mob: uniqueMobile() },
  });

describe('which store counts', () => {
  it('PostgreSQL: the database, shared by every process; PGlite (one process): memory', () => {
    expect(ctx.t.app.limitStore).toBe(ctx.t.database.kind === 'postgres' ? 'postgres' : 'memory');
  });
});

describe('two processes on one database', () => {
  it('count the sign-in codes of one address together (PostgreSQL), each its own on PGlite', async () => {
    const env = { RATE_LIMIT_OTP_PER_IP_PER_HOUR: '3' };
    const [a, b] = [
      await createTestApp({ database: ctx.database, env }),
      await createTestApp({ database: ctx.database, env }),
    ];
    try {
      const statuses = [];
      for (const t of [a, b, a, b, a, b]) statuses.push((await sendOtp(t, '203.0.113.9')).statusCode);
      if (ctx.database.kind === 'postgres') {
        expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      } else {
        // PGlite is one process by construction (its data directory is locked): no second one exists.
        expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      }
      // Another address, and the guesses of this one, are counted apart.
      expect((await sendOtp(b, '203.0.113.10')).statusCode).toBe(200);
      const guess = await b.app.inject({
        method: 'POST',
        url: '/api/Transpoter/Verify-otp',
        remoteAddress: '203.0.113.9',
        payload: { transporters_mob: uniqueMobile(), otp: '1234' },
      });
      expect(guess.statusCode).not.toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('count the uploads of one user together', async () => {
    const other = await createTestApp({ database: ctx.database });
    try {
      const driver = await signIn(ctx.t, 'driver');
      const statuses: number[] = [];
      for (let n = 0; n < 61; n++)
        statuses.push((await upload(n % 2 ? other.app : ctx.t.app, driver, 'document')).statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(ctx.database.kind === 'postgres' ? 60 : 61);
    } finally {
      await other.close();
    }
  });
});

describe('the PostgreSQL store (rate_limits)', () => {
  const incr = (store: PostgresLimitStore, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
    );
  const route = (url: string) =>
    new PostgresLimitStore(ctx.database.db).child({ routeInfo: { method: 'POST', url } });

  it('counts hits in a window, restarts after it, and keeps routes apart', async () => {
    const send = route('/send');
    expect((await incr(send, 'k')).current).toBe(1);
    expect((await incr(send, 'k')).current).toBe(2);
    const third = await incr(send, 'k');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(50_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    // Another route, the same key: its own counter.
    expect((await incr(route('/verify'), 'k')).current).toBe(1);
    // The window ends: counting starts again.
    await ctx.database.db.execute(sql`UPDATE rate_limits SET expires_at = now() - interval '1 second'`);
    expect((await incr(send, 'k')).current).toBe(1);
    expect((await incr(send, 'k')).current).toBe(2);
  });

  it('counts hits arriving at once exactly', async () => {
    const send = route('/at-once');
    const results = await Promise.all(Array.from({ length: 20 }, () => incr(send, 'burst')));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
