import type { TrustContext } from '../context.js';
import * as repo from '../trust.repository.js';

/** Users summed again in one pass; the next pass takes the rest. */
const REVEAL_BATCH = 500;

/**
 * Sums again the users one of whose blind ratings has ended its blind days (RATING_EDIT_DAYS
 * after it was given, decision 041): the rating now counts in their average and count. Each
 * user in a transaction of their own, on the ratee's lock as a rating takes it. Returns how many.
 */
export async function revealRatings({ db, clock }: TrustContext): Promise<number> {
  const now = clock.now();
  const due = await repo.revealDue(db, now, REVEAL_BATCH);
  for (const userId of due) await db.transaction((tx) => repo.summarise(tx, userId, now));
  return due.length;
}
