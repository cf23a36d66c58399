import { TRUST_CODES, type RateTripInput, type Rating } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import type { Actor } from '../../../lib/actor.js';
import { conflict } from '../../../lib/http-error.js';
import { assertTwoPeople } from '../../auth/people.js';
import type { TrustContext } from '../context.js';
import { assertTagsFor, isFinal, partyOf } from '../policy.js';
import { presentRating } from '../present.js';
import * as repo from '../trust.repository.js';

/**
 * Rates the other party of a delivered trip, or changes the caller's rating while it is not
 * final (RATING_EDIT_DAYS after it was given). The sums change in the same transaction: the
 * other party's, and the caller's, since rating back shows the other party's rating of the
 * caller (`summariseBoth`).
 */
export async function rate(
  { db, clock }: TrustContext,
  actor: Actor,
  input: RateTripInput,
): Promise<{ rating: Rating; created: boolean }> {
  const now = clock.now();
  const { id, created } = await db.transaction(async (tx) => {
    const { trip, other, rates } = partyOf(await repo.tripParties(tx, input.schedule_id), actor.userId);
    await assertTwoPeople(tx, actor.userId, other);
    if (!trip.delivered) throw conflict(TRUST_CODES.notDelivered);
    assertTagsFor(rates, input.tags);
    const values = { stars: input.stars, tags: input.tags, comment: input.comment };
    const existing = await repo.lockRating(tx, input.schedule_id, actor.userId);
    if (existing) {
      if (isFinal(existing, now)) throw conflict(TRUST_CODES.ratingFinal);
      await repo.updateRating(tx, Number(existing.id), { ...values, updatedAt: now });
      await summariseBoth(tx, actor.userId, other, now);
      return { id: Number(existing.id), created: false };
    }
    const newId = await repo.insertRating(tx, {
      scheduleId: input.schedule_id,
      raterId: actor.userId,
      rateeId: other,
      ...values,
      createdAt: now,
      updatedAt: now,
    });
    // A first rating racing another by the same rater: the unique pair keeps one; the other
    // is answered as if it came second (an edit would need the lock it did not hold).
    if (newId === undefined) throw conflict(TRUST_CODES.ratingFinal);
    await summariseBoth(tx, actor.userId, other, now);
    return { id: newId, created: true };
  });
  const mine = (await repo.tripRatings(db, input.schedule_id)).find((row) => Number(row.id) === id)!;
  return { rating: presentRating(mine, now), created };
}

/**
 * Both parties' sums made again: a rating is blind until the rated person rates back (decision
 * 041), so the caller's rating may show the other's of the caller. Lowest id first: two parties
 * rating each other at once take the two locks in one order.
 */
async function summariseBoth(tx: DbOrTx, one: number, two: number, now: Date) {
  for (const userId of [one, two].sort((a, b) => a - b)) await repo.summarise(tx, userId, now);
}
