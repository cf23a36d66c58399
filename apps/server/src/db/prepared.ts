/**
 * The marketplace's hot reads as named prepared statements (docs/decisions/032): parsed and
 * planned once per connection (PostgreSQL) or once per process (PGlite), then only bound and
 * executed. Planning was most of a page query's cost on both engines (docs/performance.md).
 *
 * A statement's name is taken from its text, so a text must not hold anything that makes its
 * plan wrong for other values: limits, offsets and status codes are written into the text
 * (`literal`), so the plan kept knows them; ids, days and search terms stay parameters, and a
 * plan built without their values (a generic plan) is one PostgreSQL chooses only when it
 * costs no more than planning each time would.
 *
 * Inside a transaction the statement is named too: on PostgreSQL on the connection the
 * transaction holds, on PGlite on its one session within the transaction's turn.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import type { DbOrTx } from './client.js';
import { rows } from './rows.js';

const dialect = new PgDialect();

/** Runs a named statement on one engine: prepares it first where that engine has not yet. */
export type PreparedRunner = (name: string, text: string, params: unknown[]) => Promise<unknown[]>;

/** The runner of each database, found through the client Drizzle was given (`db.$client`). */
const runners = new WeakMap<object, PreparedRunner>();

export function registerPrepared(client: object, runner: PreparedRunner) {
  runners.set(client, runner);
}

/** The runner for a transaction's own connection, where the engine has one (node-postgres). */
let onConnection: ((connection: object) => PreparedRunner | undefined) | undefined;

export function registerPreparedOnConnection(runnerOf: (connection: object) => PreparedRunner | undefined) {
  onConnection = runnerOf;
}

/** The runner of a database, or of the connection a Drizzle transaction holds (its session's client). */
function runnerOf(db: DbOrTx): PreparedRunner | undefined {
  const client = (db as { $client?: object }).$client;
  if (client) return runners.get(client);
  const connection = (db as unknown as { session?: { client?: object } }).session?.client;
  return connection ? (runners.get(connection) ?? onConnection?.(connection)) : undefined;
}

/**
 * Page texts named at most. A page's limit and offset are written into its text, so a visitor
 * paging far, or with odd limits, makes new texts; each is a plan held by every connection, so
 * their number is bounded, and texts past it run unnamed, as before. The other texts are fixed
 * by the code (a few per language) and always named: a crawler cannot use up their names.
 */
export const MAX_NAMED_PAGES = 1000;
const names = new Map<string, string>();
let namedPages = 0;

/** Observers of every named statement run (the benchmark's statement trace; nothing in the server). */
export const preparedObservers = new Set<
  (statement: { sql: string; params: unknown[]; name: string }) => void
>();

function nameOf(text: string, page: boolean): string | undefined {
  let name = names.get(text);
  if (name === undefined && !(page && namedPages >= MAX_NAMED_PAGES)) {
    name = `lb_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
    if (page) namedPages++;
  }
  return name;
}

/**
 * Rows of a read, as a named prepared statement where the database has a runner. `page`: a
 * text with a page's limit and offset in it, named only while MAX_NAMED_PAGES allows.
 */
export async function preparedRows<T>(
  db: DbOrTx,
  query: SQL,
  options: { page?: boolean } = {},
): Promise<T[]> {
  const runner = runnerOf(db);
  if (!runner) return rows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = nameOf(text, options.page ?? false);
  if (!name) return rows<T>(db, query);
  for (const observe of preparedObservers) observe({ sql: text, params, name });
  return (await runner(name, text, params)) as T[];
}
