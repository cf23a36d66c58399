/**
 * "Verified", defined once (decision 010): every KYC document the user's role keeps
 * (`document_types.for_user_types`) is current and approved. The profile cards ask it of one
 * user (`isVerifiedUser`); the marketplace and bid rows show it as the "Verified" badge, a
 * column of their own statements (`verifiedUser`), so a page stays one statement.
 */
import { sql } from 'drizzle-orm';
import { DOCUMENT_STATUS } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';

const APPROVED = Number(DOCUMENT_STATUS.approved);

/** Whether the user of this `users` alias is verified, as a boolean column. */
export const verifiedUser = (alias: string) =>
  sql.raw(`(SELECT count(DISTINCT d.document_type_id) FROM documents d
      JOIN document_types dt ON dt.id = d.document_type_id
     WHERE d.user_id = ${alias}.id AND d.replaced_at IS NULL AND d.status = ${APPROVED}
       AND ${alias}.user_type_id = ANY (dt.for_user_types))
   = (SELECT count(*) FROM document_types dt WHERE ${alias}.user_type_id = ANY (dt.for_user_types))`);

/** Whether this user is verified (a driver bids on loads only then: docs/api.md, Roles). */
export async function isVerifiedUser(db: DbOrTx, userId: number): Promise<boolean> {
  // A named statement (db/prepared.ts): a bid, an accept and Book Now ask it, one row by key.
  const [row] = await preparedRows<{ verified: boolean }>(
    db,
    sql`SELECT ${verifiedUser('u')} AS verified FROM users u WHERE u.id = ${userId}`,
  );
  return row?.verified ?? false;
}
