import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_PREFIX } from '#config/offline';
import { readDraft } from './use-form-draft';

describe('readDraft', () => {
  afterEach(() => window.localStorage.clear());
  const defaults = { pickupLoc: '', no_of_trucks: 1, trucks_id: '42' };

  it('lays what was typed over the defaults', () => {
    window.localStorage.setItem(
      `${DRAFT_PREFIX}form`,
      JSON.stringify({ pickupLoc: 'Pune', no_of_trucks: 3, trucks_id: '9' }),
    );
    expect(readDraft('form', defaults)).toEqual({ pickupLoc: 'Pune', no_of_trucks: 3, trucks_id: '9' });
  });

  it('keeps a default where the draft is empty, of another type, or names an unknown field', () => {
    window.localStorage.setItem(
      `${DRAFT_PREFIX}form`,
      JSON.stringify({ trucks_id: '', no_of_trucks: '3', pickupLoc: { a: 1 }, user_id: '5' }),
    );
    expect(readDraft('form', defaults)).toEqual(defaults);
  });

  it('answers the defaults without a draft or with a broken one', () => {
    expect(readDraft('form', defaults)).toEqual(defaults);
    window.localStorage.setItem(`${DRAFT_PREFIX}form`, '{not json');
    expect(readDraft('form', defaults)).toEqual(defaults);
  });
});
