/**
 * The counts behind the marketplace's `totalPages` (docs/decisions/015-hot-path-caches.md).
 *
 * Counting up to 12,000 matching rows on every page request was most of a marketplace call's
 * cost. The count of everyone's matching items is the same for every viewer, so it is taken
 * once per filter set and reused; each request then subtracts only the viewer's own matching
 * items (an index lookup). A count is reused until this process adds or books a listing, and
 * for at most `ttlMs` (CACHE_TTL_MS, real time), which bounds how late another process's
 * writes show.
 */

/** The shared count goes this far past the cap, so a viewer with fewer own items still gets an exact answer. */
export const OWN_ITEMS_SLACK = 1_000;
/** Filter sets remembered at once; the oldest is forgotten first. */
const MAX_ENTRIES = 1_000;

export type ListingKind = 'loads' | 'postings';

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

  function sharedCount(kind: ListingKind, key: string, limit: number, count: CountQueries['shared']) {
    const id = `${kind}\u0000${key}`;
    const cached = entries.get(id);
    if (cached && cached.generation === generations[kind] && cached.until > now()) return cached.count;
    // The promise is kept, so requests arriving together share one count.
    const entry: Entry = { count: count(limit), generation: generations[kind], until: now() + ttlMs };
    entries.delete(id);
    entries.set(id, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entry.count.catch(() => {
      if (entries.get(id) === entry) entries.delete(id);
    });
    return entry.count;
  }

  return {
    /**
     * The viewer's matching items, at most `cap`. `key` names the filter set and the day (what
     * the shared count depends on); the viewer is not part of it.
     */
    async total(kind: ListingKind, key: string, cap: number, queries: CountQueries): Promise<number> {
      const [own, shared] = await Promise.all([
        queries.own(OWN_ITEMS_SLACK + 1),
        sharedCount(kind, key, cap + OWN_ITEMS_SLACK, queries.shared),
      ]);
      if (own > OWN_ITEMS_SLACK) return queries.exact();
      // Below cap + slack the shared count is exact; at it, the viewer has at least `cap` items.
      return Math.max(0, Math.min(cap, shared - own));
    },
    /** Listings of this kind were added or changed status here: earlier counts are stale. */
    changed(kind: ListingKind) {
      generations[kind]++;
    },
  };
}

export type ListingCounts = ReturnType<typeof createListingCounts>;
