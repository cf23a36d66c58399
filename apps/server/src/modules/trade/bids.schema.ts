/**
 * Typed mirror of migration 0007_bids_schedules.sql (the SQL is the source of truth).
 * Status codes: packages/contract/src/status.ts (stored as smallint).
 */
import { integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

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
