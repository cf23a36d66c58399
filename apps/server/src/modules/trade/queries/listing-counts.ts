/**
 * The counts behind the marketplace's `totalPages` (docs/decisions/015-hot-path-caches.md).
 *
 * Counting up to 12,000 matching rows on every page request was most of a marketplace call's
 * cost. The count of everyone's matching items is the same for every viewer, so it is taken
 * once per filter set and reused; the viewer's own matching items (an index lookup, kept per
 * viewer the same way) are subtracted. A count is reused until any process adds or books a
 * listing of its kind (this one hears the domain events, the others the bus: `refreshOnEvents`),
 * and for at most `ttlMs` (CACHE_TTL_MS, real time), which bounds what a lost message could leave.
 */

import type { ListedRow } from '@lorrybazaar/contract';
import { BUS_CHANNELS, type Bus } from '../../../plugins/app/bus.js';
import type { Events } from '../../../plugins/app/events.js';
import type { ListingKind } from '../sql/listings.js';
import { createListingChanges, type KeptListing } from './listing-changes.js';

/**
 * The shared count goes this far past the cap, so a viewer with fewer own items still gets an
 * exact answer; a viewer with more is counted directly (`exact`, bounded by the cap too).
 */
export const OWN_ITEMS_SLACK = 100;
/** Counts remembered at once (shared ones, and viewers' own); the oldest is forgotten first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  count: Promise<number>;
  /** The last change when it was counted (listing-changes.ts). */
  seen: number;
  until: number;
}

export interface CountQueries {
  /** Everyone's matching items (the viewer's own included), counted to at most `limit`. */
  shared: (limit: number) => Promise<number>;
  /** The viewer's own matching items, counted to at most `limit`. */
  own: (limit: number) => Promise<number>;
  /** The viewer's answer counted directly, for a viewer with very many own items. */
  exact: () => Promise<number>;
  /**
   * The listing of this kind without filters (its key) and the viewer's items in it, counted to
   * at most `limit`: a viewer with none there has none in any filter set, and `own` is not run.
   */
  anywhere?: { key: string; own: (limit: number) => Promise<number> };
}

export function createListingCounts(ttlMs: number, now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  const changes = createListingChanges(ttlMs, now);

  /**
   * A count of `listing` kept under `id` until a change reaches it or the time-out passes;
   * `fresh` when this call started it.
   */
  function reused(listing: KeptListing, id: string, count: () => Promise<number>) {
    const cached = entries.get(id);
    if (cached && cached.until > now() && !changes.reaches(listing, cached.seen))
      return { count: cached.count, fresh: false };
    // The promise is kept, so requests arriving together share one count.
    const entry: Entry = { count: count(), seen: changes.mark(), until: now() + ttlMs };
    entries.delete(id);
    entries.set(id, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entry.count.catch(() => {
      if (entries.get(id) === entry) entries.delete(id);
    });
    return { count: entry.count, fresh: true };
  }

  /**
   * The viewer's matching items (at most `cap`) and how many of everyone's are the viewer's own
   * (at most OWN_ITEMS_SLACK + 1); `fresh` when both were counted for this call, not reused (a
   * kept count may miss a row written in another process whose message was lost, until its
   * time-out). The listing's `key` names the filter set, the day and the cap (what the counts
   * depend on besides the viewer).
   */
  async function viewer(
    listing: KeptListing,
    viewerId: number,
    cap: number,
    queries: CountQueries,
  ): Promise<{ total: number; own: number; fresh: boolean }> {
    const id = `${listing.kind}\u0000${listing.key}`;
    const sharedCount = reused(listing, id, () => queries.shared(cap + OWN_ITEMS_SLACK));
    const ownCount = await viewersOwn(listing, viewerId, queries);
    const [own, shared] = await Promise.all([ownCount.count, sharedCount.count]);
    if (own > OWN_ITEMS_SLACK) return { total: await queries.exact(), own, fresh: true };
    // Below cap + slack the shared count is exact; at it, the viewer has at least `cap` items.
    return {
      total: Math.max(0, Math.min(cap, shared - own)),
      own,
      fresh: ownCount.fresh && sharedCount.fresh,
    };
  }

  /**
   * The viewer's own matching items, kept per viewer. Only their own new rows (or a change of
   * anything) can change that count. With nothing of theirs in the listing without filters, it is
   * 0 without a statement: a 0 that lags can only make the total too large, which never skips a
   * page that has rows, so it counts as fresh.
   */
  async function viewersOwn(listing: KeptListing, viewerId: number, queries: CountQueries) {
    const theirs = (kept: KeptListing): KeptListing => ({
      ...kept,
      mayList: (row) => row.user_id === viewerId && (kept.mayList?.(row) ?? true),
    });
    const counted = () =>
      reused(theirs(listing), `${listing.kind}\u0000${listing.key}\u0000${viewerId}`, () =>
        queries.own(OWN_ITEMS_SLACK + 1),
      );
    const { anywhere } = queries;
    if (!anywhere) return counted();
    const listed = reused(
      theirs({ kind: listing.kind, key: anywhere.key }),
      `${listing.kind}\u0000anywhere\u0000${anywhere.key}\u0000${viewerId}`,
      () => anywhere.own(1),
    );
    return (await listed.count) > 0 ? counted() : { count: Promise.resolve(0), fresh: true };
  }

  return {
    viewer,
    /**
     * Listings of this kind were added or changed status: the earlier counts of every filter set
     * that could list `row` (the one new row; null: anything) are stale.
     */
    changed(kind: ListingKind, row: ListedRow | null = null) {
      changes.changed(kind, row);
    },
  };
}

export type ListingCounts = ReturnType<typeof createListingCounts>;

/**
 * What makes a count or a kept page stale (docs/decisions/021, 063), heard on the domain events: a
 * load or a truck posted here (only the filter sets that could list it), a booking (an accepted
 * bid takes a truck of a load, and maybe a posting, out of the marketplace), a posting closed for
 * its truck's papers (decision 069), and a change in what the lists show of a poster. The other processes hear it on the bus (docs/decisions/025) and
 * forget too; a process whose bus was away forgets everything.
 */
export function refreshOnEvents(
  kept: { changed(kind: ListingKind, row?: ListedRow | null): void }[],
  events: Pick<Events, 'subscribe'>,
  bus: Pick<Bus, 'subscribe' | 'tellOthers'>,
) {
  const forget = (kind: ListingKind, row: ListedRow | null) => {
    for (const each of kept) each.changed(kind, row);
  };
  const changed = (kinds: ListingKind[], row: ListedRow | null = null) => {
    for (const kind of kinds) {
      forget(kind, row);
      void bus.tellOthers(BUS_CHANNELS.caches, listingsChanged(kind, row));
    }
  };
  events.subscribe('load.posted', (event) => changed(['loads'], event.listed));
  events.subscribe('truck.posted', (event) => changed(['postings'], event.listed));
  // A posting closed as its truck's paper was rejected (decision 069).
  events.subscribe('truck.unlisted', () => changed(['postings']));
  events.subscribe('bid.accepted', () => changed(['loads', 'postings']));
  // A cancelled trip's load (and posting) are listed again (decision 045).
  events.subscribe('trip.cancelled', () => changed(['loads', 'postings']));
  // What a listing shows of its poster: withheld from the lists (a suspension, reports; decision
  // 029) and the Verified badge (a document decided).
  events.subscribe('user.standing_changed', () => changed(['loads', 'postings']));
  events.subscribe('document.reviewed', () => changed(['loads', 'postings']));
  bus.subscribe(BUS_CHANNELS.caches, {
    message: (payload) => {
      const change = listingsChangedIn(payload);
      if (change) forget(change.kind, change.row);
    },
    resync: () => {
      forget('loads', null);
      forget('postings', null);
    },
  });
}

/**
 * What the caches channel of the bus says when listings of a kind changed: the kind, then the one
 * new row as JSON when it is one (`listings-changed:loads`, `listings-changed:loads {"from_…`).
 */
const LISTINGS_CHANGED = 'listings-changed:';

const listingsChanged = (kind: ListingKind, row: ListedRow | null) =>
  LISTINGS_CHANGED + kind + (row ? ` ${JSON.stringify(row)}` : '');

/** The change a caches message says, or null for another message (or one this process cannot read). */
export function listingsChangedIn(payload: string): { kind: ListingKind; row: ListedRow | null } | null {
  if (!payload.startsWith(LISTINGS_CHANGED)) return null;
  const said = payload.slice(LISTINGS_CHANGED.length);
  const space = said.indexOf(' ');
  const kind = space < 0 ? said : said.slice(0, space);
  if (kind !== 'loads' && kind !== 'postings') return null;
  if (space < 0) return { kind, row: null };
  try {
    return { kind, row: listedRowOf(JSON.parse(said.slice(space + 1))) };
  } catch {
    // A row that does not read as one: anything may have changed.
    return { kind, row: null };
  }
}

const idOrNull = (value: unknown) => value === null || Number.isInteger(value);

/**
 * A ListedRow as another process sent it; null (anything changed) unless every field is what it
 * should be: a field missing would read as "cannot list it" and keep stale pages.
 */
function listedRowOf(value: unknown): ListedRow | null {
  const row = value as ListedRow | null;
  return typeof row === 'object' &&
    row !== null &&
    Number.isInteger(row.user_id) &&
    idOrNull(row.from_district_id) &&
    idOrNull(row.to_district_id) &&
    idOrNull(row.material_id) &&
    Number.isInteger(row.truck_type_id) &&
    typeof row.book_now === 'boolean'
    ? row
    : null;
}

/**
 * Whether a caches message of another process says listings changed (the live streams tell
 * their pages then, after this module's subscriber forgot its pages: decision 046).
 */
export const listingsChangedOf = (payload: string): boolean => listingsChangedIn(payload) !== null;
