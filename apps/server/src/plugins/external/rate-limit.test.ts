/**
 * Request limits in a store every process shares (docs/decisions/025-several-processes.md): on
 * PostgreSQL two apps on one database (two processes) count one address together; the table's
 * store counts, ends its windows and keeps routes apart on either engine. With REDIS_URL and
 * Redis away (docs/decisions/036): the server starts and counts in the table, a Redis that does
 * not answer a hit makes that request 503, and a Redis that comes back is counted in again,
 * against a stand-in Redis (test/fake-redis.ts). The real Redis across processes, killed and
 * restarted, is in the multi-process test (scripts/test-cluster.ts).
 */
import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.js';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, uniqueMobile, useTestApp, type TestApp } from '../../test/app.js';
import { upload } from '../../test/uploads.js';
import { PostgresLimitStore } from './rate-limit.js';
import { startFakeRedis, type FakeRedis } from '../../test/fake-redis.js';
import { freePort } from '../../test/server-process.js';

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

describe('with REDIS_URL, while Redis is away', () => {
  const withRedis = (port: number) =>
    createTestApp({
      database: ctx.database,
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_OTP_PER_IP_PER_HOUR: '3' },
    });

  it('starts, counts the limits in the database, and moves back to Redis when it is back', async () => {
    const port = await freePort(); // nothing listens there yet
    const t = await withRedis(port);
    let redis: FakeRedis | undefined;
    try {
      expect(t.app.limitStore).toBe('redis');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await sendOtp(t, '203.0.113.20')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const [counted] = await rows<{ n: string }>(
        ctx.database.db,
        sql`SELECT count(*) AS n FROM rate_limits WHERE key LIKE '%otp-send:203.0.113.20'`,
      );
      expect(Number(counted?.n)).toBe(1);

      // Redis comes up: the client reconnects by itself and the counting moves there.
      redis = await startFakeRedis(() => [1, 3_600_000], port);
      await vi.waitFor(
        async () => {
          expect((await sendOtp(t, '203.0.113.21')).statusCode).toBe(200);
          expect(
            redis!.commands.some(
              (words) => words[0]?.toUpperCase() === 'EVAL' && words[3]?.endsWith('otp-send:203.0.113.21'),
            ),
          ).toBe(true);
        },
        { timeout: 10_000, interval: 200 },
      );
      expect(redis.commands.find((words) => words[0]?.toUpperCase() === 'EVAL')?.[3]).toMatch(/^lb:limit:/);
    } finally {
      await t.close();
      await redis?.close();
    }
  });

  it('answers 503 with Retry-After to a limited call Redis does not answer; other calls go on', async () => {
    const redis = await startFakeRedis('freeze');
    const t = await withRedis(redis.port);
    try {
      const user = await signIn(t, 'transporter').catch((error: unknown) => error);
      // Signing in is limited, so it cannot happen: it is refused plainly, not with 500.
      expect(String(user)).toContain('503');
      const sent = await sendOtp(t, '203.0.113.22');
      expect(sent.statusCode).toBe(503);
      expect(sent.headers['retry-after']).toBe('5');
      expect(sent.json()).toMatchObject({ code: 'errors.unavailable', retry_after: 5 });
      // What needs no limit is served.
      expect((await t.app.inject({ method: 'GET', url: '/api/Transpoter/getAllStates' })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await redis.close();
    }
  });
});
