/**
 * A user's standing as the marketplace shows it, one definition each
 * (docs/decisions/029-operator-console.md):
 * - withheld: suspended, or with open reports from three different people until an operator
 *   looks (the `withheld_users` view of migration 0018); their listings are not shown;
 * - verified: every KYC document their role keeps is current and approved (decision 010); the
 *   "Verified" badge on their listing cards and bid rows.
 */
import { sql } from 'drizzle-orm';

/** True when the user this column names is not withheld. */
export const shownOwner = (userIdColumn: string) =>
  sql.raw(`${userIdColumn} NOT IN (SELECT user_id FROM withheld_users)`);

/** Whether the user of this `users` alias is verified, as a boolean column. */
export const verifiedUser = (alias: string) =>
  sql.raw(`(SELECT count(DISTINCT d.document_type_id) FROM documents d
      JOIN document_types dt ON dt.id = d.document_type_id
     WHERE d.user_id = ${alias}.id AND d.replaced_at IS NULL AND d.status = 2
       AND ${alias}.user_type_id = ANY (dt.for_user_types))
   = (SELECT count(*) FROM document_types dt WHERE ${alias}.user_type_id = ANY (dt.for_user_types))`);
