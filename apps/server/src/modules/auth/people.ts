/**
 * A person is a mobile number (decision 042): one mobile holds one account per role, so every
 * rule that speaks of different people (reporters, a lane's load owners, raters, the two sides
 * of a bid, a trip or a rating) compares mobiles, not account ids. Defined once here, by the
 * owner of `users`; the migrations' views say the same in SQL (0027).
 */
import { sql, type SQL } from 'drizzle-orm';
import { TRUST_CODES } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { rows } from '../../db/rows.js';
import { forbidden } from '../../lib/http-error.js';

/**
 * Whether the accounts two expressions name are one person (the same mobile; one account is),
 * as a boolean column of a statement that reads other facts too (a bid's, trade/sql/bids.ts).
 * False when either names no account.
 */
export const samePersonColumn = (a: SQL, b: SQL) =>
  sql`EXISTS (SELECT 1 FROM users x JOIN users y ON y.mobile = x.mobile WHERE x.id = ${a} AND y.id = ${b})`;

/** Whether two accounts are one person (the same mobile); two ids that are equal are too. */
export async function samePerson(db: DbOrTx, a: number, b: number): Promise<boolean> {
  if (a === b) return true;
  // Every booking asks: a named statement (db/prepared.ts), planned once per connection.
  const [row] = await preparedRows<{ same: boolean }>(
    db,
    sql`SELECT ${samePersonColumn(sql`${a}`, sql`${b}`)} AS same`,
  );
  return row?.same ?? false;
}

/**
 * A bid, a booking or a rating is between two people: two accounts of one mobile answer 403
 * `trust:errors.samePerson` (decision 042; never allowed, so not a conflict of state).
 */
export async function assertTwoPeople(db: DbOrTx, a: number, b: number): Promise<void> {
  assertNotSamePerson(await samePerson(db, a, b));
}

/** The refusal of `assertTwoPeople`, for an answer read with other facts (`samePersonColumn`). */
export function assertNotSamePerson(same: boolean): void {
  if (same) throw forbidden(TRUST_CODES.samePerson);
}

/** The mobile of an account (a person's key in per-person limits), or undefined. */
export async function mobileOfUser(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await rows<{ mobile: string }>(db, sql`SELECT mobile FROM users WHERE id = ${userId}`);
  return row?.mobile.trim();
}
