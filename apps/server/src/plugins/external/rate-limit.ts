import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';

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
    const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
    return new PostgresLimitStore(this.db, `${route?.method ?? ''}${route?.url ?? ''}|`);
  }
}

/** The constructor @fastify/rate-limit calls (`new Store(options)`), bound to this database. */
const postgresLimitStore = (db: Db): FastifyRateLimitStoreCtor =>
  class extends PostgresLimitStore {
    constructor() {
      super(db);
    }
  };

/**
 * @fastify/rate-limit with a store every process shares: Redis when `REDIS_URL` is set,
 * otherwise the database when it is PostgreSQL; only the single process on PGlite counts in
 * its own memory. Routes and `app.rateLimit()` set their limits as before.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl } = app.config;
    if (redisUrl) {
      // Fail fast instead of queueing limited requests behind a Redis that is away (the
      // plugin's own advice); a request then fails rather than going uncounted.
      const redis = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis'));
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
      app.decorate('limitStore', 'redis' satisfies LimitStoreKind);
      await app.register(rateLimit, { global: false, redis, nameSpace: 'lb:limit:' });
      return;
    }
    if (app.database.kind === 'postgres') {
      const sweep = setInterval(() => {
        app.db.execute(sql`DELETE FROM rate_limits WHERE expires_at < now()`).catch(() => undefined);
      }, SWEEP_MS);
      sweep.unref();
      app.addHook('onClose', async () => clearInterval(sweep));
      app.decorate('limitStore', 'postgres' satisfies LimitStoreKind);
      await app.register(rateLimit, { global: false, store: postgresLimitStore(app.db) });
      return;
    }
    app.decorate('limitStore', 'memory' satisfies LimitStoreKind);
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
