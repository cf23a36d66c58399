/**
 * The marketplace listings: a page of other users' open loads or postings, all of them or a
 * search, with the viewer's totalPages (decisions 006, 015, 032).
 */
import {
  MAX_PAGE,
  type Language,
  type LoadListing,
  type MatchingLoadsInput,
  type MatchingPostTrucksInput,
  type PostedTruckListing,
} from '@lorrybazaar/contract';
import type { Db } from '../../../db/client.js';
import type { RatingColumns } from '../../trust/rating.js';
import type { Actor } from '../../../lib/actor.js';
import { indiaDayStart, type Today } from '../../../lib/india-day.js';
import { today, type TradeContext } from '../context.js';
import { listingRow, named, type ListingRow } from '../present.js';
import { assertReferences, placeFilter, tonnesOf } from '../reference-checks.js';
import * as listings from '../sql/listings.js';
import { HEAD_ROWS } from './listing-pages.js';

export interface Page<T> {
  data: T[];
  page: number;
  totalPages: number;
}

export const totalPages = (total: number, limit: number) => Math.min(Math.ceil(total / limit), MAX_PAGE);

/**
 * A marketplace listing's count stops at this many matching items (docs/decisions/047): counting
 * every match of a common search at a million loads cost more than reading its page. Beyond it
 * `totalPages` means "at least": ceil(1,000 / limit) pages, and from a page past that, one more
 * than the page asked for while more items follow.
 */
export const COUNTED_ITEMS = 1_000;

/** Items counted for a page: the bound, or one item past the page asked for, at most MAX_PAGE pages. */
export const countCap = (page: number, limit: number) =>
  Math.min(MAX_PAGE * limit, Math.max(COUNTED_ITEMS, page * limit + 1));

/** Kept rows as the screens show them, per language: named once per kept page, not per request. */
const presentedPages = new WeakMap<object, Map<Language, Promise<unknown[]>>>();
function presented<R, P>(rows: R[], language: Language, present: (rows: R[]) => Promise<P[]>): Promise<P[]> {
  const byLanguage = presentedPages.get(rows) ?? new Map<Language, Promise<unknown[]>>();
  presentedPages.set(rows, byLanguage);
  let shown = byLanguage.get(language) as Promise<P[]> | undefined;
  if (!shown) {
    shown = present(rows);
    byLanguage.set(language, shown);
    shown.catch(() => byLanguage.delete(language));
  }
  return shown;
}

/** How one kind of listing's rows are read. */
interface ListingReads<R, P> {
  /** The listing of this kind without filters (the viewer's own items anywhere in it). */
  everyone: (day: Today) => listings.Listing;
  page: (db: Db, listing: listings.Listing, q: listings.PageOf) => Promise<R[]>;
  bidOn: (db: Db, viewerId: number, ids: string[]) => Promise<Set<string>>;
  /** The row's id, its place in the order after its time (also of a presented row). */
  id: (row: R | P) => string;
}

const LOADS: ListingReads<listings.Placed<listings.LoadListingRow>, LoadListing> = {
  everyone: (day) => listings.loadsListing(day, listings.NO_LOAD_FILTERS),
  page: listings.marketLoadsPage,
  bidOn: listings.loadsBidOn,
  id: (row) => row.loads_id,
};

const POSTINGS: ListingReads<listings.Placed<listings.PostingListingRow>, PostedTruckListing> = {
  everyone: (day) => listings.postingsListing(day, listings.NO_POSTING_FILTERS),
  page: listings.marketPostingsPage,
  bidOn: listings.postingsBidOn,
  id: (row) => row.postTrucks_id,
};

type Paged = { page: number; limit: number };

/** One page of a listing, as the API sends it, with the viewer's totalPages. */
async function listingPage<
  R extends ListingRow & RatingColumns & { users_id: string; bid_placed: boolean; sort_at: string },
  P extends { users_id: string; bid_placed: boolean },
>(ctx: TradeContext, viewer: Actor, paged: Paged, listing: listings.Listing, reads: ListingReads<R, P>) {
  const { rows, total } = await pageRows<R, P>(ctx, viewer, paged, listing, {
    everyone: reads.everyone(today(ctx)),
    page: (q) => reads.page(ctx.db, listing, q),
    bidOn: (ids) => reads.bidOn(ctx.db, viewer.userId, ids),
    id: reads.id,
    present: async (found) =>
      (await named(ctx.reference, found, viewer.language)).map((row) =>
        listingRow(row as unknown as R),
      ) as unknown as P[],
  });
  return { data: rows, page: paged.page, totalPages: totalPages(total, paged.limit) } satisfies Page<P>;
}

/**
 * The rows of one page of a marketplace listing and the viewer's total. The first pages are cut
 * from everyone's first rows kept in memory, further pages of a viewer with no items of their
 * own in the listing start from a bookmark, the rest are read by their offset (listing-pages.ts,
 * decision 032). Rows come with the poster's rating and without their place in the order.
 */
async function pageRows<
  R extends { users_id: string; sort_at: string },
  P extends { users_id: string; bid_placed: boolean },
>(
  ctx: TradeContext,
  viewer: Actor,
  { page, limit }: Paged,
  listing: listings.Listing,
  read: {
    /** The listing of this kind without filters. */
    everyone: listings.Listing;
    page: (q: listings.PageOf) => Promise<R[]>;
    bidOn: (ids: string[]) => Promise<Set<string>>;
    id: (row: R | P) => string;
    /** Rows as the API sends them, in the viewer's language. */
    present: (rows: R[]) => Promise<P[]>;
  },
): Promise<{ rows: P[]; total: number }> {
  const { pages } = ctx;
  const { kind } = listing.listing;
  const kept = { kind, key: listing.key, mayList: listing.mayList };
  const offset = (page - 1) * limit;
  const cap = countCap(page, limit);
  // The count first: below the cap it is exact, and the cap passes the page's last item
  // (countCap), so a total counted now at or under the page's offset says the page is empty and
  // its rows are not read. A search that matches nothing costs its count alone (an index range),
  // not a walk of the listing's order that finds nothing (docs/decisions/060). A kept count
  // does not decide it: the rows stay as fresh as the kept pages (LISTING_CACHE_MS).
  const { total, own, fresh } = await ctx.counts.viewer(
    { kind, key: JSON.stringify([cap, listing.key]), mayList: listing.mayList },
    viewer.userId,
    cap,
    listings.listingCounts(ctx.db, listing, read.everyone, viewer.userId, cap),
  );
  if (fresh && total <= offset) return { rows: [], total };
  /** Kept rows (everyone's) as this viewer sees them, presented: their own left out. */
  const theirs = async (kept: R[]) => {
    const viewerId = String(viewer.userId);
    return (await presented(kept, viewer.language, read.present)).filter((row) => row.users_id !== viewerId);
  };
  /** A page of kept rows, with the viewer's bids on them read now. */
  const withBids = async (shown: P[]) => {
    const bidOn = await read.bidOn(shown.map(read.id));
    return { rows: shown.map((row) => ({ ...row, bid_placed: bidOn.has(read.id(row)) })), total };
  };
  if (pages.enabled && offset + limit <= HEAD_ROWS) {
    const head = await pages.head(kept, (rows) =>
      read.page({ viewerId: null, from: null, offset: 0, limit: rows }),
    );
    const rows = await theirs(head.rows);
    if (head.complete || rows.length >= offset + limit) return withBids(rows.slice(offset, offset + limit));
  }
  if (pages.enabled && own === 0) {
    // A viewer with no items of their own in the listing sees everyone's page: kept, else read
    // from the nearest bookmark (and leaving one where it starts).
    const found = await pages.page(kept, offset, limit, async () => {
      const { nearest, remember } = pages.bookmark(kept, offset);
      const rows = await read.page({
        viewerId: viewer.userId,
        from: nearest?.mark ?? null,
        offset: offset - (nearest?.position ?? 0),
        limit,
      });
      if (rows[0]) remember({ at: rows[0].sort_at, id: read.id(rows[0]) });
      return rows;
    });
    return withBids(await theirs(found));
  }
  const rows = await read.page({ viewerId: viewer.userId, from: null, offset, limit });
  return { rows: await read.present(rows), total };
}

const loadsPage = (ctx: TradeContext, actor: Actor, filters: listings.LoadFilters, paged: Paged) =>
  listingPage(ctx, actor, paged, listings.loadsListing(today(ctx), filters), LOADS);

const postingsPage = (ctx: TradeContext, actor: Actor, filters: listings.PostingFilters, paged: Paged) =>
  listingPage(ctx, actor, paged, listings.postingsListing(today(ctx), filters), POSTINGS);

/** getAllLoads: other users' open loads, newest first. */
export const marketLoads = (ctx: TradeContext, actor: Actor, paged: Paged) =>
  loadsPage(ctx, actor, listings.NO_LOAD_FILTERS, paged);

/** getPaginatedTrucks: other users' open postings, newest first. */
export const marketPostings = (ctx: TradeContext, actor: Actor, paged: Paged) =>
  postingsPage(ctx, actor, listings.NO_POSTING_FILTERS, paged);

/**
 * Search Load, as a truck owner asks it: capacity_id is the searcher's truck (loads needing at
 * most its tonnes). no_of_trucks is the trucks the searcher can send; it hides no load, since
 * every listed load has at least one truck open and the searcher can take some of them
 * (docs/decisions/017).
 */
export async function matchingLoads(ctx: TradeContext, actor: Actor, body: MatchingLoadsInput) {
  const { reference } = ctx;
  await assertReferences(reference, actor.language, [
    { path: 'material_id', id: body.material_id, kind: 'material' },
    { path: 'truck_type_id', id: body.truck_type_id, kind: 'truckType' },
  ]);
  return loadsPage(
    ctx,
    actor,
    {
      pickupLoc: await placeFilter(reference, body.pickupLoc),
      deliveryLoc: await placeFilter(reference, body.deliveryLoc),
      pickupDate: body.pickupDate,
      materialId: body.material_id,
      maxTonnes: await tonnesOf(reference, actor.language, 'capacity_id', body.capacity_id),
      truckTypeId: body.truck_type_id,
      bookNow: body.book_now,
    },
    body,
  );
}

/**
 * Search Truck, as a load owner asks it: postTrucks_capacity_id is the weight to carry
 * (postings offering at least its tonnes). no_of_trucks filters nothing: every posting is one
 * truck, and hiding single postings from someone who needs two would only hide matches.
 */
export async function matchingPostings(ctx: TradeContext, actor: Actor, body: MatchingPostTrucksInput) {
  const { reference } = ctx;
  await assertReferences(reference, actor.language, [
    { path: 'truck_type_id', id: body.truck_type_id, kind: 'truckType' },
  ]);
  return postingsPage(
    ctx,
    actor,
    {
      from: await placeFilter(reference, body.postTrucks_from),
      to: await placeFilter(reference, body.postTrucks_to),
      fromInstant: body.postTrucks_dateTime ? indiaDayStart(body.postTrucks_dateTime) : null,
      minTonnes: await tonnesOf(
        reference,
        actor.language,
        'postTrucks_capacity_id',
        body.postTrucks_capacity_id,
      ),
      truckTypeId: body.truck_type_id,
      bookNow: body.book_now,
    },
    body,
  );
}
