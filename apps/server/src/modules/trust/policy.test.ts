/** Trust's rating rules alone (policy.ts): no database, no app; the rows are written out here. */
import { describe, expect, it } from 'vitest';
import { RATING_EDIT_DAYS, TRUST_CODES, TRUST_MESSAGES } from '@lorrybazaar/contract';
import { FieldErrors } from '../../lib/field-errors.js';
import { assertTagsFor, editableUntil, isFinal, mayRate, partyOf, theirsShown } from './policy.js';

const SHIPPER = 10;
const TRANSPORTER = 20;
const STRANGER = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const trip = { loadOwnerId: SHIPPER, truckOwnerId: TRANSPORTER, delivered: true };
const given = new Date('2026-03-01T06:00:00.000Z');
const rating = { created_at: given.toISOString() };
const later = (days: number) => new Date(given.getTime() + days * DAY_MS);

describe('the parties of a trip', () => {
  it('gives each party the other, and the side it rates', () => {
    expect(partyOf(trip, SHIPPER)).toEqual({ trip, other: TRANSPORTER, rates: 'truck' });
    expect(partyOf(trip, TRANSPORTER)).toEqual({ trip, other: SHIPPER, rates: 'load' });
  });

  it('answers 404 to a stranger and for a trip that is not there', () => {
    for (const [found, userId] of [
      [trip, STRANGER],
      [undefined, SHIPPER],
    ] as const) {
      expect(() => partyOf(found, userId)).toThrow(
        expect.objectContaining({ statusCode: 404, code: TRUST_CODES.scheduleNotFound }),
      );
    }
  });
});

describe('tags', () => {
  it("takes only the rated side's tags", () => {
    expect(() => assertTagsFor('load', ['paid_on_time', 'as_described'])).not.toThrow();
    expect(() => assertTagsFor('truck', ['careful_handling'])).not.toThrow();
    let thrown: unknown;
    try {
      assertTagsFor('truck', ['on_time', 'paid_on_time']);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FieldErrors);
    expect((thrown as FieldErrors).issues).toEqual([{ path: 'tags', code: TRUST_MESSAGES.tags }]);
  });
});

describe('a rating in time', () => {
  it(`may change for ${RATING_EDIT_DAYS} days, then is final`, () => {
    expect(editableUntil(rating)).toEqual(later(RATING_EDIT_DAYS));
    expect(isFinal(rating, later(RATING_EDIT_DAYS - 1))).toBe(false);
    expect(isFinal(rating, later(RATING_EDIT_DAYS))).toBe(true);
  });

  it('may be given on a delivered trip, and changed while not final', () => {
    expect(mayRate(trip, undefined, given)).toBe(true);
    expect(mayRate({ ...trip, delivered: false }, undefined, given)).toBe(false);
    expect(mayRate(trip, rating, later(1))).toBe(true);
    expect(mayRate(trip, rating, later(RATING_EDIT_DAYS))).toBe(false);
  });

  it('shows their rating once the caller has rated, or once theirs is final', () => {
    const theirs = { ...rating, stars: 4 };
    expect(theirsShown(undefined, undefined, given)).toBeUndefined();
    expect(theirsShown(undefined, theirs, later(1))).toBeUndefined();
    expect(theirsShown(rating, theirs, later(1))).toBe(theirs);
    expect(theirsShown(undefined, theirs, later(RATING_EDIT_DAYS))).toBe(theirs);
  });
});
