/**
 * Who the marketplace's lists leave out (decision 029), defined once: users suspended, or
 * reported by people (mobiles, weighted by their accounts' age and standing: decision 042) until
 * an operator looks (the `withheld_users` view of migration 0027, over the operators' `reports`
 * and the suspension). The listings' statements carry it as a condition of their own
 * (`shownOwner`), through `withheld_user_ids()` (migration 0040): the ids read once per statement,
 * without the view's plan made again with each statement's.
 */
import { sql } from 'drizzle-orm';

/** True when the user this column names is not withheld (the array as a sub-select: read once). */
export const shownOwner = (userIdColumn: string) =>
  sql.raw(`${userIdColumn} <> ALL ((SELECT withheld_user_ids())::bigint[])`);
