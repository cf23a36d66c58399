/**
 * Typed mirror of trade's tables (migrations 0004, 0007, 0009: the SQL is the source of truth),
 * used by the statements written with Drizzle's builder (one row's writes); the listings, bids
 * and trips are read in SQL (sql/). Status codes: codes.ts.
 */
import { date, integer, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

export const loads = pgTable('loads', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id('user_id').notNull(),
  pickupLoc: varchar('pickup_loc', { length: 100 }).notNull(),
  deliveryLoc: varchar('delivery_loc', { length: 100 }).notNull(),
  pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
  materialId: integer('material_id').notNull(),
  capacityId: integer('capacity_id').notNull(),
  truckTypeId: integer('truck_type_id').notNull(),
  noOfTrucks: smallint('no_of_trucks').notNull(),
  /** Trucks of the load booked so far (migration 0009; docs/decisions/017). */
  trucksBooked: smallint('trucks_booked').notNull().default(0),
  comments: varchar('comments', { length: 500 }),
  status: smallint('status').notNull().default(1),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const trucks = pgTable('trucks', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id('user_id').notNull(),
  regNumber: varchar('reg_number', { length: 12 }).notNull(),
  truckTypeId: integer('truck_type_id').notNull(),
  capacityId: integer('capacity_id').notNull(),
  insuranceFileId: uuid('insurance_file_id').notNull(),
  rcFileId: uuid('rc_file_id').notNull(),
  location: varchar('location', { length: 100 }).notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const truckPostings = pgTable('truck_postings', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  truckId: id('truck_id').notNull(),
  userId: id('user_id').notNull(),
  truckTypeId: integer('truck_type_id').notNull(),
  capacityId: integer('capacity_id').notNull(),
  availableAt: tstz('available_at').notNull(),
  fromLoc: varchar('from_loc', { length: 100 }).notNull(),
  toLoc: varchar('to_loc', { length: 100 }).notNull(),
  comments: varchar('comments', { length: 500 }),
  status: smallint('status').notNull().default(1),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const bids = pgTable('bids', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: smallint('kind').notNull(),
  bidderId: id('bidder_id').notNull(),
  ownerId: id('owner_id').notNull(),
  loadId: id('load_id').notNull(),
  truckId: id('truck_id').notNull(),
  postingId: id('posting_id'),
  amount: integer('amount').notNull(),
  currentAmount: integer('current_amount').notNull(),
  lastOfferBy: smallint('last_offer_by').notNull().default(1),
  offers: smallint('offers').notNull().default(1),
  status: smallint('status').notNull().default(1),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const bidOffers = pgTable('bid_offers', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  bidId: id('bid_id').notNull(),
  userId: id('user_id').notNull(),
  party: smallint('party').notNull(),
  amount: integer('amount').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const schedules = pgTable('schedules', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  bidId: id('bid_id').notNull(),
  loadId: id('load_id').notNull(),
  truckId: id('truck_id').notNull(),
  postingId: id('posting_id'),
  loadOwnerId: id('load_owner_id').notNull(),
  truckOwnerId: id('truck_owner_id').notNull(),
  amount: integer('amount').notNull(),
  tripDate: date('trip_date', { mode: 'string' }).notNull(),
  status: smallint('status').notNull().default(1),
  lrFileId: uuid('lr_file_id'),
  lrUploadedBy: id('lr_uploaded_by'),
  lrUploadedAt: tstz('lr_uploaded_at'),
  podFileId: uuid('pod_file_id'),
  podUploadedBy: id('pod_uploaded_by'),
  podUploadedAt: tstz('pod_uploaded_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
