/**
 * Test and benchmark data written straight into the database (fast: no HTTP, no sign-in).
 * Every builder returns the new row's id; overrides set any column a test cares about.
 * Defaults are valid, live marketplace items (pickup a week from now, open status).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  LOAD_STATUS,
  POSTING_STATUS,
  TRUCK_STATUS,
  USER_TYPE_ID,
  todayInIndia,
  type ListedRow,
  type Role,
  type Terms,
} from '@lorrybazaar/contract';
import type { DbOrTx } from '../db/client.js';
import { rows } from '../db/rows.js';
import { indiaInstant } from '../lib/india-day.js';
import { LISTED_LOAD } from '../modules/trade/sql/listings.js';

/** Book Now terms (docs/decisions/043): ₹32,000 a truck, 90% advance, booked at once. */
export const BOOK_NOW_TERMS: Terms = {
  price_basis: 'per_truck',
  asking_rupees: 32000,
  book_now: true,
  advance_percent: 90,
  balance_days: 7,
  free_hours_loading: 12,
  free_hours_unloading: 12,
  detention_per_day: 1500,
  loading_charges_by: 'shipper',
};

let sequence = 0;
const next = () => ++sequence;

/** A date `days` from today in India, YYYY-MM-DD. */
export function daysFromToday(days: number, now: Date = new Date()): string {
  const [y, m, d] = todayInIndia(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:MM" in India, `days` from today. */
export const indiaDateTime = (days: number, time = '09:30') => `${daysFromToday(days)} ${time}`;
const indiaAt = (dateTime: string) =>
  indiaInstant(...(dateTime.split(' ') as [string, string])).toISOString();

async function insertReturningId(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ id: string }>(db, query);
  return Number(row!.id);
}

export interface UserOverrides {
  role?: Role;
  name?: string | null;
  company?: string | null;
  mobile?: string;
  /** When the account was made (default: now). */
  createdAt?: Date;
}

/** An account of a role (no session: use `signIn` for a caller). */
export function buildUser(db: DbOrTx, overrides: UserOverrides = {}): Promise<number> {
  const n = next();
  const role = overrides.role ?? 'transporter';
  const mobile =
    overrides.mobile ?? `8${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`;
  const name = overrides.name === undefined ? `Poster ${String.fromCharCode(65 + (n % 26))}` : overrides.name;
  const company = overrides.company === undefined ? 'Poster Roadways' : overrides.company;
  return insertReturningId(
    db,
    sql`INSERT INTO users (mobile, user_type_id, name, company, created_at)
        VALUES (${mobile}, ${Number(USER_TYPE_ID[role])}, ${name}, ${company},
                ${(overrides.createdAt ?? new Date()).toISOString()}::timestamptz) RETURNING id`,
  );
}

export interface FileOverrides {
  ownerId: number;
  purpose?: 'rc' | 'insurance' | 'document' | 'profile_picture' | 'lorry_receipt' | 'proof_of_delivery';
}

/** A stored-file record (no bytes: enough for rules that check ownership and purpose). */
export async function buildFile(db: DbOrTx, overrides: FileOverrides): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`
    INSERT INTO files (id, owner_id, purpose, storage_key, content_type, size_bytes, original_name, sha256)
    VALUES (${id}::uuid, ${overrides.ownerId}, ${overrides.purpose ?? 'document'}, ${`test/${id}`},
            'application/pdf', 1024, 'test.pdf', decode(repeat('00', 32), 'hex'))`);
  return id;
}

export interface LoadOverrides {
  ownerId: number;
  pickupLoc?: string;
  deliveryLoc?: string;
  /** YYYY-MM-DD; default a week from today. */
  pickupDate?: string;
  materialId?: number;
  capacityId?: number;
  truckTypeId?: number;
  noOfTrucks?: number;
  comments?: string | null;
  /** LOAD_STATUS code. */
  status?: string;
  createdAt?: Date;
}

export function buildLoad(db: DbOrTx, o: LoadOverrides): Promise<number> {
  return insertReturningId(
    db,
    sql`
      INSERT INTO loads (user_id, pickup_loc, delivery_loc, pickup_date, material_id, capacity_id,
                         truck_type_id, no_of_trucks, comments, status, created_at)
      VALUES (${o.ownerId}, ${o.pickupLoc ?? 'Pune, Maharashtra'}, ${o.deliveryLoc ?? 'Chennai, Tamil Nadu'},
              ${o.pickupDate ?? daysFromToday(7)}::date, ${o.materialId ?? 1}, ${o.capacityId ?? 8},
              ${o.truckTypeId ?? 1}, ${o.noOfTrucks ?? 1}, ${o.comments ?? null},
              ${Number(o.status ?? LOAD_STATUS.open)},
              ${(o.createdAt ?? new Date()).toISOString()}::timestamptz)
      RETURNING id`,
  );
}

/** A load as the listings' filters see it, for a `load.posted` a test publishes itself. */
export async function listedLoad(db: DbOrTx, loadId: number): Promise<ListedRow> {
  const [row] = await rows<{ listed: ListedRow }>(
    db,
    sql`SELECT ${LISTED_LOAD} AS listed FROM loads WHERE id = ${loadId}`,
  );
  return row!.listed;
}

/** `n` open loads of `ownerId` picking up at `place`, a minute apart, the newest first by id (one statement). */
export async function buildOpenLoads(db: DbOrTx, ownerId: number, place: string, n: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO loads (user_id, pickup_loc, delivery_loc, pickup_date, material_id, capacity_id,
                       truck_type_id, no_of_trucks, status, created_at)
    SELECT ${ownerId}, ${place}, 'Chennai, Tamil Nadu', ${daysFromToday(7)}::date, 1, 8, 1, 1,
           ${Number(LOAD_STATUS.open)}, now() - make_interval(mins => g)
    FROM generate_series(1, ${n}) AS g`);
}

export interface TruckOverrides {
  ownerId: number;
  regNumber?: string;
  truckTypeId?: number;
  capacityId?: number;
  location?: string;
  /** TRUCK_STATUS code. */
  status?: string;
  /** Default: new file records of the owner. Benchmarks may share one pair. */
  insuranceFileId?: string;
  rcFileId?: string;
  createdAt?: Date;
}

/** A unique valid registration number: KA + 2 digits + 2 letters + 4 digits. */
export function regNumber(n: number = next()): string {
  const letters =
    String.fromCharCode(65 + (((n / 10000) % 26) | 0)) + String.fromCharCode(65 + (((n / 260000) % 26) | 0));
  return `KA${String(n % 100).padStart(2, '0')}${letters}${String(n % 10000).padStart(4, '0')}`;
}

export async function buildTruck(db: DbOrTx, o: TruckOverrides): Promise<number> {
  const insurance = o.insuranceFileId ?? (await buildFile(db, { ownerId: o.ownerId, purpose: 'insurance' }));
  const rc = o.rcFileId ?? (await buildFile(db, { ownerId: o.ownerId, purpose: 'rc' }));
  return insertReturningId(
    db,
    sql`
      INSERT INTO trucks (user_id, reg_number, truck_type_id, capacity_id, insurance_file_id, rc_file_id,
                          location, status, created_at)
      VALUES (${o.ownerId}, ${o.regNumber ?? regNumber()}, ${o.truckTypeId ?? 1}, ${o.capacityId ?? 10},
              ${insurance}::uuid, ${rc}::uuid, ${o.location ?? 'Pune'}, ${Number(o.status ?? TRUCK_STATUS.added)},
              ${(o.createdAt ?? new Date()).toISOString()}::timestamptz)
      RETURNING id`,
  );
}

export interface PostingOverrides {
  ownerId: number;
  /** Default: a new truck of the owner (posted). */
  truckId?: number;
  /** The posted truck's type (copied from the truck when truckId is given). */
  truckTypeId?: number;
  /** Capacity offered. */
  capacityId?: number;
  /** "YYYY-MM-DD HH:MM" in India; default three days from today. */
  dateTime?: string;
  fromLoc?: string;
  toLoc?: string;
  comments?: string | null;
  /** POSTING_STATUS code. */
  status?: string;
  createdAt?: Date;
}

/** An open posting by default; its truck is marked posted ('5'). */
export async function buildPosting(
  db: DbOrTx,
  o: PostingOverrides,
): Promise<{ postingId: number; truckId: number }> {
  const truckId =
    o.truckId ??
    (await buildTruck(db, {
      ownerId: o.ownerId,
      truckTypeId: o.truckTypeId,
      capacityId: 17,
      status: TRUCK_STATUS.posted,
    }));
  const status = Number(o.status ?? POSTING_STATUS.open);
  const postingId = await insertReturningId(
    db,
    sql`
      INSERT INTO truck_postings (truck_id, user_id, truck_type_id, capacity_id, available_at, from_loc,
                                  to_loc, comments, status, created_at)
      SELECT t.id, ${o.ownerId}, coalesce(${o.truckTypeId ?? null}::int, t.truck_type_id), ${o.capacityId ?? 10},
             ${indiaAt(o.dateTime ?? indiaDateTime(3))}::timestamptz,
             ${o.fromLoc ?? 'Nagpur, Maharashtra'}, ${o.toLoc ?? 'Hyderabad, Telangana'}, ${o.comments ?? null},
             ${status}, ${(o.createdAt ?? new Date()).toISOString()}::timestamptz
      FROM trucks t WHERE t.id = ${truckId}
      RETURNING id`,
  );
  if (status === Number(POSTING_STATUS.open)) {
    await db.execute(sql`UPDATE trucks SET status = ${Number(TRUCK_STATUS.posted)} WHERE id = ${truckId}`);
  }
  return { postingId, truckId };
}

/** A driver whose Driving Licence (23) and Vehicle Insurance (24) are both approved: verified, so may bid. */
export async function verifyDriver(db: DbOrTx, userId: number): Promise<void> {
  for (const typeId of [23, 24]) {
    const fileId = await buildFile(db, { ownerId: userId, purpose: 'document' });
    await db.execute(sql`
      INSERT INTO documents (user_id, document_type_id, file_id, status, decided_by, decided_at)
      VALUES (${userId}, ${typeId}, ${fileId}::uuid, 2, 'auto', now())`);
  }
}

/** Any user whose every KYC document of their role is approved: verified (profiles/verified.ts). */
export async function verifyUser(db: DbOrTx, userId: number): Promise<void> {
  const types = await rows<{ id: number }>(
    db,
    sql`SELECT dt.id FROM document_types dt JOIN users u ON u.user_type_id = ANY (dt.for_user_types)
        WHERE u.id = ${userId}`,
  );
  for (const { id } of types) {
    const fileId = await buildFile(db, { ownerId: userId, purpose: 'document' });
    await db.execute(sql`
      INSERT INTO documents (user_id, document_type_id, file_id, status, decided_by, decided_at)
      VALUES (${userId}, ${id}, ${fileId}::uuid, 2, 'auto', now())`);
  }
}

export interface BidOverrides {
  /** 'on_load': a bid on `loadId` made with `truckId`; 'on_truck': on the truck's `postingId` made with `loadId`. */
  kind: 'on_load' | 'on_truck';
  bidderId: number;
  ownerId: number;
  loadId: number;
  truckId: number;
  postingId?: number | null;
  amount?: number;
  /** BID_STATUS code. */
  status?: string;
  createdAt?: Date;
}

/** A bid with its first offer (the bidder's), open by default. */
export async function buildBid(db: DbOrTx, o: BidOverrides): Promise<number> {
  const amount = o.amount ?? 3500;
  const at = (o.createdAt ?? new Date()).toISOString();
  const id = await insertReturningId(
    db,
    sql`
      INSERT INTO bids (kind, bidder_id, owner_id, load_id, truck_id, posting_id, amount, current_amount,
                        status, created_at, updated_at)
      VALUES (${o.kind === 'on_load' ? 1 : 2}, ${o.bidderId}, ${o.ownerId}, ${o.loadId}, ${o.truckId},
              ${o.postingId ?? null}, ${amount}, ${amount}, ${Number(o.status ?? '1')}, ${at}::timestamptz,
              ${at}::timestamptz)
      RETURNING id`,
  );
  await db.execute(sql`
    INSERT INTO bid_offers (bid_id, user_id, party, amount, created_at)
    VALUES (${id}, ${o.bidderId}, 1, ${amount}, ${at}::timestamptz)`);
  return id;
}

// ---------------------------------------------------------------- request bodies

/** A valid AddLoad body: Pune to Chennai in five days. */
export const addLoadBody = () => ({
  pickupLoc: 'Pune, Maharashtra',
  deliveryLoc: 'Chennai, Tamil Nadu',
  pickupDate: daysFromToday(5),
  material_id: '1',
  capacity_id: '8',
  truck_type_id: '1',
  comments: 'Handle with care please',
  no_of_trucks: 1,
});

/** A valid postTruck body for the truck (it must offer at least capacity 8), with changes. */
export const postTruckBody = (truckId: number | string, change: Record<string, unknown> = {}) => ({
  postTrucks_dateTime: indiaDateTime(2, '08:15'),
  postTrucks_from: 'Guwahati, Assam',
  postTrucks_to: 'Kolkata, West Bengal',
  postTrucks_capacity_id: '8',
  comments: 'Available for return load',
  truck_id: String(truckId),
  ...change,
});

export interface TripOverrides {
  loadOwnerId: number;
  truckOwnerId: number;
  amount?: number;
  pickupLoc?: string;
  deliveryLoc?: string;
  capacityId?: number;
  /** Delivered (proof of delivery on file) unless false: booked only. */
  delivered?: boolean;
  /** When the bid was accepted (the schedule's created_at). */
  createdAt?: Date;
  /** When the proof of delivery came (default: when the bid was accepted). */
  deliveredAt?: Date;
}

/**
 * A booked trip as an accept leaves it: the load (booked), the truck, the accepted bid on the
 * load and the schedule; delivered by default (lorry receipt and proof of delivery on file).
 */
export async function buildTrip(
  db: DbOrTx,
  o: TripOverrides,
): Promise<{ scheduleId: number; loadId: number; truckId: number; bidId: number }> {
  const createdAt = o.createdAt ?? new Date();
  const amount = o.amount ?? 30000;
  const loadId = await buildLoad(db, {
    ownerId: o.loadOwnerId,
    pickupLoc: o.pickupLoc,
    deliveryLoc: o.deliveryLoc,
    capacityId: o.capacityId,
    pickupDate: daysFromToday(-1, createdAt),
    status: LOAD_STATUS.booked,
    createdAt,
  });
  await db.execute(sql`UPDATE loads SET trucks_booked = 1 WHERE id = ${loadId}`);
  const truckId = await buildTruck(db, { ownerId: o.truckOwnerId, capacityId: 17 });
  const bidId = await buildBid(db, {
    kind: 'on_load',
    bidderId: o.truckOwnerId,
    ownerId: o.loadOwnerId,
    loadId,
    truckId,
    amount,
    status: '2',
    createdAt,
  });
  const delivered = o.delivered ?? true;
  const lr = delivered ? await buildFile(db, { ownerId: o.truckOwnerId, purpose: 'lorry_receipt' }) : null;
  const pod = delivered
    ? await buildFile(db, { ownerId: o.loadOwnerId, purpose: 'proof_of_delivery' })
    : null;
  const at = createdAt.toISOString();
  const podAt = (o.deliveredAt ?? createdAt).toISOString();
  const scheduleId = await insertReturningId(
    db,
    sql`
      INSERT INTO schedules (bid_id, load_id, truck_id, load_owner_id, truck_owner_id, amount, trip_date, status,
                             lr_file_id, lr_uploaded_by, lr_uploaded_at, pod_file_id, pod_uploaded_by,
                             pod_uploaded_at, created_at)
      VALUES (${bidId}, ${loadId}, ${truckId}, ${o.loadOwnerId}, ${o.truckOwnerId}, ${amount},
              ${daysFromToday(-1, createdAt)}::date, ${delivered ? 3 : 1},
              ${lr}::uuid, ${delivered ? o.truckOwnerId : null}, ${delivered ? at : null}::timestamptz,
              ${pod}::uuid, ${delivered ? o.loadOwnerId : null}, ${delivered ? podAt : null}::timestamptz,
              ${at}::timestamptz)
      RETURNING id`,
  );
  return { scheduleId, loadId, truckId, bidId };
}
