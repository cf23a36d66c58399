/**
 * Typed mirror of migrations 0004_marketplace.sql and 0009 (the SQL is the source of truth).
 * Status codes: packages/contract/src/status.ts (stored as smallint).
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
