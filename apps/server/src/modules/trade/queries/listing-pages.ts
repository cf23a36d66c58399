/**
 * What a process keeps of the marketplace listings' rows between requests
 * (docs/decisions/032-listing-pages-and-prepared-statements.md), beside their counts
 * (listing-counts.ts), per listing, filter set and day:
 *
 * - the head: the first HEAD_ROWS rows of everyone's listing, newest first. A viewer's first
 *   pages are cut from it, their own items left out, and the few rows shown are checked for
 *   the viewer's open bids on every request (one small statement);
 * - bookmarks: where a page further down starts in the listing (that row's time and id),
 *   recorded when the page is read by its offset, so the same page or the next is read from
 *   there (an index range) instead of walking the offset again. Used for viewers with none of
 *   their own items in the listing, whose pages are everyone's;
 * - the rows of those further pages themselves, for the next viewer with none of their own
 *   items, at most MAX_KEPT_PAGES of them in the process (the least recently used go first).
 *
 * All are forgotten when a change in any process reaches their filter set (listing-changes.ts:
 * the events and bus messages the counts hear, `refreshOnEvents`) and after `ttlMs`
 * (LISTING_CACHE_MS, at most CACHE_TTL_MS), which bounds what a lost message could leave and how
 * old a poster's name, badge or rating on a kept row may be; forgotten ones are let go as new ones
 * are made (`sweep`), so the memory held follows the searches of the last `ttlMs`. `ttlMs` 0:
 * nothing is kept.
 */
import type { ListedRow } from '@lorrybazaar/contract';
import type { Bookmark, ListingKind } from '../sql/listings.js';
import { createListingChanges, type KeptListing } from './listing-changes.js';

/**
 * Rows of everyone's listing kept per filter set: two pages of the app's 12, a reader's first page
 * and the next; a larger limit, or a page further on, is read as a page (below). Each row is shown
 * (poster, badge, rating) when it is read, so rows kept past what is asked cost the read more than
 * they save: most searches are not asked again within `ttlMs` (docs/decisions/065).
 */
export const HEAD_ROWS = 24;
/** Listings and filter sets kept at once; the oldest is forgotten first. */
const MAX_ENTRIES = 2_000;
/** Bookmarks kept per listing and filter set (the pages read further down). */
const MAX_BOOKMARKS = 1_000;
/** Further pages' rows kept in the process, every listing and filter set together. */
export const MAX_KEPT_PAGES = 2_000;

export interface Head<R> {
  rows: R[];
  /** Fewer rows than asked for: the whole listing. */
  complete: boolean;
}

interface Entry {
  listing: KeptListing;
  /** The last change when it was made (listing-changes.ts). */
  seen: number;
  until: number;
  head?: Promise<Head<unknown>>;
  bookmarks: Map<number, Bookmark>;
}

interface KeptPage {
  entry: Entry;
  rows: Promise<unknown[]>;
}

export function createListingPages(ttlMs: number, now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  const changes = createListingChanges(ttlMs, now);
  /** Further pages by listing, filter set, offset and limit; valid while their entry is the live one. */
  const keptPages = new Map<string, KeptPage>();

  const live = (kept: Entry) => kept.until > now() && !changes.reaches(kept.listing, kept.seen);

  /**
   * Forgets the oldest entries and pages while they are stale, so what the process holds is what
   * can still be used (about one time-out's worth), not the last MAX_ENTRIES whatever their age:
   * with writes among the reads, a change leaves the entries it reaches stale at once.
   * Entries are in the order they were made, pages least recently used first; the first live one
   * stops the sweep.
   */
  function sweep() {
    for (const [id, kept] of entries) {
      if (live(kept)) break;
      entries.delete(id);
    }
    for (const [id, page] of keptPages) {
      if (live(page.entry)) break;
      keptPages.delete(id);
    }
  }

  /** The live entry of a listing and filter set; a new one once a change reached it or it aged out. */
  function entry(listing: KeptListing): Entry {
    const id = `${listing.kind}\u0000${listing.key}`;
    const found = entries.get(id);
    if (found && live(found)) return found;
    sweep();
    const fresh: Entry = { listing, seen: changes.mark(), until: now() + ttlMs, bookmarks: new Map() };
    entries.delete(id);
    entries.set(id, fresh);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return fresh;
  }

  return {
    enabled: ttlMs > 0,

    /**
     * Everyone's first rows, read once per entry (`read` is given HEAD_ROWS); requests arriving
     * together share the one read. A read that fails is not kept.
     */
    head<R>(listing: KeptListing, read: (limit: number) => Promise<R[]>): Promise<Head<R>> {
      const kept = entry(listing);
      if (!kept.head) {
        const head = read(HEAD_ROWS).then((rows) => ({ rows, complete: rows.length < HEAD_ROWS }));
        kept.head = head;
        head.catch(() => {
          if (kept.head === head) kept.head = undefined;
        });
      }
      return kept.head as Promise<Head<R>>;
    },

    /**
     * The bookmark nearest above `position` (a row's place in everyone's listing, from 0), and
     * a function that records where the page read from it starts. Recording goes to the entry
     * the read began with: a change meanwhile has already replaced it, so nothing stale is kept.
     */
    bookmark(listing: KeptListing, position: number) {
      const kept = entry(listing);
      let best: { position: number; mark: Bookmark } | undefined;
      for (const [at, mark] of kept.bookmarks) {
        if (at <= position && (!best || at > best.position)) best = { position: at, mark };
      }
      return {
        nearest: best,
        remember(mark: Bookmark) {
          if (kept.bookmarks.size >= MAX_BOOKMARKS)
            kept.bookmarks.delete(kept.bookmarks.keys().next().value!);
          kept.bookmarks.set(position, mark);
        },
      };
    },

    /**
     * A further page's rows, read once while its listing is unchanged (`read` is the bookmark
     * read); requests arriving together share the one read. A read that fails is not kept.
     */
    page<R>(listing: KeptListing, offset: number, limit: number, read: () => Promise<R[]>): Promise<R[]> {
      const kept = entry(listing);
      const id = `${listing.kind}\u0000${listing.key}\u0000${offset}\u0000${limit}`;
      const found = keptPages.get(id);
      keptPages.delete(id);
      if (found && found.entry === kept) {
        keptPages.set(id, found);
        return found.rows as Promise<R[]>;
      }
      const page: KeptPage = { entry: kept, rows: read() };
      sweep();
      keptPages.set(id, page);
      if (keptPages.size > MAX_KEPT_PAGES) keptPages.delete(keptPages.keys().next().value!);
      page.rows.catch(() => {
        if (keptPages.get(id) === page) keptPages.delete(id);
      });
      return page.rows as Promise<R[]>;
    },

    /** How many listings' entries and further pages are held (what the sweep leaves). */
    held: () => ({ entries: entries.size, pages: keptPages.size }),

    /**
     * Listings of this kind were added, booked or changed: the kept rows and bookmarks of every
     * filter set that could list `row` (the one new row; null: anything) are stale.
     */
    changed(kind: ListingKind, row: ListedRow | null = null) {
      changes.changed(kind, row);
    },
  };
}

export type ListingPages = ReturnType<typeof createListingPages>;
