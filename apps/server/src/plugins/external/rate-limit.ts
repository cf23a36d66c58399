import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { unavailable } from '../../lib/http-error.js';

/** Where the request limits are counted (docs/decisions/025-several-processes.md). */
export type LimitStoreKind = 'redis' | 'postgres' | 'memory';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this process counts its request limits: shared by every process unless `memory`. */
    limitStore: LimitStoreKind;
  }
}

/** Expired counters are deleted this often (every process does it; the delete is cheap and idempotent). */
const SWEEP_MS = 10 * 60 * 1000;

/** A route's own prefix of its counters (`POST/api/…|`), from the options the plugin gives `child`. */
const routeKeyOf = (options: object) => {
  const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
  return `${route?.method ?? ''}${route?.url ?? ''}|`;
};

/**
 * @fastify/rate-limit's store interface over the `rate_limits` table (migration 0015): one
 * atomic upsert per limited request counts the hit, and starts a new window when the last one
 * has ended. Every process on the database shares the counts. Used when there is PostgreSQL but
 * no Redis; the route's method and URL keep the limits of different routes apart, as in the
 * plugin's Redis store.
 */
export class PostgresLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly routeKey = '',
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow = 60_000,
  ) {
    rows<{ hits: number; ttl: string | number }>(
      this.db,
      sql`INSERT INTO rate_limits AS r (key, hits, expires_at)
          VALUES (${this.routeKey + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE least(r.hits + 1, 2147483647) END,
            expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END
          RETURNING hits, ceil(extract(epoch FROM r.expires_at - now()) * 1000)::bigint AS ttl`,
    ).then(
      ([row]) => callback(null, { current: row!.hits, ttl: Math.max(0, Number(row!.ttl)) }),
      (error: Error) => callback(error),
    );
  }

  child(options: object) {
    return new PostgresLimitStore(this.db, routeKeyOf(options));
  }
}

/** The constructor @fastify/rate-limit calls (`new Store(options)`), bound to this database. */
const postgresLimitStore = (db: Db): FastifyRateLimitStoreCtor =>
  class extends PostgresLimitStore {
    constructor() {
      super(db);
    }
  };

/** One hit in Redis: the count in the window, and the milliseconds left of it (one round trip). */
const REDIS_HIT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return {current, tonumber(ARGV[1])} end
  return {current, redis.call('PTTL', KEYS[1])}`;
type RedisWithHit = Redis & {
  limitHit(
    key: string,
    windowMs: number,
    callback: (error: Error | null, result?: [number, number]) => void,
  ): void;
};

/**
 * Redis while it answers, the `rate_limits` table while it does not (docs/decisions/025, 036):
 * a server starts, and its limits hold, without Redis; once Redis is back (ioredis reconnects by
 * itself) the counting moves back to it. A hit that Redis was asked for and did not answer (it
 * died or froze under the request) cannot be counted: the request answers 503, never uncounted.
 * Counts do not move between the two stores, so a window may start again at a switch, as it does
 * when Redis restarts empty.
 */
class FallbackLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: RedisWithHit,
    private readonly fallback: PostgresLimitStore,
    private readonly routeKey = '',
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow = 60_000,
  ) {
    if (this.redis.status !== 'ready') return this.fallback.incr(key, callback, timeWindow);
    this.redis.limitHit(`${REDIS_PREFIX}${this.routeKey}${key}`, timeWindow, (error, result) =>
      error || !result
        ? callback(unavailable(error))
        : callback(null, { current: Number(result[0]), ttl: Math.max(0, Number(result[1])) }),
    );
  }

  child(options: object) {
    return new FallbackLimitStore(this.redis, this.fallback.child(options), routeKeyOf(options));
  }
}

/** Where the counters live in Redis. */
const REDIS_PREFIX = 'lb:limit:';

/**
 * A Redis client that never holds a request: no queue while disconnected, a command unanswered
 * for a second fails, and reconnects go on in the background for as long as the process runs.
 */
function limitRedis(url: string, log: FastifyBaseLogger): RedisWithHit {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  }) as RedisWithHit;
  redis.defineCommand('limitHit', { numberOfKeys: 1, lua: REDIS_HIT });
  // Said once when it goes and once when it is back, not at every reconnect attempt.
  let away = false;
  redis.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log.warn({ err: error }, 'Redis is away: request limits are counted in the database until it is back');
  });
  redis.on('ready', () => {
    if (away) log.info('Redis is back: request limits are counted in it again');
    away = false;
  });
  return redis;
}

/**
 * @fastify/rate-limit with a store every process shares: Redis when `REDIS_URL` is set (the
 * database while Redis is away), otherwise the database when it is PostgreSQL; only the single
 * process on PGlite counts in its own memory. Routes and `app.rateLimit()` set their limits as
 * before.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl } = app.config;
    if (app.database.kind === 'postgres' || redisUrl) {
      const sweep = setInterval(() => {
        app.db.execute(sql`DELETE FROM rate_limits WHERE expires_at < now()`).catch(() => undefined);
      }, SWEEP_MS);
      sweep.unref();
      app.addHook('onClose', async () => clearInterval(sweep));
    }
    if (redisUrl) {
      // Not awaited: a server starts while Redis is away, and counts in the database meanwhile.
      const redis = limitRedis(redisUrl, app.log);
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
      app.decorate('limitStore', 'redis' satisfies LimitStoreKind);
      const db = app.db;
      await app.register(rateLimit, {
        global: false,
        store: class extends FallbackLimitStore {
          constructor() {
            super(redis, new PostgresLimitStore(db));
          }
        },
      });
      return;
    }
    if (app.database.kind === 'postgres') {
      app.decorate('limitStore', 'postgres' satisfies LimitStoreKind);
      await app.register(rateLimit, { global: false, store: postgresLimitStore(app.db) });
      return;
    }
    app.decorate('limitStore', 'memory' satisfies LimitStoreKind);
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
