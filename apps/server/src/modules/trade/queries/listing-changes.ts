/**
 * Which kept counts and pages a change of the listings leaves stale (docs/decisions/063), for
 * listing-counts.ts and listing-pages.ts alike.
 *
 * A change is of one kind of listing and, when it is one new row (a load or a truck posted),
 * says what that row is to the filters (`ListedRow`): a filter set that cannot list the row
 * (another district, material, truck type; Book Now for a row without it) has the same rows
 * and counts as before, and its kept ones stay. Any other change (a booking, a suspension, a
 * lost message) reaches every filter set of its kind.
 *
 * Each kept thing remembers the last change it has seen (`mark`); it is stale once a change
 * after that reaches it. A change is remembered for one time-out (`ttlMs`): anything kept before
 * it has timed out by then anyway.
 */
import type { ListedRow } from '@lorrybazaar/contract';
import type { ListingKind } from '../sql/listings.js';

/** What is kept, and for which filter set: `mayList` says whether a new row could be in it (absent: any). */
export interface KeptListing {
  kind: ListingKind;
  key: string;
  mayList?: (row: ListedRow) => boolean;
}

interface Change {
  at: number;
  seq: number;
  kind: ListingKind;
  /** The one new row; null: anything may have changed. */
  row: ListedRow | null;
}

export function createListingChanges(ttlMs: number, now: () => number) {
  const changes: Change[] = [];
  let seq = 0;

  /** Forgets the changes older than one time-out (anything kept before them has timed out). */
  function trim() {
    const before = now() - ttlMs;
    let old = 0;
    while (old < changes.length && changes[old]!.at < before) old++;
    if (old) changes.splice(0, old);
  }

  return {
    /** The last change so far: what a thing kept from now on has seen. */
    mark: () => seq,

    /** Whether a change after `seen` (a `mark`) reaches what `kept` lists. */
    reaches(kept: KeptListing, seen: number): boolean {
      for (let i = changes.length - 1; i >= 0; i--) {
        const change = changes[i]!;
        if (change.seq <= seen) return false;
        if (change.kind !== kept.kind) continue;
        if (!change.row || !kept.mayList || kept.mayList(change.row)) return true;
      }
      return false;
    },

    /** Listings of `kind` changed: one new row, or (`row` null) anything. */
    changed(kind: ListingKind, row: ListedRow | null) {
      trim();
      changes.push({ at: now(), seq: ++seq, kind, row });
    },
  };
}
