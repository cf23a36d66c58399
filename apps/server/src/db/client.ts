import { PGlite, parse, protocol, type Transaction, type messages } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { registerPrepared, registerPreparedOnConnection } from './prepared.js';
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
  /**
   * PostgreSQL only: where a connection's own failure goes (a terminated backend, a restarted
   * server, a dropped network), once per error. Handled either way: it never ends the process;
   * the requests on that connection fail and answer 503 (plugins/app/errors.ts), the pool opens
   * new connections for the next ones.
   */
  onConnectionError?: (listener: (error: Error) => void) => void;
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

/** date, time and interval types (and their arrays) as text, as Drizzle's node-postgres driver reads them. */
const RAW_DATE_TYPES = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const RAW_DATES = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    RAW_DATE_TYPES.has(id)
      ? (value: string) => value
      : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
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

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A parameter as PostgreSQL's text form (what PGlite's own query() sends for our values). */
const asText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/**
 * Named prepared statements on PGlite (db/prepared.ts), through its wire protocol: a statement is
 * parsed and described once, then each run is one message (bind, execute, sync) instead of the
 * six steps and the planning of `query()`. Rows are parsed as `query()` parses them.
 *
 * Each run plans generically (`plan_cache_mode`, set around the run in the same message): PGlite
 * starts PostgreSQL with `enable_seqscan=off`, which puts a disabled scan's cost into every page
 * plan and makes PostgreSQL's own comparison of a generic and a custom plan come out for
 * planning again on every run (13 ms of planning for 1.4 ms of work, at a million postings). The
 * named statements' texts are written to plan well generically (db/prepared.ts).
 */
export function pglitePrepared(
  client: PGlite,
): (name: string, text: string, params: unknown[], inTransaction?: boolean) => Promise<unknown[]> {
  const described = new Map<string, messages.RowDescriptionMessage | null>();
  const { serialize } = protocol;
  // Dates and times as text, as Drizzle's PGlite driver reads them.
  const raw = (value: string) => value;
  const parsers = { ...client.parsers, ...Object.fromEntries([...RAW_DATE_TYPES].map((id) => [id, raw])) };
  return async (name, text, params, inTransaction = false) => {
    // Inside a transaction its commit writes the files, as for query().
    const options = { syncToFs: !inTransaction };
    let columns = described.get(name);
    if (columns === undefined) {
      const prepared = await client.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        options,
      );
      columns =
        (prepared.messages.find((message) => message.name === 'rowDescription') as
          messages.RowDescriptionMessage | undefined) ?? null;
      described.set(name, columns);
    }
    const ran = await client.execProtocol(
      concat([
        serialize.query('SET plan_cache_mode = force_generic_plan'),
        serialize.bind({ statement: name, values: params.map(asText) }),
        serialize.execute({}),
        serialize.sync(),
        serialize.query('RESET plan_cache_mode'),
      ]),
      options,
    );
    // The run's own messages: its rows, up to its command's completion.
    const from = ran.messages.findIndex((message) => message.name === 'bindComplete');
    const to = ran.messages.findIndex((message, at) => at > from && message.name === 'commandComplete');
    const own = ran.messages.slice(from + 1, to + 1);
    const [result] = parse.parseResults(columns ? [columns, ...own] : own, parsers);
    return result?.rows ?? [];
  };
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
  const prepared = pglitePrepared(client);
  // A transaction's named statements run on the same session, in the transaction's turn
  // (db/prepared.ts finds them through the handle Drizzle's transaction holds).
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    turn(() =>
      transaction((tx) => {
        // Under the session's query lock, as PGlite runs every statement: a named statement
        // started beside another of the transaction's must not land between its messages.
        registerPrepared(tx, (name, text, params) =>
          client.runExclusive(() => prepared(name, text, params, true)),
        );
        return callback(tx);
      }),
    )) as typeof transaction;
  client.exec = ((...args: Parameters<typeof exec>) => turn(() => exec(...args))) as typeof exec;
  registerPrepared(client, (name, text, params) =>
    turn(() => client.runExclusive(() => prepared(name, text, params))),
  );
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

/** How long a request waits for a new connection when the pool opens one (PostgreSQL away: 503). */
export const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // Every connection speaks UTC and gives up on a runaway statement.
    options: `-c TimeZone=UTC -c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
    // A request does not wait forever for a server that does not answer, and a connection whose
    // peer vanished without a word (a fail-over, a NAT's idle time-out) is found out.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A connection that fails while idle in the pool is an 'error' of the pool, and one that
  // fails while a request holds it between statements an 'error' of the client: unheard, either
  // would end the process (node's rule for an 'error' event nobody listens to).
  const listeners: ((error: Error) => void)[] = [];
  const told = new WeakSet<Error>();
  const connectionError = (error: Error) => {
    if (told.has(error)) return;
    told.add(error);
    for (const listener of listeners) listener(error);
  };
  pool.on('error', connectionError);
  pool.on('connect', (client) => client.on('error', connectionError));
  releaseWhenEnded(pool);
  // Fail fast with a clear error when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  // Named statements (db/prepared.ts): node-postgres prepares each once per connection. Dates
  // and times come back as text, as Drizzle reads them.
  registerPrepared(
    pool,
    async (name, text, values) => (await pool.query({ name, text, values, types: RAW_DATES })).rows,
  );
  // Inside a transaction, on the connection it holds.
  registerPreparedOnConnection((connection) =>
    connection instanceof pg.Client
      ? async (name, text, values) => (await connection.query({ name, text, values, types: RAW_DATES })).rows
      : undefined,
  );
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: () => pool.end(),
    listen: (channels, handlers) => listen(url, channels, handlers),
    onConnectionError: (listener) => listeners.push(listener),
  };
}

/**
 * A client whose connection ends while a request holds it goes back to the pool at once (to be
 * dropped), and the holder's own release later does nothing. Drizzle sends a transaction's BEGIN
 * before its try/finally, so a BEGIN on a connection that had just died kept its client out for
 * good: under load through a PostgreSQL restart a few of those starved the pool, and every
 * request waited for a connection and answered 503 long after PostgreSQL was back
 * (scripts/test-cluster.ts).
 */
function releaseWhenEnded(pool: pg.Pool) {
  const acquire = pool.connect.bind(pool) as (
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ) => void;
  const guard = (client: pg.PoolClient) => {
    const release = client.release;
    let released = false;
    const once = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('end', ended);
      release(error);
    };
    const ended = () => once(new Error('the connection ended while in use'));
    client.once('end', ended);
    client.release = once;
    return client;
  };
  pool.connect = ((
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ) => {
    if (callback)
      return acquire((error, client, done) =>
        client ? callback(error, guard(client), () => client.release()) : callback(error, client, done),
      );
    return new Promise<pg.PoolClient>((resolve, reject) =>
      acquire((error, client) => (error || !client ? reject(error) : resolve(guard(client)))),
    );
  }) as typeof pool.connect;
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
