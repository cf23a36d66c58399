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
}

// node-postgres returns BIGINT and NUMERIC as strings, which is what the API sends (DECISIONS §2).
// PGlite is told to do the same, so both engines behave alike.
const TEXT_PARSERS = {
  20: (value: string) => value, // int8
  1700: (value: string) => value, // numeric
};

/** Statement time-out: a pathological query must not hold the server. */
export const STATEMENT_TIMEOUT_MS = 5000;

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    parsers: TEXT_PARSERS,
  });
  await client.exec(`SET TIME ZONE 'UTC'; SET statement_timeout = ${STATEMENT_TIMEOUT_MS};`);
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
  };
}
