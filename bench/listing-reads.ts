/**
 * Preloaded into the benchmark's server processes (`--import`, with WORKERS into each worker):
 * every answer says how many of the marketplace's listing statements its request ran, in two
 * headers the benchmark reads, so it can tell an answer served from the pages a process keeps
 * (decision 032) from one the database read:
 *
 * - `x-bench-listing-rows`: statements choosing a page's rows from a listing (their text begins
 *   `SELECT id, created_at FROM`: pageSelect in modules/trade/sql/listings.ts); the statement
 *   showing those rows by their ids follows each that found any;
 * - `x-bench-listing-counts`: the capped counts behind `totalPages` (`SELECT count(*)::int AS n
 *   FROM (SELECT 1 FROM …`).
 *
 * A request's statements are found by the request they run for (AsyncLocalStorage, entered where
 * Node's HTTP server hands the request over), on PostgreSQL and on PGlite, named or not, as
 * bench/sql-trace.ts finds them. It costs every request of the server a context of its own,
 * which the benchmark's figures include. Never used by the server itself.
 */
import { PGlite } from '@electric-sql/pglite';
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import pg from 'pg';
import { preparedObservers } from '../apps/server/src/db/prepared.ts';

export const ROWS_HEADER = 'x-bench-listing-rows';
export const COUNTS_HEADER = 'x-bench-listing-counts';

/**
 * A listing page's statements, by their text: the one choosing its rows, the one showing them
 * (by the ids chosen: every listing page's rows have `sort_at`), and a listing's capped count.
 */
export const LISTING_ROWS = /^\s*SELECT (?:[lp]\.)?id, (?:[lp]\.)?created_at FROM /;
export const LISTING_SHOWN = /\bAS sort_at\b/;
export const LISTING_COUNT = /^\s*SELECT count\(\*\)::int AS n FROM \(SELECT 1 FROM /;

interface Reads {
  rows: number;
  counts: number;
}

const reads = new AsyncLocalStorage<Reads>();
const note = (text: string) => {
  const into = reads.getStore();
  if (!into) return;
  if (LISTING_ROWS.test(text)) into.rows += 1;
  else if (LISTING_COUNT.test(text)) into.counts += 1;
};

if (process.env.BENCH_LISTING_READS) {
  const emit = http.Server.prototype.emit as (
    this: http.Server,
    event: string,
    ...args: unknown[]
  ) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const response = args[1] as http.ServerResponse;
    const into: Reads = { rows: 0, counts: 0 };
    const writeHead = response.writeHead as (...head: unknown[]) => http.ServerResponse;
    response.writeHead = function (this: http.ServerResponse, ...head: unknown[]) {
      this.setHeader(ROWS_HEADER, into.rows);
      this.setHeader(COUNTS_HEADER, into.counts);
      return writeHead.apply(this, head);
    } as typeof response.writeHead;
    return reads.run(into, () => emit.call(this, event, ...args));
  } as typeof http.Server.prototype.emit;

  type QueryConfig = { text: string; name?: string };
  const poolQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const config = args[0] as string | QueryConfig;
    // Named statements are noted by the observer below, on either engine.
    if (typeof config === 'string') note(config);
    else if (!config.name) note(config.text);
    return poolQuery.apply(this, args);
  } as typeof pg.Pool.prototype.query;
  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    note(args[0]);
    return pgliteQuery.apply(this, args);
  } as PGlite['query'];
  preparedObservers.add((statement) => note(statement.sql));
}
