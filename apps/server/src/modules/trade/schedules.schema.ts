/**
 * Typed mirror of migration 0007_bids_schedules.sql (the SQL is the source of truth).
 * Status codes: packages/contract/src/status.ts (stored as smallint).
 */
import { date, integer, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

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
