/**
 * A person is a mobile number (decision 042): one mobile holds one account per role, so every
 * rule that speaks of different people (reporters, a lane's load owners, raters, the two sides
 * of a bid, a trip or a rating) compares mobiles, not account ids. Defined once here, by the
 * owner of `users`; the migrations' views say the same in SQL (0027).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

/** The person (mobile) of the account this SQL expression names, as an SQL expression. */
export const personOf = (userIdColumn: string) =>
  sql.raw(`(SELECT p.mobile FROM users p WHERE p.id = ${userIdColumn})`);

/** Whether two accounts are one person (the same mobile); two ids that are equal are too. */
export async function samePerson(db: DbOrTx, a: number, b: number): Promise<boolean> {
  if (a === b) return true;
  const [row] = await rows<{ same: boolean }>(
    db,
    sql`SELECT count(DISTINCT mobile) = 1 AND count(*) = 2 AS same FROM users WHERE id IN (${a}, ${b})`,
  );
  return row?.same ?? false;
}

/** The mobile of an account (a person's key in per-person limits), or undefined. */
export async function mobileOfUser(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await rows<{ mobile: string }>(db, sql`SELECT mobile FROM users WHERE id = ${userId}`);
  return row?.mobile.trim();
}
