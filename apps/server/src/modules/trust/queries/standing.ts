import type { RatingSummary } from '@lorrybazaar/contract';
import type { TrustContext } from '../context.js';
import * as repo from '../trust.repository.js';

/** Standing of many users in one query (a page of bids or listings). */
export const summaries = ({ db }: TrustContext, userIds: number[]) =>
  repo.summaries(db, [...new Set(userIds)]);

/** Rows with `users_rating` added from their `users_id`. */
export async function withRatings<R extends { users_id: string }>(
  { db }: TrustContext,
  rows: R[],
): Promise<(R & { users_rating: RatingSummary })[]> {
  const found = await repo.summaries(db, [...new Set(rows.map((row) => Number(row.users_id)))]);
  return rows.map((row) => ({ ...row, users_rating: found.get(Number(row.users_id))! }));
}
