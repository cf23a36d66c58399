/**
 * Preloaded into a server process by `npm run bench` (`--import`): with BENCH_SQL_TRACE set, every
 * statement the server sends (text and parameters, one JSON line each; a named prepared
 * statement's name, db/prepared.ts) is appended to that file, on PostgreSQL (node-postgres) and
 * on PGlite alike. The benchmark reads what a call runs from it
 * and runs the same statements straight against the engine (bench/engine.ts). Never used by the
 * server itself.
 */
import { PGlite } from '@electric-sql/pglite';
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import { preparedObservers } from '../apps/server/src/db/prepared.ts';

export interface TracedStatement {
  sql: string;
  params: unknown[];
  /** A named (prepared) statement on PostgreSQL. */
  name?: string;
}

const file = process.env.BENCH_SQL_TRACE;
if (file) {
  const write = (statement: TracedStatement) => appendFileSync(file, `${JSON.stringify(statement)}\n`);
  type QueryConfig = { text: string; values?: unknown[]; name?: string };
  const poolQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [config, values] = args as [string | QueryConfig, unknown[] | undefined];
    if (typeof config === 'string') write({ sql: config, params: values ?? [] });
    // Named statements are written by the observer below, on either engine.
    else if (!config.name)
      write({ sql: config.text, params: (Array.isArray(values) ? values : config.values) ?? [] });
    return poolQuery.apply(this, args);
  } as typeof pg.Pool.prototype.query;
  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    write({ sql: args[0], params: args[1] ?? [] });
    return pgliteQuery.apply(this, args);
  } as PGlite['query'];
  preparedObservers.add(write);
}
