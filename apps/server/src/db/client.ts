import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a multi-statement SQL script (migrations). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the data directory (tests clone a migrated template). */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL only: LISTEN on these channels over one connection of its own (not the pool's;
   * the process's bus, plugins/app/bus.ts). When that connection drops it reconnects and calls
   * `onReconnect`, since what was NOTIFYed while it was away is gone. Resolves once listening;
   * the function it gives stops listening.
   */
  listen?: (channels: readonly string[], handlers: ListenHandlers) => Promise<() => Promise<void>>;
}

export interface ListenHandlers {
  onMessage: (channel: string, payload: string) => void;
  onReconnect: () => void;
}

// node-postgres returns BIGINT and NUMERIC as strings, which is what the API sends (docs/api.md,
// Values on the wire).
// PGlite is told to do the same, so both engines behave alike.
const TEXT_PARSERS = {
  20: (value: string) => value, // int8
  1700: (value: string) => value, // numeric
};

/** Statement time-out: a pathological query must not hold the server. */
export const STATEMENT_TIMEOUT_MS = 5000;

/**
 * PGlite answers a statement on the Node thread without returning to the event loop, so a
 * request's whole database work runs inside the callback that read it, and Node accepts one new
 * connection per loop turn: on a busy server a newly arriving user waited seconds to be
 * accepted (docs/performance.md). Each statement or transaction therefore waits its turn in one
 * queue and starts in a later loop turn than the previous one ended, so the loop accepts and
 * reads between any two. The order is unchanged: PGlite runs one at a time anyway.
 */
export function takeTurns() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

/**
 * A PGlite instance as the server configures it (extensions, parsers, time zone, time-out),
 * without the turns of `openPglite`: what the benchmark runs statements on directly.
 */
export async function createPgliteClient(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    parsers: TEXT_PARSERS,
  });
  await client.exec(`SET TIME ZONE 'UTC'; SET statement_timeout = ${STATEMENT_TIMEOUT_MS};`);
  return client;
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await createPgliteClient(options);
  // Statements inside a transaction use the transaction's own handle: only whole statements
  // and whole transactions take turns.
  const turn = takeTurns();
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const exec = client.exec.bind(client);
  client.query = ((...args: Parameters<typeof query>) => turn(() => query(...args))) as typeof query;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    turn(() => transaction(...args))) as typeof transaction;
  client.exec = ((...args: Parameters<typeof exec>) => turn(() => exec(...args))) as typeof exec;
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

export async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // Every connection speaks UTC and gives up on a runaway statement.
    options: `-c TimeZone=UTC -c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
  });
  // Fail fast with a clear error when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: () => pool.end(),
    listen: (channels, handlers) => listen(url, channels, handlers),
  };
}

async function listen(
  url: string,
  channels: readonly string[],
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (channels.includes(message.channel)) handlers.onMessage(message.channel, message.payload ?? '');
    });
    // A dropped connection (server restart, network) is replaced; its error is not fatal.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      scheduleReconnect(250);
    });
    await next.connect();
    for (const channel of channels) await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  const scheduleReconnect = (delay: number) => {
    retry = setTimeout(() => {
      connect().then(handlers.onReconnect, () => {
        if (!stopped) scheduleReconnect(Math.min(delay * 2, 10_000));
      });
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
