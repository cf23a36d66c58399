/**
 * A load poster's days to pay as listing rows and bids carry it (docs/decisions/048): the
 * ledger keeps one `payer_days` row a payer, and a page reads it by primary key as columns of
 * its own statement (as trust's rating, `trust/rating.ts`), so a page stays one query and no row
 * aggregates trips (decision 047).
 */
import { sql } from 'drizzle-orm';
import type { DaysToPay } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { idArray } from '../../db/sql.js';

/** Days to pay of the user this alias's `id` names, as two columns (`pay_median_days`, `pay_trips`). */
export const daysToPayColumns = (alias: string) =>
  sql.raw(`(SELECT d.median_days FROM payer_days d WHERE d.user_id = ${alias}.id)::float AS pay_median_days,
  coalesce((SELECT d.trips FROM payer_days d WHERE d.user_id = ${alias}.id), 0)::int AS pay_trips`);

export interface DaysToPayColumns {
  pay_median_days: number | null;
  pay_trips: number;
}

/** `users_payment` from `daysToPayColumns`: median null below the thresholds ("new"). */
export const daysToPaySummary = (row: DaysToPayColumns): DaysToPay => ({
  median_days: row.pay_median_days === null ? null : Number(row.pay_median_days),
  trips: Number(row.pay_trips),
});

/** Rows with `users_payment` added from their `users_id` (a page of bids: one query by primary key). */
export async function withDaysToPay<R extends { users_id: string }>(
  db: DbOrTx,
  found: R[],
): Promise<(R & { users_payment: DaysToPay })[]> {
  const ids = [...new Set(found.map((row) => row.users_id))];
  const kept = ids.length
    ? await rows<DaysToPayColumns & { user_id: string }>(
        db,
        sql`SELECT user_id::text AS user_id, median_days::float AS pay_median_days, trips AS pay_trips
            FROM payer_days WHERE user_id = ANY(${idArray(ids)})`,
      )
    : [];
  const byUser = new Map(kept.map((row) => [row.user_id, daysToPaySummary(row)]));
  return found.map((row) => ({
    ...row,
    users_payment: byUser.get(row.users_id) ?? { median_days: null, trips: 0 },
  }));
}
