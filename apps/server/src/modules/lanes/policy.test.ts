/** Lanes' rules alone (policy.ts): no database, no app. */
import { describe, expect, it } from 'vitest';
import { LANES_CODES, SAVED_LANES_MAX } from '@lorrybazaar/contract';
import { assertRoomForLane, laneName } from './policy.js';

describe("a lane's name", () => {
  const malayalam = { Kozhikode: 'കോഴിക്കോട്', Ernakulam: 'എറണാകുളം' };

  it('is its route by district or state, in the names of the language given', () => {
    expect(laneName(undefined, 'Kozhikode, Kerala', 'Ernakulam, Kerala', malayalam)).toBe(
      'കോഴിക്കോട് → എറണാകുളം',
    );
    expect(laneName(undefined, 'Kozhikode, Kerala', null, malayalam)).toBe('കോഴിക്കോട്');
    expect(laneName(undefined, 'Pune, Maharashtra', 'Kerala', {})).toBe('Pune → Kerala');
  });

  it('is the one given, if given, cut to 60 characters (not code units)', () => {
    expect(laneName('Weekly run', 'Pune, Maharashtra', null, {})).toBe('Weekly run');
    expect(laneName('क'.repeat(70), 'Pune, Maharashtra', null, {})).toBe('क'.repeat(60));
  });
});

describe('how many lanes', () => {
  it(`a user keeps at most ${SAVED_LANES_MAX}`, () => {
    expect(() => assertRoomForLane(SAVED_LANES_MAX - 1)).not.toThrow();
    expect(() => assertRoomForLane(SAVED_LANES_MAX)).toThrow(
      expect.objectContaining({ statusCode: 409, code: LANES_CODES.tooMany }),
    );
  });
});
