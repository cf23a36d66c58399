import type { TripRatingsResponse } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import type { TrustContext } from '../context.js';
import { mayRate, partyOf, theirsShown } from '../policy.js';
import { presentRating } from '../present.js';
import * as repo from '../trust.repository.js';

/** A trip's two ratings as its caller may see them, and whether the caller may rate. */
export async function tripRatings(
  { db, clock }: TrustContext,
  actor: Actor,
  scheduleId: number,
): Promise<TripRatingsResponse['data']> {
  const { trip, other, rates } = partyOf(await repo.tripParties(db, scheduleId), actor.userId);
  const now = clock.now();
  const found = await repo.tripRatings(db, scheduleId);
  const mine = found.find((row) => Number(row.rater_id) === actor.userId);
  const theirs = found.find((row) => Number(row.rater_id) === other);
  const shown = theirsShown(mine, theirs, now);
  return {
    mine: mine ? presentRating(mine, now) : null,
    theirs: shown ? presentRating(shown, now) : null,
    theirs_waiting: Boolean(theirs) && !shown,
    can_rate: mayRate(trip, mine, now),
    other_party_id: String(other),
    rates,
  };
}
