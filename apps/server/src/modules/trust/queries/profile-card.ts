import { TRUST_CODES, type UserRatingResponse } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import { roleName } from '../../../lib/i18n.js';
import type { TrustContext } from '../context.js';
import * as repo from '../trust.repository.js';

const RECENT_RATINGS = 5;

/**
 * The public profile card of any user (signed-in callers): their sums and latest ratings, of the
 * ratings shown (a blind one is not, to anyone, the user included; trust.repository.ts `shownAt`).
 */
export async function profileCard(
  { db, clock }: TrustContext,
  actor: Actor,
  userId: number,
): Promise<UserRatingResponse['data']> {
  const user = await repo.person(db, userId);
  if (!user) throw notFound(TRUST_CODES.userNotFound);
  const [rating, recent] = await Promise.all([
    repo.summaries(db, [userId]),
    repo.recentRatings(db, userId, RECENT_RATINGS, clock.now()),
  ]);
  return {
    users_id: String(userId),
    users_name: user.name,
    user_types_name: roleName(user.user_type_id, actor.language),
    rating: rating.get(userId)!,
    recent: recent.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at })),
  };
}
