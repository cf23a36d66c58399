import { describe, expect, it } from 'vitest';
import type { ListedRow } from '@lorrybazaar/contract';
import { HEAD_ROWS, MAX_KEPT_PAGES, createListingPages } from './listing-pages.js';
import type { ListingKind } from '../sql/listings.js';
import type { KeptListing } from './listing-changes.js';

/** A new row in district 1, material 1, truck type 1, without Book Now. */
const ROW: ListedRow = {
  user_id: 5,
  from_district_id: 1,
  to_district_id: 2,
  material_id: 1,
  truck_type_id: 1,
  book_now: false,
};

/** A kept listing of no particular filter set: any change reaches it. */
const kept = (kind: ListingKind, key: string): KeptListing => ({ kind, key });

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A head read that counts how often it ran. */
function reader(rows: number) {
  const read = { calls: 0, limits: [] as number[] };
  const fn = async (limit: number) => {
    read.calls++;
    read.limits.push(limit);
    return Array.from({ length: Math.min(rows, limit) }, (_, i) => i);
  };
  return { read, fn };
}

describe('listing pages kept in memory', () => {
  it('reads the head once per filter set, for requests arriving together too', async () => {
    const pages = createListingPages(2000);
    const { read, fn } = reader(100);
    const [a, b] = await Promise.all([
      pages.head(kept('loads', 'k'), fn),
      pages.head(kept('loads', 'k'), fn),
    ]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ complete: false });
    expect(a.rows).toHaveLength(HEAD_ROWS);
    expect(read).toEqual({ calls: 1, limits: [HEAD_ROWS] });
    expect((await pages.head(kept('loads', 'other'), reader(3).fn)).complete).toBe(true);
  });

  it('forgets a kind when it changed, and everything after the time-out', async () => {
    const time = clock();
    const pages = createListingPages(2000, time.now);
    const { read, fn } = reader(5);
    await pages.head(kept('loads', 'k'), fn);
    await pages.head(kept('postings', 'k'), fn);
    pages.changed('loads');
    await pages.head(kept('loads', 'k'), fn);
    await pages.head(kept('postings', 'k'), fn);
    expect(read.calls).toBe(3);
    time.advance(2001);
    await pages.head(kept('postings', 'k'), fn);
    expect(read.calls).toBe(4);
  });

  it('keeps the filter sets a new row cannot be in, and forgets those it can (decision 063)', async () => {
    const pages = createListingPages(2000);
    const nagpur: KeptListing = {
      kind: 'loads',
      key: 'nagpur',
      mayList: (row) => row.from_district_id === 7,
    };
    const { read, fn } = reader(5);
    await pages.head(nagpur, fn);
    pages.changed('loads', { ...ROW, from_district_id: 8 });
    await pages.head(nagpur, fn);
    expect(read.calls).toBe(1);
    // A listing kept with no test of its own is forgotten by any change of its kind.
    await pages.head(kept('loads', 'all'), fn);
    pages.changed('loads', { ...ROW, from_district_id: 8 });
    await pages.head(kept('loads', 'all'), fn);
    expect(read.calls).toBe(3);
    pages.changed('loads', { ...ROW, from_district_id: 7 });
    await pages.head(nagpur, fn);
    expect(read.calls).toBe(4);
    // A change with no row (a booking, a suspension) reaches every filter set of its kind.
    pages.changed('loads');
    await pages.head(nagpur, fn);
    expect(read.calls).toBe(5);
  });

  it('does not keep a head whose read failed', async () => {
    const pages = createListingPages(2000);
    await expect(
      pages.head(kept('loads', 'k'), () => Promise.reject(new Error('time-out'))),
    ).rejects.toThrow();
    const { read, fn } = reader(2);
    expect((await pages.head(kept('loads', 'k'), fn)).rows).toEqual([0, 1]);
    expect(read.calls).toBe(1);
  });

  it('finds the nearest bookmark above a position; one recorded across a change is not kept', () => {
    const pages = createListingPages(2000);
    expect(pages.bookmark(kept('loads', 'k'), 100).nearest).toBeUndefined();
    pages.bookmark(kept('loads', 'k'), 60).remember({ at: 'a', id: '60' });
    pages.bookmark(kept('loads', 'k'), 120).remember({ at: 'b', id: '120' });
    expect(pages.bookmark(kept('loads', 'k'), 100).nearest).toEqual({
      position: 60,
      mark: { at: 'a', id: '60' },
    });
    expect(pages.bookmark(kept('loads', 'k'), 120).nearest?.position).toBe(120);
    expect(pages.bookmark(kept('loads', 'k'), 59).nearest).toBeUndefined();
    expect(pages.bookmark(kept('loads', 'other'), 100).nearest).toBeUndefined();

    // A page read began, then a load was added: where it started is no longer where it starts.
    const reading = pages.bookmark(kept('loads', 'k'), 200);
    pages.changed('loads');
    reading.remember({ at: 'c', id: '200' });
    expect(pages.bookmark(kept('loads', 'k'), 200).nearest).toBeUndefined();
  });

  it('keeps nothing with a time-out of 0', () => {
    expect(createListingPages(0).enabled).toBe(false);
  });

  it('keeps a further page per offset and limit until its listing changes, and a bounded number of them', async () => {
    const pages = createListingPages(2000);
    let reads = 0;
    const read = (rows: number[]) => async () => {
      reads++;
      return rows;
    };
    const [a, b] = await Promise.all([
      pages.page(kept('loads', 'k'), 120, 12, read([1])),
      pages.page(kept('loads', 'k'), 120, 12, read([2])),
    ]);
    expect([a, b, reads]).toEqual([[1], [1], 1]);
    expect(await pages.page(kept('loads', 'k'), 120, 50, read([3]))).toEqual([3]);
    expect(await pages.page(kept('loads', 'k'), 132, 12, read([4]))).toEqual([4]);
    pages.changed('loads');
    expect(await pages.page(kept('loads', 'k'), 120, 12, read([5]))).toEqual([5]);
    await expect(
      pages.page(kept('loads', 'x'), 0, 12, () => Promise.reject(new Error('time-out'))),
    ).rejects.toThrow();
    expect(await pages.page(kept('loads', 'x'), 0, 12, read([6]))).toEqual([6]);

    for (let i = 0; i < MAX_KEPT_PAGES; i++)
      await pages.page(kept('postings', 'many'), i * 12, 12, read([i]));
    // The oldest went first; the most recently used stayed.
    expect(await pages.page(kept('loads', 'k'), 120, 12, read([7]))).toEqual([7]);
    expect(await pages.page(kept('postings', 'many'), (MAX_KEPT_PAGES - 1) * 12, 12, read([8]))).toEqual([
      MAX_KEPT_PAGES - 1,
    ]);
  });

  it('lets go of what a change or the time-out made stale as new entries and pages are made', async () => {
    const time = clock();
    const pages = createListingPages(2000, time.now);
    const rows = async () => [1];
    for (let i = 0; i < 50; i++) {
      await pages.head(kept('loads', `k${i}`), reader(5).fn);
      await pages.page(kept('loads', `k${i}`), 120, 12, rows);
    }
    await pages.head(kept('postings', 'p'), reader(5).fn);
    expect(pages.held()).toEqual({ entries: 51, pages: 50 });

    // A load was added: every loads entry is stale; the next search keeps only itself and the
    // postings entry (made after them).
    pages.changed('loads');
    await pages.head(kept('loads', 'new'), reader(5).fn);
    expect(pages.held()).toEqual({ entries: 2, pages: 0 });

    // The time-out: the next search finds nothing older to keep.
    time.advance(2001);
    await pages.page(kept('postings', 'q'), 12, 12, rows);
    expect(pages.held()).toEqual({ entries: 1, pages: 1 });
  });
});
