import {
  MARKETPLACE_CODES,
  MARKETPLACE_MESSAGES,
  MAX_PAGE,
  DUPLICATE_LOAD_HOURS,
  POSTING_STATUS,
  RETURNS_CODES,
  RETURN_WINDOW_DAYS,
  TRUST_CODES,
  TRUCK_STATUS,
  type AddLoadInput,
  type InsertTruckInput,
  type Language,
  type LoadForTruck,
  type LoadsForTruckInput,
  type LoadListing,
  type MatchingLoadsInput,
  type MatchingPostTrucksInput,
  type OwnLoad,
  type OwnTruck,
  type PostTruckInput,
  type PostedTruckListing,
} from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { fieldErrors, type FieldIssue } from '../../lib/field-errors.js';
import { indiaDayStart, todayOf } from '../../lib/india-day.js';
import { assertSelf, isUniqueViolation } from '../../lib/policy.js';
import { HttpError, conflict, notFound } from '../../lib/http-error.js';
import { roleName } from '../../lib/i18n.js';
import type { FilesService } from '../files/files.service.js';
import { assertDriverSubscription } from '../membership/driver-access.js';
import type { ReferenceService } from '../reference/reference.service.js';
import type { Events } from '../../plugins/app/events.js';
import { ratingSummary, type RatingColumns } from '../../db/standing.js';
import type { ListingCounts } from './listing-counts.js';
import { HEAD_ROWS, type ListingPages } from './listing-pages.js';
import * as repo from './marketplace.repository.js';
import * as near from './loads-for-truck.repository.js';

const M = MARKETPLACE_MESSAGES;

/** What a marketplace row carries for `named` to fill in. */
interface ListingRow {
  materials_id?: string;
  truck_capacities_id: string;
  truck_types_id: string;
  user_type_id: number;
}
type Named<R extends ListingRow> = Omit<R, 'user_type_id'> & {
  truck_capacities_name: string;
  tonnes: number;
  truck_types_name: string;
  user_types_name: string;
} & (R extends { materials_id: string } ? { materials_name: string } : unknown);

export interface Page<T> {
  data: T[];
  page: number;
  totalPages: number;
}

function paging(page: number, limit: number): repo.Paging {
  return { limit, offset: (page - 1) * limit, countCap: MAX_PAGE * limit };
}
const totalPages = (total: number, limit: number) => Math.min(Math.ceil(total / limit), MAX_PAGE);

export function createMarketplaceService(deps: {
  db: Db;
  clock: Clock;
  reference: ReferenceService;
  files: FilesService;
  counts: ListingCounts;
  pages: ListingPages;
  events: Events;
}) {
  const { db, clock, reference, files, counts, pages, events } = deps;

  const today = () => todayOf(clock);

  /** A search's place text as the English names stored locations are matched by (decision 020). */
  const placeFilter = async (text: string | null) => (text ? reference.placeTerms(text) : null);

  /**
   * Marketplace rows as the screens show them: the material (loads), capacity with its tonnes,
   * truck type and poster type named in the caller's language. The names come from the
   * reference data in memory, read again once if a row names an id not yet seen (a newer server
   * added it).
   */
  async function named<R extends ListingRow>(rows: R[], language: Language): Promise<Named<R>[]> {
    const known = (labels: Awaited<ReturnType<ReferenceService['labels']>>) =>
      rows.every(
        (row) =>
          (row.materials_id === undefined || labels.material.has(row.materials_id)) &&
          labels.capacity.has(row.truck_capacities_id) &&
          labels.truckType.has(row.truck_types_id),
      );
    let labels = await reference.labels(language);
    if (!known(labels)) {
      reference.forget();
      labels = await reference.labels(language);
    }
    return rows.map(({ user_type_id, ...row }) => {
      const capacity = labels.capacity.get(row.truck_capacities_id)!;
      return {
        ...row,
        ...(row.materials_id === undefined ? {} : { materials_name: labels.material.get(row.materials_id)! }),
        truck_capacities_name: capacity.name,
        tonnes: capacity.tonnes,
        truck_types_name: labels.truckType.get(row.truck_types_id)!,
        user_types_name: roleName(user_type_id, language),
      } as Named<R>;
    });
  }

  /** Ids a form sends from a select must name a row of the reference table. */
  async function checkReferences(
    checks: { path: string; id: number | null; kind: 'material' | 'capacity' | 'truckType' }[],
  ) {
    const issues: FieldIssue[] = [];
    for (const { path, id, kind } of checks) {
      if (id === null) continue;
      const row = await reference[kind](id);
      if (!row) issues.push({ path, code: M.referenceUnknown });
    }
    return issues;
  }

  async function tonnesOf(path: string, id: number | null, language: Language): Promise<number | null> {
    if (id === null) return null;
    const row = await reference.capacity(id);
    if (!row) throw fieldErrors(language, [{ path, code: M.referenceUnknown }]);
    return row.tonnes;
  }

  // ---------------------------------------------------------------- loads

  async function addLoad(actor: Actor, input: AddLoadInput): Promise<OwnLoad> {
    assertSelf(input.user_id, actor.userId);
    const issues = await checkReferences([
      { path: 'material_id', id: input.material_id, kind: 'material' },
      { path: 'capacity_id', id: input.capacity_id, kind: 'capacity' },
      { path: 'truck_type_id', id: input.truck_type_id, kind: 'truckType' },
    ]);
    if (issues.length) throw fieldErrors(actor.language, issues);
    const load = {
      userId: actor.userId,
      pickupLoc: await reference.storedPlace(input.pickupLoc),
      deliveryLoc: await reference.storedPlace(input.deliveryLoc),
      pickupDate: input.pickupDate,
      materialId: input.material_id,
      capacityId: input.capacity_id,
      truckTypeId: input.truck_type_id,
      noOfTrucks: input.no_of_trucks,
      comments: input.comments,
      createdAt: clock.now(),
    };
    // The same load twice within a day is refused with the first one's id (docs/decisions/030).
    const since = new Date(load.createdAt.getTime() - DUPLICATE_LOAD_HOURS * 3600_000);
    const id = await db.transaction(async (tx) => {
      await repo.lockOwnerLoads(tx, actor.userId);
      const existing = await repo.recentDuplicate(tx, load, since);
      if (existing) throw new HttpError(409, TRUST_CODES.duplicateLoad, {}, { loads_id: existing });
      return repo.insertLoad(tx, load);
    });
    events.publish({
      type: 'load.posted',
      loads_id: id,
      no_of_trucks: input.no_of_trucks,
      by: actor.userId,
      recipients: [],
    });
    return (await repo.ownLoad(db, id, actor.userId, today(), actor.language))!;
  }

  async function ownLoads(
    actor: Actor,
    query: { user_id: number | null; page: number; limit: number },
  ): Promise<Page<OwnLoad>> {
    assertSelf(query.user_id, actor.userId);
    const { data, total } = await repo.ownLoads(
      db,
      actor.userId,
      today(),
      paging(query.page, query.limit),
      actor.language,
    );
    return { data, page: query.page, totalPages: totalPages(total, query.limit) };
  }

  /** Kept rows as the screens show them, per language: named once per kept page, not per request. */
  const presentedPages = new WeakMap<object, Map<Language, Promise<unknown[]>>>();
  function presented<R, P>(
    rows: R[],
    language: Language,
    present: (rows: R[]) => Promise<P[]>,
  ): Promise<P[]> {
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

  /**
   * One page of a marketplace listing and the viewer's totalPages. The first pages are cut from
   * everyone's first rows kept in memory, further pages of a viewer with no items of their own in
   * the listing start from a bookmark, the rest are read by their offset (listing-pages.ts,
   * decision 032). Rows come with the poster's rating and without their place in the order.
   */
  async function listingPage<
    R extends RatingColumns & { users_id: string; bid_placed: boolean; sort_at: string },
    P extends { users_id: string; bid_placed: boolean },
  >(
    listing: repo.Listing,
    viewer: Actor,
    page: number,
    limit: number,
    read: {
      page: (q: repo.PageOf) => Promise<R[]>;
      bidOn: (ids: string[]) => Promise<Set<string>>;
      /** The row's id, its place in the order after its time (also of a presented row). */
      id: (row: R | P) => string;
      /** Rows as the API sends them, in the viewer's language. */
      present: (rows: R[]) => Promise<P[]>;
    },
  ): Promise<{ rows: P[]; total: number }> {
    const { kind } = listing.listing;
    const offset = (page - 1) * limit;
    const counted = repo.viewerTotal(db, counts, listing, viewer.userId, MAX_PAGE * limit);
    // Awaited below on every path that returns; a path that throws first must not leave its
    // rejection unhandled (that would end the process).
    counted.catch(() => undefined);
    /** Kept rows (everyone's) as this viewer sees them, presented: their own left out. */
    const theirs = async (kept: R[]) => {
      const own = String(viewer.userId);
      return (await presented(kept, viewer.language, read.present)).filter((row) => row.users_id !== own);
    };
    /** A page of kept rows, with the viewer's bids on them read now. */
    const withBids = async (shown: P[]) => {
      const [bidOn, { total }] = await Promise.all([read.bidOn(shown.map(read.id)), counted]);
      return { rows: shown.map((row) => ({ ...row, bid_placed: bidOn.has(read.id(row)) })), total };
    };
    if (pages.enabled && offset + limit <= HEAD_ROWS) {
      const head = await pages.head(kind, listing.key, (rows) =>
        read.page({ viewerId: null, from: null, offset: 0, limit: rows }),
      );
      const rows = await theirs(head.rows);
      if (head.complete || rows.length >= offset + limit) return withBids(rows.slice(offset, offset + limit));
    }
    if (pages.enabled && (await counted).own === 0) {
      // A viewer with no items of their own in the listing sees everyone's page: kept, else read
      // from the nearest bookmark (and leaving one where it starts).
      const found = await pages.page(kind, listing.key, offset, limit, async () => {
        const { nearest, remember } = pages.bookmark(kind, listing.key, offset);
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
    const [rows, { total }] = await Promise.all([
      read.page({ viewerId: viewer.userId, from: null, offset, limit }),
      counted,
    ]);
    return { rows: await read.present(rows), total };
  }

  /** A listing row as the API sends it: the poster's rating as `users_rating`, the rest dropped. */
  const shown = <R extends RatingColumns & { sort_at: string }>({
    rating_count,
    rating_stars,
    rating_trips,
    sort_at: _,
    ...row
  }: R) => ({ ...row, users_rating: ratingSummary({ rating_count, rating_stars, rating_trips }) });

  async function listLoads(
    actor: Actor,
    filters: repo.LoadFilters,
    page: number,
    limit: number,
  ): Promise<Page<LoadListing>> {
    const listing = repo.loadsListing(today(), filters);
    const { rows, total } = await listingPage<repo.Placed<repo.LoadListingRow>, LoadListing>(
      listing,
      actor,
      page,
      limit,
      {
        page: (q) => repo.marketLoadsPage(db, listing, q),
        bidOn: (ids) => repo.loadsBidOn(db, actor.userId, ids),
        id: (row) => row.loads_id,
        present: async (found) => (await named(found, actor.language)).map(shown),
      },
    );
    return { data: rows, page, totalPages: totalPages(total, limit) };
  }

  /**
   * Search Load, as a truck owner asks it: capacity_id is the searcher's truck (loads needing at
   * most its tonnes). no_of_trucks is the trucks the searcher can send; it hides no load, since
   * every listed load has at least one truck open and the searcher can take some of them
   * (docs/decisions/017).
   */
  async function matchingLoads(actor: Actor, body: MatchingLoadsInput) {
    const issues = await checkReferences([
      { path: 'material_id', id: body.material_id, kind: 'material' },
      { path: 'truck_type_id', id: body.truck_type_id, kind: 'truckType' },
    ]);
    if (issues.length) throw fieldErrors(actor.language, issues);
    return listLoads(
      actor,
      {
        pickupLoc: await placeFilter(body.pickupLoc),
        deliveryLoc: await placeFilter(body.deliveryLoc),
        pickupDate: body.pickupDate,
        materialId: body.material_id,
        maxTonnes: await tonnesOf('capacity_id', body.capacity_id, actor.language),
        truckTypeId: body.truck_type_id,
      },
      body.page,
      body.limit,
    );
  }

  /** YYYY-MM-DD plus some days (dates in India, no time of day). */
  const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  /**
   * Loads for one of the caller's trucks, ranked by one function (`near.loadsNear`, decision 028):
   * return loads after a trip (`schedule_id`) or after where the truck goes next, or loads where
   * its posting starts (`near: 'pickup'`, Trip Requests). Over the place's day and the
   * RETURN_WINDOW_DAYS after it, never before today. Another user's truck or trip: 404.
   */
  async function loadsForTruck(
    actor: Actor,
    query: LoadsForTruckInput,
  ): Promise<{ data: LoadForTruck[]; near: { place: string; from: string; to: string } | null }> {
    const truck = await near.ownTruckFit(db, query.truck_id, actor.userId);
    if (!truck) throw notFound(RETURNS_CODES.truckNotFound);
    const now = today();
    let anchor: near.Anchor | undefined;
    if (query.schedule_id !== null) {
      anchor = await near.tripDelivery(db, query.schedule_id, query.truck_id, actor.userId);
      if (!anchor) throw notFound(RETURNS_CODES.scheduleNotFound);
    } else {
      anchor = await near.nextAnchor(db, query.truck_id, query.near, now, RETURN_WINDOW_DAYS);
    }
    const place = anchor && (await reference.placeOf(anchor.place));
    if (!anchor || !place) return { data: [], near: null };
    const from = anchor.day > now.date ? anchor.day : now.date;
    const to = addDays(anchor.day, RETURN_WINDOW_DAYS);
    const searched = { place: place.label, from, to };
    if (from > to) return { data: [], near: searched };
    const forms = await reference.storedForms(place);
    const rows = await near.loadsNear(db, {
      viewerId: actor.userId,
      truckId: query.truck_id,
      ...forms,
      from,
      to,
      tonnes: truck.tonnes,
      truckTypeId: truck.truck_type_id,
      limit: query.limit,
    });
    return { data: await named(rows, actor.language), near: searched };
  }

  // ---------------------------------------------------------------- trucks

  async function addTruck(actor: Actor, input: InsertTruckInput): Promise<OwnTruck> {
    assertSelf(input.user_id, actor.userId);
    const issues = await checkReferences([
      { path: 'trucks_type_id', id: input.trucks_type_id, kind: 'truckType' },
      { path: 'capacity_id', id: input.capacity_id, kind: 'capacity' },
    ]);
    const district = await reference.district(input.location);
    if (!district) issues.push({ path: 'location', code: M.locationUnknown });
    if (issues.length) throw fieldErrors(actor.language, issues);

    try {
      const id = await db.transaction(async (tx) => {
        await files.assertOwned(tx, input.insurance, actor.userId, ['insurance']);
        await files.assertOwned(tx, input.rc, actor.userId, ['rc']);
        if (await repo.regNumberTaken(tx, actor.userId, input.regNumber)) {
          throw conflict(MARKETPLACE_CODES.truckExists);
        }
        return repo.insertTruck(tx, {
          userId: actor.userId,
          regNumber: input.regNumber,
          truckTypeId: input.trucks_type_id,
          capacityId: input.capacity_id,
          insuranceFileId: input.insurance,
          rcFileId: input.rc,
          location: district!.name,
          createdAt: clock.now(),
        });
      });
      return (await repo.ownTruck(db, id, actor.userId, today(), actor.language))!;
    } catch (error) {
      // Two requests adding the same number at once: the constraint decides.
      if (isUniqueViolation(error, 'trucks_owner_reg_number')) throw conflict(MARKETPLACE_CODES.truckExists);
      throw error;
    }
  }

  async function ownTrucks(
    actor: Actor,
    query: { user_id: number | null; trucks_status: string | null },
  ): Promise<OwnTruck[]> {
    assertSelf(query.user_id, actor.userId);
    const status = query.trucks_status === null ? null : Number(query.trucks_status);
    return repo.ownTrucks(db, actor.userId, status, today(), actor.language);
  }

  /**
   * Post Truck: the caller's own truck (another's answers 404), not already posted (409); the
   * capacity offered is at most the truck's. The truck becomes posted ('5') and an open posting
   * enters the marketplace, in one transaction.
   */
  async function postTruck(actor: Actor, input: PostTruckInput): Promise<OwnTruck> {
    assertSelf(input.user_id, actor.userId);
    const offered = await tonnesOf('postTrucks_capacity_id', input.postTrucks_capacity_id, actor.language);
    const [date = '', time = ''] = input.postTrucks_dateTime.split(' ');
    const availableAt = new Date(`${date}T${time}:00+05:30`);
    const day = today();

    let postingId: number;
    try {
      postingId = await db.transaction(async (tx) => {
        const truck = await repo.lockOwnTruck(tx, input.truck_id, actor.userId);
        if (!truck) throw notFound(MARKETPLACE_CODES.truckNotFound);
        // Posting is business the driver subscription pays for: a lapsed driver gets 402
        // (docs/decisions/008-membership.md).
        await assertDriverSubscription(tx, actor, clock.now());
        const current = await repo.currentPosting(tx, truck.id, day);
        // Only a live open posting blocks a new one; a booked one (its trip agreed) does not.
        if (current && current.live && current.status === Number(POSTING_STATUS.open)) {
          throw conflict(MARKETPLACE_CODES.truckAlreadyPosted);
        }
        if (offered! > truck.tonnes) {
          throw fieldErrors(actor.language, [{ path: 'postTrucks_capacity_id', code: M.capacityAboveTruck }]);
        }
        await repo.expireStalePostings(tx, truck.id, day);
        const postingId = await repo.insertPosting(tx, {
          truckId: truck.id,
          userId: actor.userId,
          truckTypeId: truck.truck_type_id,
          capacityId: input.postTrucks_capacity_id,
          availableAt,
          fromLoc: await reference.storedPlace(input.postTrucks_from),
          toLoc: await reference.storedPlace(input.postTrucks_to),
          comments: input.comments,
          createdAt: clock.now(),
        });
        await repo.setTruckStatus(tx, truck.id, Number(TRUCK_STATUS.posted));
        return postingId;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'truck_postings_one_open')) {
        throw conflict(MARKETPLACE_CODES.truckAlreadyPosted);
      }
      throw error;
    }
    events.publish({
      type: 'truck.posted',
      truck_id: input.truck_id,
      postTrucks_id: postingId,
      by: actor.userId,
      recipients: [],
    });
    return (await repo.ownTruck(db, input.truck_id, actor.userId, day, actor.language))!;
  }

  async function listPostings(
    actor: Actor,
    filters: repo.PostingFilters,
    page: number,
    limit: number,
  ): Promise<Page<PostedTruckListing>> {
    const listing = repo.postingsListing(today(), filters);
    const { rows, total } = await listingPage<repo.Placed<repo.PostingListingRow>, PostedTruckListing>(
      listing,
      actor,
      page,
      limit,
      {
        page: (q) => repo.marketPostingsPage(db, listing, q),
        bidOn: (ids) => repo.postingsBidOn(db, actor.userId, ids),
        id: (row) => row.postTrucks_id,
        present: async (found) => (await named(found, actor.language)).map(shown),
      },
    );
    return { data: rows, page, totalPages: totalPages(total, limit) };
  }

  /**
   * Search Truck, as a load owner asks it: postTrucks_capacity_id is the weight to carry
   * (postings offering at least its tonnes). no_of_trucks filters nothing: every posting is one
   * truck, and hiding single postings from someone who needs two would only hide matches.
   */
  async function matchingPostings(actor: Actor, body: MatchingPostTrucksInput) {
    const issues = await checkReferences([
      { path: 'truck_type_id', id: body.truck_type_id, kind: 'truckType' },
    ]);
    if (issues.length) throw fieldErrors(actor.language, issues);
    return listPostings(
      actor,
      {
        from: await placeFilter(body.postTrucks_from),
        to: await placeFilter(body.postTrucks_to),
        fromInstant: body.postTrucks_dateTime ? indiaDayStart(body.postTrucks_dateTime) : null,
        minTonnes: await tonnesOf('postTrucks_capacity_id', body.postTrucks_capacity_id, actor.language),
        truckTypeId: body.truck_type_id,
      },
      body.page,
      body.limit,
    );
  }

  return {
    addLoad,
    ownLoads,
    allLoads: (actor: Actor, page: number, limit: number) =>
      listLoads(actor, repo.NO_LOAD_FILTERS, page, limit),
    matchingLoads,
    loadsForTruck,
    addTruck,
    ownTrucks,
    postTruck,
    allPostings: (actor: Actor, page: number, limit: number) =>
      listPostings(actor, repo.NO_POSTING_FILTERS, page, limit),
    matchingPostings,
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
