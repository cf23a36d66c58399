import { describe, expect, it } from 'vitest';
import type { ListedRow } from '@lorrybazaar/contract';
import { createListingChanges, type KeptListing } from './listing-changes.js';
import { listingsChangedIn } from './listing-counts.js';

const ROW: ListedRow = {
  user_id: 5,
  from_district_id: 1,
  to_district_id: 2,
  material_id: 3,
  truck_type_id: 4,
  book_now: false,
};
const fromOne: KeptListing = { kind: 'loads', key: 'a', mayList: (row) => row.from_district_id === 1 };

describe('which kept listings a change reaches', () => {
  it('a new row reaches the filter sets that could list it, of its kind, after their mark', () => {
    let now = 0;
    const changes = createListingChanges(2000, () => now);
    const seen = changes.mark();
    changes.changed('loads', { ...ROW, from_district_id: 9 });
    changes.changed('postings', ROW);
    expect(changes.reaches(fromOne, seen)).toBe(false);
    expect(changes.reaches({ ...fromOne, kind: 'postings' }, seen)).toBe(true);
    // No test of its own: any change of its kind.
    expect(changes.reaches({ kind: 'loads', key: 'b' }, seen)).toBe(true);
    changes.changed('loads', ROW);
    expect(changes.reaches(fromOne, seen)).toBe(true);
    // Kept after the changes: none reaches it.
    expect(changes.reaches(fromOne, changes.mark())).toBe(false);
    now += 10;
    const later = changes.mark();
    changes.changed('loads', null);
    expect(changes.reaches(fromOne, later)).toBe(true);
  });

  it('remembers a change for one time-out (anything kept before it has timed out by then)', () => {
    let now = 0;
    const changes = createListingChanges(2000, () => now);
    const seen = changes.mark();
    changes.changed('loads', ROW);
    now = 2500;
    changes.changed('postings', ROW);
    // The loads change is forgotten: only a listing kept before it, now timed out, needed it.
    expect(changes.reaches(fromOne, seen)).toBe(false);
  });
});

describe('the change another process tells on the bus', () => {
  it('reads the kind and the new row; anything it cannot read as a row means anything changed', () => {
    expect(listingsChangedIn(`listings-changed:loads ${JSON.stringify(ROW)}`)).toEqual({
      kind: 'loads',
      row: ROW,
    });
    expect(listingsChangedIn('listings-changed:postings')).toEqual({ kind: 'postings', row: null });
    expect(listingsChangedIn('listings-changed:loads {"from_district_id":1}')).toEqual({
      kind: 'loads',
      row: null,
    });
    expect(listingsChangedIn('listings-changed:loads {not json')).toEqual({ kind: 'loads', row: null });
    expect(
      listingsChangedIn(`listings-changed:loads ${JSON.stringify({ ...ROW, material_id: '3' })}`),
    ).toEqual({ kind: 'loads', row: null });
    expect(listingsChangedIn('listings-changed:people')).toBeNull();
    expect(listingsChangedIn('reference-changed')).toBeNull();
  });
});
