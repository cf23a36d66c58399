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

import { BUS_CHANNELS, type Bus } from '../../../plugins/app/bus.js';
import type { Events } from '../../../plugins/app/events.js';
import type { ListingKind } from '../sql/listings.js';

/**
 * The shared count goes this far past the cap, so a viewer with fewer own items still gets an
 * exact answer; a viewer with more is counted directly (`exact`, bounded by the cap too).
 */
export const OWN_ITEMS_SLACK = 100;
/** Counts remembered at once (shared ones, and viewers' own); the oldest is forgotten first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  count: Promise<number>;
  generation: number;
  until: number;
}

export interface CountQueries {
  /** Everyone's matching items (the viewer's own included), counted to at most `limit`. */
  shared: (limit: number) => Promise<number>;
  /** The viewer's own matching items, counted to at most `limit`. */
  own: (limit: number) => Promise<number>;
  /** The viewer's answer counted directly, for a viewer with very many own items. */
  exact: () => Promise<number>;
}

export function createListingCounts(ttlMs: number, now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  const generations: Record<ListingKind, number> = { loads: 0, postings: 0 };

  /**
   * A count kept under `id` until a listing of its kind changes here or the time-out passes;
   * `fresh` when this call started it.
   */
  function reused(kind: ListingKind, id: string, count: () => Promise<number>) {
    const cached = entries.get(id);
    if (cached && cached.generation === generations[kind] && cached.until > now())
      return { count: cached.count, fresh: false };
    // The promise is kept, so requests arriving together share one count.
    const entry: Entry = { count: count(), generation: generations[kind], until: now() + ttlMs };
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
   * time-out). `key` names the filter set and the day (what the counts depend on besides the
   * viewer).
   */
  async function viewer(
    kind: ListingKind,
    key: string,
    viewerId: number,
    cap: number,
    queries: CountQueries,
  ): Promise<{ total: number; own: number; fresh: boolean }> {
    const ownCount = reused(kind, `${kind}\u0000${key}\u0000${viewerId}`, () =>
      queries.own(OWN_ITEMS_SLACK + 1),
    );
    const sharedCount = reused(kind, `${kind}\u0000${key}`, () => queries.shared(cap + OWN_ITEMS_SLACK));
    const [own, shared] = await Promise.all([ownCount.count, sharedCount.count]);
    if (own > OWN_ITEMS_SLACK) return { total: await queries.exact(), own, fresh: true };
    // Below cap + slack the shared count is exact; at it, the viewer has at least `cap` items.
    return {
      total: Math.max(0, Math.min(cap, shared - own)),
      own,
      fresh: ownCount.fresh && sharedCount.fresh,
    };
  }

  return {
    viewer,
    /** Listings of this kind were added or changed status here: earlier counts are stale. */
    changed(kind: ListingKind) {
      generations[kind]++;
    },
  };
}

export type ListingCounts = ReturnType<typeof createListingCounts>;

/**
 * What makes a count or a kept page stale (listing-pages.ts), heard on the domain events
 * (docs/decisions/021): a load or a truck posted here, a booking (an accepted bid takes a truck
 * of a load, and maybe a posting, out of the marketplace), and a change in what the lists show
 * of a poster. The other processes hear it on the bus (docs/decisions/025) and forget too; a
 * process whose bus was away forgets everything.
 */
export function refreshOnEvents(
  kept: { changed(kind: ListingKind): void }[],
  events: Pick<Events, 'subscribe'>,
  bus: Pick<Bus, 'subscribe' | 'tellOthers'>,
) {
  const forget = (kind: ListingKind) => {
    for (const each of kept) each.changed(kind);
  };
  const changed = (...kinds: ListingKind[]) => {
    for (const kind of kinds) {
      forget(kind);
      void bus.tellOthers(BUS_CHANNELS.caches, LISTINGS_CHANGED + kind);
    }
  };
  events.subscribe('load.posted', () => changed('loads'));
  events.subscribe('truck.posted', () => changed('postings'));
  events.subscribe('bid.accepted', () => changed('loads', 'postings'));
  // A cancelled trip's load (and posting) are listed again (decision 045).
  events.subscribe('trip.cancelled', () => changed('loads', 'postings'));
  // What a listing shows of its poster: withheld from the lists (a suspension, reports; decision
  // 029) and the Verified badge (a document decided).
  events.subscribe('user.standing_changed', () => changed('loads', 'postings'));
  events.subscribe('document.reviewed', () => changed('loads', 'postings'));
  bus.subscribe(BUS_CHANNELS.caches, {
    message: (payload) => {
      const kind = payload.startsWith(LISTINGS_CHANGED) && payload.slice(LISTINGS_CHANGED.length);
      if (kind === 'loads' || kind === 'postings') forget(kind);
    },
    resync: () => {
      forget('loads');
      forget('postings');
    },
  });
}

/** What the caches channel of the bus says when listings of a kind changed. */
const LISTINGS_CHANGED = 'listings-changed:';

/**
 * Whether a caches message of another process says listings changed (the live streams tell
 * their pages then, after this module's subscriber forgot its pages: decision 046).
 */
export const listingsChangedOf = (payload: string): boolean => payload.startsWith(LISTINGS_CHANGED);
