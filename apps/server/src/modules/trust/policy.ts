/**
 * Trust's rules about a trip's ratings, on rows already read (no database): whose side the
 * caller is on, how long a rating may change, and when the other party's rating shows. Tested
 * alone in policy.test.ts.
 */
import {
  RATING_EDIT_DAYS,
  RATING_TAGS_FOR,
  TRUST_CODES,
  TRUST_MESSAGES,
  type RatingTag,
} from '@lorrybazaar/contract';
import { FieldErrors } from '../../lib/field-errors.js';
import { notFound } from '../../lib/http-error.js';
import { DAY_MS } from './context.js';

/** A trip's two parties (`repo.tripParties`). */
export interface TripParties {
  loadOwnerId: number;
  truckOwnerId: number;
  delivered: boolean;
}

/** A rating as far as its timing goes. */
export interface Rated {
  created_at: string | Date;
}

/** The last moment a rating may change: RATING_EDIT_DAYS after it was given. */
export const editableUntil = (rating: Rated) =>
  new Date(new Date(rating.created_at).getTime() + RATING_EDIT_DAYS * DAY_MS);

/** A rating no longer changes once its days are over. */
export const isFinal = (rating: Rated, now: Date) => now >= editableUntil(rating);

/**
 * The other party of a trip the caller is on, and the side the caller rates (the truck's owner
 * when the caller owns the load); 404 for a trip the caller is not on, or none.
 */
export function partyOf<T extends TripParties>(trip: T | undefined, userId: number) {
  const other =
    trip?.loadOwnerId === userId
      ? trip.truckOwnerId
      : trip?.truckOwnerId === userId
        ? trip.loadOwnerId
        : null;
  if (!trip || other === null) throw notFound(TRUST_CODES.scheduleNotFound);
  const rates: 'load' | 'truck' = other === trip.truckOwnerId ? 'truck' : 'load';
  return { trip, other, rates };
}

/** Tags name what the rated side did: a load owner's tags for a load, a truck's for a truck. */
export function assertTagsFor(rates: 'load' | 'truck', tags: readonly RatingTag[]) {
  if (tags.some((tag) => !RATING_TAGS_FOR[rates].includes(tag)))
    throw new FieldErrors([{ path: 'tags', code: TRUST_MESSAGES.tags }]);
}

/**
 * Their rating of the caller shows once the caller has rated too, or once it is final: seen
 * before, it invites rating back in kind (docs/decisions/041).
 */
export const theirsShown = <R extends Rated>(mine: Rated | undefined, theirs: R | undefined, now: Date) =>
  theirs && (mine || isFinal(theirs, now)) ? theirs : undefined;

/** The caller may rate a delivered trip, and change the rating while it is not final. */
export const mayRate = (trip: TripParties, mine: Rated | undefined, now: Date) =>
  trip.delivered && (!mine || !isFinal(mine, now));
