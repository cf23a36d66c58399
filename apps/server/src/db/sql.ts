/**
 * SQL and column helpers shared by the repositories and the typed schema mirrors, each once.
 */
import { sql } from 'drizzle-orm';
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';
import { INDIA_TIME_ZONE, type Language } from '@lorrybazaar/contract';

// ---------------------------------------------------------------- columns (schema mirrors)

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** BIGINT ids are numbers inside the server (safe up to 2^53) and strings on the wire (docs/api.md). */
export const id = (name: string) => bigint(name, { mode: 'number' });

// ---------------------------------------------------------------- query fragments

/** A reference row's name in the caller's language (`names` jsonb), else its English name. */
export const localised = (alias: string, lang: Language) =>
  sql`coalesce(${sql.raw(alias)}.names ->> ${lang}, ${sql.raw(alias)}.name)`;

/** A timestamptz as the API sends it: ISO 8601 in UTC with milliseconds. */
export const isoTimestamp = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** India's day of a timestamptz column, as a date (decision 028: return windows, postings' days). */
export const indiaDate = (column: string) => sql.raw(`(${column} AT TIME ZONE '${INDIA_TIME_ZONE}')::date`);

/** India's date and time of day of a timestamptz column, as the API writes them: YYYY-MM-DD HH:MM. */
export const indiaDateTime = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE '${INDIA_TIME_ZONE}', 'YYYY-MM-DD HH24:MI')`);

/** India's day of a timestamptz column, as the API writes it: YYYY-MM-DD. */
export const indiaDay = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE '${INDIA_TIME_ZONE}', 'YYYY-MM-DD')`);

/** A person's shown name: the name, else the company (a shipper may give only that). */
export const shownName = (alias: string) =>
  sql.raw(`coalesce(nullif(${alias}.name, ''), nullif(${alias}.company, ''), '')`);

/**
 * Ids as one array parameter: `$1::bigint[]` bound to its text form (`{1,2,3}`). The statement's
 * text, and so a named statement's plan (db/prepared.ts), is the same however many ids.
 */
export const idArray = (ids: readonly (number | string)[], type: 'bigint' | 'int' = 'bigint') =>
  sql`${`{${ids.join(',')}}`}::${sql.raw(type)}[]`;

/** `%`, `_` and `\` of user text taken literally in a LIKE pattern (ESCAPE '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * A whole number the server chose (a limit, an offset, a status code), written into the text
 * instead of sent as a parameter: the plan of a prepared statement then knows it
 * (db/prepared.ts). Never for a value a user sent.
 */
export const literal = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return sql.raw(String(value));
};
