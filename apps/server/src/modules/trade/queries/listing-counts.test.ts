import { describe, expect, it } from 'vitest';
import type { ListedRow } from '@lorrybazaar/contract';
import {
  OWN_ITEMS_SLACK,
  createListingCounts,
  type CountQueries,
  type ListingCounts,
} from './listing-counts.js';
import type { ListingKind } from '../sql/listings.js';
import type { KeptListing } from './listing-changes.js';

/** A kept listing of no particular filter set: any change reaches it. */
const kept = (kind: ListingKind, key: string): KeptListing => ({ kind, key });

const CAP = 12_000;
const VIEWER = 7;

/** The viewer's total (what totalPages is made of). */
const total = async (counts: ListingCounts, ...args: Parameters<ListingCounts['viewer']>) =>
  (await counts.viewer(...args)).total;

/** Count queries over fixed totals, recording how often each ran. */
function queries(totals: { shared: number; own: number; exact?: number }) {
  const calls = { shared: 0, own: 0, exact: 0 };
  const q: CountQueries = {
    shared: async (limit) => {
      calls.shared++;
      return Math.min(totals.shared, limit);
    },
    own: async (limit) => {
      calls.own++;
      return Math.min(totals.own, limit);
    },
    exact: async () => {
      calls.exact++;
      return totals.exact ?? -1;
    },
  };
  return { q, calls };
}

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('listing counts', () => {
  it("subtracts the viewer's own items from everyone's", async () => {
    const counts = createListingCounts(5000);
    expect(await total(counts, kept('loads', 'k'), VIEWER, CAP, queries({ shared: 25, own: 3 }).q)).toBe(22);
    expect(await total(counts, kept('loads', 'other'), VIEWER, CAP, queries({ shared: 0, own: 0 }).q)).toBe(
      0,
    );
  });

  it('says whether both counts were counted for this call: only such a count may skip a page (decision 060)', async () => {
    const time = clock();
    const counts = createListingCounts(5000, time.now);
    const fresh = (viewerId: number) =>
      counts
        .viewer(kept('loads', 'fresh'), viewerId, CAP, queries({ shared: 0, own: 0 }).q)
        .then((c) => c.fresh);
    expect(await fresh(VIEWER)).toBe(true);
    expect(await fresh(VIEWER)).toBe(false);
    // Another viewer: their own count is new, everyone's is reused.
    expect(await fresh(8)).toBe(false);
    time.advance(5001);
    expect(await fresh(VIEWER)).toBe(true);
  });

  it('counts once per filter set for every viewer until the time-out, then again', async () => {
    const time = clock();
    const counts = createListingCounts(5000, time.now);
    const first = queries({ shared: 40, own: 0 });
    expect(await total(counts, kept('loads', 'pune'), VIEWER, CAP, first.q)).toBe(40);
    // Another viewer, who has 2 of the 40: the shared count is reused, only their own is counted.
    const second = queries({ shared: 999, own: 2 });
    expect(await total(counts, kept('loads', 'pune'), 8, CAP, second.q)).toBe(38);
    expect(second.calls).toEqual({ shared: 0, own: 1, exact: 0 });
    // The same viewers again: nothing is counted.
    const again = queries({ shared: 999, own: 999 });
    expect(await total(counts, kept('loads', 'pune'), 8, CAP, again.q)).toBe(38);
    expect(await total(counts, kept('loads', 'pune'), VIEWER, CAP, again.q)).toBe(40);
    expect(again.calls).toEqual({ shared: 0, own: 0, exact: 0 });
    // Another filter set, or the other listing, is counted on its own.
    expect(
      (await counts.viewer(kept('loads', 'nagpur'), VIEWER, CAP, queries({ shared: 7, own: 0 }).q)).total,
    ).toBe(7);
    expect(
      (await counts.viewer(kept('postings', 'pune'), VIEWER, CAP, queries({ shared: 9, own: 0 }).q)).total,
    ).toBe(9);

    time.advance(4999);
    expect(await total(counts, kept('loads', 'pune'), VIEWER, CAP, queries({ shared: 50, own: 0 }).q)).toBe(
      40,
    );
    time.advance(2);
    expect(await total(counts, kept('loads', 'pune'), VIEWER, CAP, queries({ shared: 50, own: 0 }).q)).toBe(
      50,
    );
  });

  it('counts again after a listing of that kind changed here', async () => {
    const counts = createListingCounts(60_000);
    expect(await total(counts, kept('loads', 'k'), VIEWER, CAP, queries({ shared: 12, own: 0 }).q)).toBe(12);
    expect(await total(counts, kept('postings', 'k'), VIEWER, CAP, queries({ shared: 5, own: 0 }).q)).toBe(5);
    counts.changed('loads');
    expect(await total(counts, kept('loads', 'k'), VIEWER, CAP, queries({ shared: 13, own: 0 }).q)).toBe(13);
    // The postings' count was not touched.
    expect(await total(counts, kept('postings', 'k'), VIEWER, CAP, queries({ shared: 6, own: 0 }).q)).toBe(5);
  });

  it("keeps the counts of a filter set a new row cannot be in, the viewer's own too (decision 063)", async () => {
    const counts = createListingCounts(60_000);
    const steel: KeptListing = { kind: 'loads', key: 'steel', mayList: (row) => row.material_id === 4 };
    const row: ListedRow = {
      user_id: 5,
      from_district_id: 1,
      to_district_id: 2,
      material_id: 5,
      truck_type_id: 1,
      book_now: false,
    };
    expect(await total(counts, steel, VIEWER, CAP, queries({ shared: 12, own: 2 }).q)).toBe(10);
    counts.changed('loads', row);
    const again = queries({ shared: 13, own: 3 });
    expect(await total(counts, steel, VIEWER, CAP, again.q)).toBe(10);
    expect(again.calls).toEqual({ shared: 0, own: 0, exact: 0 });
    // Someone else's load of that material: everyone's count again, the viewer's own stands.
    counts.changed('loads', { ...row, material_id: 4 });
    expect(await total(counts, steel, VIEWER, CAP, again.q)).toBe(11);
    expect(again.calls).toEqual({ shared: 1, own: 0, exact: 0 });
    counts.changed('loads', { ...row, material_id: 4, user_id: VIEWER });
    expect(await total(counts, steel, VIEWER, CAP, again.q)).toBe(10);
    expect(again.calls).toEqual({ shared: 2, own: 1, exact: 0 });
  });

  it("skips the viewer's own count when they have nothing listed anywhere, until they post (decision 063)", async () => {
    const counts = createListingCounts(60_000);
    const row: ListedRow = {
      user_id: 99,
      from_district_id: 1,
      to_district_id: 2,
      material_id: 5,
      truck_type_id: 1,
      book_now: false,
    };
    const steel = (key: string): KeptListing => ({
      kind: 'loads',
      key,
      mayList: (listed) => listed.material_id === 5,
    });
    let listedAnywhere = 0;
    let anywhereCalls = 0;
    const withAnywhere = (totals: { shared: number; own: number }) => {
      const { q, calls } = queries(totals);
      const anywhere = { key: 'everything', own: async () => (anywhereCalls++, listedAnywhere) };
      return { q: { ...q, anywhere }, calls };
    };
    const first = withAnywhere({ shared: 12, own: 2 });
    expect(await total(counts, steel('a'), VIEWER, CAP, first.q)).toBe(12);
    expect(first.calls).toEqual({ shared: 1, own: 0, exact: 0 });
    // Another filter set: its own count is skipped too, on the kept "nothing anywhere".
    const second = withAnywhere({ shared: 4, own: 2 });
    expect(await total(counts, steel('b'), VIEWER, CAP, second.q)).toBe(4);
    expect(second.calls.own).toBe(0);
    expect(anywhereCalls).toBe(1);
    // Someone else's new load: the viewer's own counts stand (everyone's in `a` is counted again).
    counts.changed('loads', row);
    const third = withAnywhere({ shared: 13, own: 2 });
    expect(await total(counts, steel('a'), VIEWER, CAP, third.q)).toBe(13);
    expect(third.calls).toEqual({ shared: 1, own: 0, exact: 0 });
    expect(anywhereCalls).toBe(1);
    // The viewer's own new load: counted anywhere again, and their own count is run.
    listedAnywhere = 1;
    counts.changed('loads', { ...row, user_id: VIEWER });
    const fourth = withAnywhere({ shared: 14, own: 3 });
    expect(await total(counts, steel('a'), VIEWER, CAP, fourth.q)).toBe(11);
    expect(fourth.calls).toEqual({ shared: 1, own: 1, exact: 0 });
    expect(anywhereCalls).toBe(2);
  });

  it('shares one count between requests that arrive together', async () => {
    const counts = createListingCounts(5000);
    const { q, calls } = queries({ shared: 30, own: 0 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => total(counts, kept('loads', 'k'), VIEWER, CAP, q)),
    );
    expect(answers).toEqual(Array(10).fill(30));
    expect(calls).toEqual({ shared: 1, own: 1, exact: 0 });
  });

  it('does not reuse anything with a time-out of 0', async () => {
    const counts = createListingCounts(0);
    const { q, calls } = queries({ shared: 30, own: 0 });
    await total(counts, kept('loads', 'k'), VIEWER, CAP, q);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await total(counts, kept('loads', 'k'), VIEWER, CAP, q);
    expect(calls).toEqual({ shared: 2, own: 2, exact: 0 });
  });

  it('caps the answer, exactly below the cap and at the cap', async () => {
    const counts = createListingCounts(0);
    expect(
      (await counts.viewer(kept('loads', 'a'), VIEWER, CAP, queries({ shared: CAP + 5, own: 5 }).q)).total,
    ).toBe(CAP);
    expect(
      (await counts.viewer(kept('loads', 'b'), VIEWER, CAP, queries({ shared: CAP + 5, own: 6 }).q)).total,
    ).toBe(CAP - 1);
    // Everyone's count stops at cap + slack: a viewer with up to `slack` own items is still at the cap.
    const { q, calls } = queries({ shared: 10_000_000, own: OWN_ITEMS_SLACK });
    expect(await total(counts, kept('loads', 'c'), VIEWER, CAP, q)).toBe(CAP);
    expect(calls.exact).toBe(0);
  });

  it('counts directly for a viewer with more own items than the slack', async () => {
    const counts = createListingCounts(5000);
    const { q, calls } = queries({ shared: 10_000_000, own: OWN_ITEMS_SLACK + 50, exact: 11_500 });
    expect(await total(counts, kept('loads', 'k'), VIEWER, CAP, q)).toBe(11_500);
    expect(calls.exact).toBe(1);
  });

  it('forgets a failed count, so the next request tries again', async () => {
    const counts = createListingCounts(60_000);
    const failing: CountQueries = {
      shared: () => Promise.reject(new Error('canceling statement due to statement timeout')),
      own: async () => 0,
      exact: async () => 0,
    };
    await expect(total(counts, kept('loads', 'k'), VIEWER, CAP, failing)).rejects.toThrow(
      'statement timeout',
    );
    expect(await total(counts, kept('loads', 'k'), VIEWER, CAP, queries({ shared: 8, own: 0 }).q)).toBe(8);
  });
});
