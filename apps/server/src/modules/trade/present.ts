/**
 * Every trade row as the contract shapes it: listing rows with their names, the two kinds of bid
 * under their crossed names (docs/api.md, Bids), negotiation entries, pending items, trips, and
 * what a bid event is about. Pure, but for the reference names read from memory (`named`).
 */
import {
  BID_KIND,
  termsFields,
  type BidSubject,
  type Language,
  type LoadBid,
  type LoadSchedule,
  type NegotiationEntry,
  type PendingAction,
  type ScheduleDetail,
  type ScheduleParty,
  type TripCancellation,
  type Terms,
  type TripDocument,
  type TruckBid,
  type TruckSchedule,
} from '@lorrybazaar/contract';
import { ratingSummary, type RatingColumns } from '../trust/rating.js';
import { daysToPaySummary, type DaysToPayColumns } from '../ledger/days-to-pay.js';
import { roleName } from '../../lib/i18n.js';
import type { ReferenceService } from '../reference/reference.service.js';
import { KIND } from './codes.js';
import { awaitingOf, partyName, sideOf } from './policy.js';
import type { BidRecord, NegotiationRecord, PendingRecord } from './sql/bids.js';
import type { FileRecord, PartyRecord, TripRecord } from './sql/trips.js';

// ---------------------------------------------------------------- listings

/** What a marketplace row carries for `named` to fill in. */
export interface ListingRow {
  materials_id?: string;
  truck_capacities_id: string;
  truck_types_id: string;
  user_type_id: number;
  /** The stored price and terms, sent flat (termsFields). */
  terms: Terms | null;
}
type Named<R extends ListingRow> = Omit<R, 'user_type_id' | 'terms'> &
  ReturnType<typeof termsFields> & {
    truck_capacities_name: string;
    tonnes: number;
    truck_types_name: string;
    user_types_name: string;
  } & (R extends { materials_id: string } ? { materials_name: string } : unknown);

/**
 * Marketplace rows as the screens show them: the material (loads), capacity with its tonnes,
 * truck type and poster type named in the caller's language, and the terms spread flat. The names come from the
 * reference data in memory, read again once if a row names an id not yet seen (a newer server
 * added it).
 */
export async function named<R extends ListingRow>(
  reference: ReferenceService,
  rows: R[],
  language: Language,
): Promise<Named<R>[]> {
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
  return rows.map((row) => {
    const capacity = labels.capacity.get(row.truck_capacities_id)!;
    const shown = Object.assign(fieldsBut(row, NAMED_AWAY), termsFields(row.terms, capacity.tonnes));
    if (row.materials_id !== undefined) shown.materials_name = labels.material.get(row.materials_id)!;
    shown.truck_capacities_name = capacity.name;
    shown.tonnes = capacity.tonnes;
    shown.truck_types_name = labels.truckType.get(row.truck_types_id)!;
    shown.user_types_name = roleName(row.user_type_id, language);
    return shown as Named<R>;
  });
}

/** What `named` leaves out: the poster type's id (named instead) and the terms (sent flat). */
const NAMED_AWAY: ReadonlySet<string> = new Set(['user_type_id', 'terms']);

/**
 * A row's own fields but those left out, copied one by one. Rest and spread (`{ a, ...row }`,
 * `{ ...row, ...more }`) cost about ten times as much on rows as wide as a listing's (about 30 µs
 * a row); without them the server's CPU per request of the crowd of `npm run bench` went from 2.4
 * to 1.3 ms (docs/performance.md).
 */
function fieldsBut(row: object, left: ReadonlySet<string>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  // A row is a plain object of its own fields (a query's row, or one made by this module).
  for (const key in row) if (!left.has(key)) copy[key] = row[key as keyof typeof row];
  return copy;
}

/**
 * A listing row as the API sends it: the poster's rating as `users_rating`, a load poster's days
 * to pay as `users_payment` (load rows read it, decision 048), its place in the order dropped.
 */
export function listingRow<R extends RatingColumns & Partial<DaysToPayColumns> & { sort_at: string }>(
  row: R,
) {
  const shown = fieldsBut(row, LISTING_AWAY);
  shown.users_rating = ratingSummary(row);
  if (row.pay_trips !== undefined) {
    shown.users_payment = daysToPaySummary({
      pay_median_days: row.pay_median_days ?? null,
      pay_trips: row.pay_trips,
    });
  }
  return shown as Omit<R, keyof RatingColumns | keyof DaysToPayColumns | 'sort_at'> & {
    users_rating: ReturnType<typeof ratingSummary>;
    users_payment?: ReturnType<typeof daysToPaySummary>;
  };
}

/** What `listingRow` leaves out: the rating's and the days to pay's columns (summed up), the order. */
const LISTING_AWAY: ReadonlySet<string> = new Set([
  'rating_count',
  'rating_stars',
  'rating_trips',
  'rating_called_off',
  'pay_median_days',
  'pay_trips',
  'sort_at',
]);

// ---------------------------------------------------------------- bids

/** The two people of a bid record, as numbers. */
export const partiesOf = (record: { bidder_id: string; owner_id: string }) => ({
  bidder_id: Number(record.bidder_id),
  owner_id: Number(record.owner_id),
});

function bidState(record: BidRecord, viewerId: number) {
  const side = sideOf(partiesOf(record), viewerId)!;
  const awaiting = awaitingOf(record);
  return {
    bids_status: String(record.status),
    createdAt: record.created_at,
    updatedAt: record.updated_at,
    current_amount: record.current_amount,
    last_offer_by: partyName(record.last_offer_by),
    awaiting,
    your_side: side,
    your_turn: awaiting === side,
    counters: record.offers - 1,
    owner_id: record.owner_id,
    owner_name: record.owner_name,
    schedule_id: record.schedule_id,
    verified: record.verified,
  };
}

/** A bid on a load, with the contract's field names ("truck bid"). */
function toTruckBid(record: BidRecord, viewerId: number, language: Language): TruckBid {
  return {
    bidsTruck_id: record.id,
    bidsTruck_amount: record.amount,
    users_id: record.bidder_id,
    users_name: record.bidder_name,
    truck_types_name: record.truck_types_name,
    truck_capacities_name: record.truck_capacities_name,
    regNumber: record.reg_number,
    pickupDate: record.pickup_date,
    pickupLoc: record.pickup_loc,
    deliveryLoc: record.delivery_loc,
    trucks_id: record.truck_id,
    truck_id: record.truck_id,
    loads_id: record.loads_id,
    materials_id: record.materials_id,
    materials_name: record.materials_name,
    load_capacities_name: record.load_capacities_name,
    user_types_name: roleName(record.bidder_type, language),
    ...bidState(record, viewerId),
  };
}

/** A bid on a posted truck, with the contract's field names ("load bid"). */
function toLoadBid(record: BidRecord, viewerId: number, language: Language): LoadBid {
  return {
    bidsLoad_id: record.id,
    bidsLoad_amount: record.amount,
    users_name: record.bidder_name,
    users_id: record.bidder_id,
    materials_name: record.materials_name,
    materials_id: record.materials_id,
    truck_capacities_name: record.load_capacities_name,
    regNumber: record.reg_number,
    pickupDate: record.pickup_date,
    postTrucks_from: record.posting_from ?? '',
    postTrucks_to: record.posting_to ?? '',
    pickupLoc: record.pickup_loc,
    deliveryLoc: record.delivery_loc,
    truck_id: record.truck_id,
    loads_id: record.loads_id,
    postTrucks_id: record.posting_id ?? '',
    postTrucks_dateTime: record.posting_date_time ?? '',
    truck_types_name: record.truck_types_name,
    user_types_name: roleName(record.bidder_type, language),
    ...bidState(record, viewerId),
  };
}

/** A bid of either kind, as its party sees it. */
export const presentBid = (record: BidRecord, viewerId: number, language: Language): TruckBid | LoadBid =>
  record.kind === KIND.onLoad
    ? toTruckBid(record, viewerId, language)
    : toLoadBid(record, viewerId, language);

export function negotiationEntry(record: NegotiationRecord, viewerId: number): NegotiationEntry {
  return {
    id: record.id,
    bid_id: record.bid_id,
    user_id: record.user_id,
    users_name: record.users_name,
    amount: record.amount,
    created_at: record.created_at,
    by: partyName(record.party),
    previous_amount: record.previous_amount ?? record.amount,
    mine: Number(record.user_id) === viewerId,
  };
}

export function pendingItem(row: PendingRecord, viewerId: number): PendingAction {
  const mineAsOwner = Number(row.owner_id) === viewerId;
  return {
    kind: row.kind === KIND.onLoad ? BID_KIND.onLoad : BID_KIND.onTruck,
    bid_id: row.bid_id,
    your_side: mineAsOwner ? 'owner' : 'bidder',
    amount: row.amount,
    loads_id: row.loads_id,
    truck_id: row.truck_id,
    materials_name: row.materials_name,
    regNumber: row.reg_number,
    pickupLoc: row.pickup_loc,
    deliveryLoc: row.delivery_loc,
    other_name: mineAsOwner ? row.bidder_name : row.owner_name,
    updatedAt: row.updated_at,
  };
}

/** What a bid event is about, with the contract's names for the two kinds of bid. */
export function bidSubject(record: BidRecord): BidSubject {
  const common = { loads_id: Number(record.loads_id), truck_id: Number(record.truck_id) };
  return record.kind === KIND.onLoad
    ? { bid_kind: BID_KIND.onLoad, bidsTruck_id: Number(record.id), ...common }
    : {
        bid_kind: BID_KIND.onTruck,
        bidsLoad_id: Number(record.id),
        postTrucks_id: Number(record.posting_id),
        ...common,
      };
}

// ---------------------------------------------------------------- trips

const kindName = (code: number) => (code === KIND.onLoad ? BID_KIND.onLoad : BID_KIND.onTruck);

/** What both trip list rows share. */
function tripSummary(record: TripRecord, viewerId: number) {
  const mineAsLoadOwner = Number(record.load_owner_id) === viewerId;
  return {
    schedule_id: record.schedule_id,
    schedules_status: String(record.status),
    amount: record.amount,
    pickupDate: record.pickup_date,
    materials_name: record.materials_name,
    truck_types_name: record.truck_types_name,
    truck_capacities_name: record.truck_capacities_name,
    loads_id: record.loads_id,
    truck_id: record.truck_id,
    bid_id: record.bid_id,
    bid_kind: kindName(record.bid_kind),
    other_name: mineAsLoadOwner ? record.truck_owner_name : record.load_owner_name,
    createdAt: record.created_at,
    has_lorry_receipt: record.lr_file_id !== null,
    has_proof_of_delivery: record.pod_file_id !== null,
    terms: record.terms,
  };
}

export const loadScheduleRow = (record: TripRecord, viewerId: number): LoadSchedule => ({
  schedules_date: record.booked_on,
  pickup_loc: record.pickup_loc,
  delivery_loc: record.delivery_loc,
  vehicle_reg: record.vehicle_reg,
  ...tripSummary(record, viewerId),
});

export const truckScheduleRow = (record: TripRecord, viewerId: number): TruckSchedule => ({
  truckSchedules_date: record.booked_on,
  vehicle_reg: record.vehicle_reg,
  pickup_loc: record.pickup_loc,
  delivery_loc: record.delivery_loc,
  ...tripSummary(record, viewerId),
});

/** A signed link to a file for one viewer (app.files.link). */
type Link = (fileId: string, viewerId: number, options?: { download?: boolean }) => string;

/** The trip as one of its parties sees it: both people, the papers with links signed for the viewer. */
export function tripDetail(
  trip: {
    record: TripRecord;
    side: 'load' | 'truck';
    people: Map<string, PartyRecord>;
    files: Map<string, FileRecord>;
  },
  viewer: { userId: number; language: Language },
  link: Link,
): ScheduleDetail {
  const { record, people, files } = trip;
  const party = (id: string): ScheduleParty => {
    const row = people.get(id)!;
    return {
      users_id: row.users_id,
      users_name: row.users_name,
      company: row.company,
      user_types_id: String(row.user_type_id),
      user_types_name: roleName(row.user_type_id, viewer.language),
      mobile: row.mobile,
    };
  };
  const document = (fileId: string | null, by: string | null, at: string | null): TripDocument | null => {
    const file = fileId ? files.get(fileId) : undefined;
    if (!fileId || !file) return null;
    return {
      file_id: fileId,
      name: file.name,
      content_type: file.content_type,
      size: file.size,
      uploaded_at: at ?? '',
      uploaded_by: by ?? '',
      view_url: link(fileId, viewer.userId),
      download_url: link(fileId, viewer.userId, { download: true }),
    };
  };
  return {
    schedule_id: record.schedule_id,
    schedules_status: String(record.status),
    your_side: trip.side,
    amount: record.amount,
    schedules_date: record.booked_on,
    createdAt: record.created_at,
    pickupDate: record.pickup_date,
    pickup_loc: record.pickup_loc,
    delivery_loc: record.delivery_loc,
    materials_name: record.materials_name,
    load_capacities_name: record.load_capacities_name,
    no_of_trucks: record.no_of_trucks,
    comments: record.comments,
    vehicle_reg: record.vehicle_reg,
    truck_types_name: record.truck_types_name,
    truck_capacities_name: record.truck_capacities_name,
    loads_id: record.loads_id,
    truck_id: record.truck_id,
    bid_id: record.bid_id,
    bid_kind: kindName(record.bid_kind),
    load_owner: party(record.load_owner_id),
    truck_owner: party(record.truck_owner_id),
    lorry_receipt: document(record.lr_file_id, record.lr_uploaded_by, record.lr_uploaded_at),
    proof_of_delivery: document(record.pod_file_id, record.pod_uploaded_by, record.pod_uploaded_at),
    terms: record.terms,
    in_transit_at: record.lr_uploaded_at,
    delivered_at: record.pod_uploaded_at,
    cancellation: cancellationOf(record),
    other_party_suspended: trip.side === 'load' ? record.truck_owner_suspended : record.load_owner_suspended,
    pickup_pin: record.pickup_pin,
    delivery_pin: record.delivery_pin,
  };
}

/** Who called the trip off (their side), why and when; null unless it is cancelled. */
function cancellationOf(record: TripRecord): TripCancellation | null {
  if (record.cancelled_at === null || record.cancelled_by === null || record.cancel_reason === null) {
    return null;
  }
  return {
    by_side: record.cancelled_by === record.load_owner_id ? 'load' : 'truck',
    reason: record.cancel_reason,
    at: record.cancelled_at,
  };
}
