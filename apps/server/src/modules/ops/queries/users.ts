import { OPS_CODES } from '@lorrybazaar/contract';
import { notFound } from '../../../lib/http-error.js';
import type { OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';
import { shownUser } from '../present.js';

/** The verification queue: pending documents, oldest first, with links signed for the operator. */
export const queue = ({ profiles }: OpsContext, operatorId: number) => profiles.pendingForReview(operatorId);

/** Users by mobile, name or company (any script). */
export async function searchUsers({ db }: OpsContext, query: string) {
  return (await repo.searchUsers(db, query)).map(shownUser);
}

/** A user with their listings, bids, trips and documents. */
export async function userDetail({ db, profiles }: OpsContext, operatorId: number, userId: number) {
  const user = await repo.findUser(db, userId);
  if (!user) throw notFound(OPS_CODES.notFound);
  const [listings, bids, schedules, documents] = await Promise.all([
    repo.listingsOf(db, userId),
    repo.bidsOf(db, userId),
    repo.schedulesOf(db, userId),
    profiles.documentsForOperator(db, userId, operatorId),
  ]);
  return { ...shownUser(user), listings, bids, schedules, documents };
}
