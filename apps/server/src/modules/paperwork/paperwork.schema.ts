/**
 * Typed mirror of migration 0023_paperwork.sql (the SQL is the source of truth; db/schema.test.ts
 * checks every column here exists). The module's SQL is in repository.ts.
 */
import {
  boolean,
  bigint,
  char,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

export const tripDrivers = pgTable('trip_drivers', {
  scheduleId: id('schedule_id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  mobile: char('mobile', { length: 10 }).notNull(),
  driverUserId: id('driver_user_id'),
  assignedBy: id('assigned_by').notNull(),
  assignedAt: tstz('assigned_at').notNull(),
});

export const driverLinks = pgTable('driver_links', {
  id: text('id').primaryKey(),
  scheduleId: id('schedule_id').notNull(),
  mobile: char('mobile', { length: 10 }).notNull(),
  expiresAt: tstz('expires_at').notNull(),
  revokedAt: tstz('revoked_at'),
  createdAt: tstz('created_at').notNull(),
});

export const lrSerials = pgTable(
  'lr_serials',
  {
    issuerId: id('issuer_id').notNull(),
    year: smallint('year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [primaryKey({ columns: [table.issuerId, table.year] })],
);

export const consignmentNotes = pgTable('consignment_notes', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  scheduleId: id('schedule_id').notNull(),
  status: smallint('status').notNull().default(1),
  consignorName: varchar('consignor_name', { length: 100 }),
  consignorAddress: varchar('consignor_address', { length: 200 }),
  consignorPin: char('consignor_pin', { length: 6 }),
  consignorGstin: char('consignor_gstin', { length: 15 }),
  consignorPhone: char('consignor_phone', { length: 10 }),
  consigneeName: varchar('consignee_name', { length: 100 }),
  consigneeAddress: varchar('consignee_address', { length: 200 }),
  consigneePin: char('consignee_pin', { length: 6 }),
  consigneeGstin: char('consignee_gstin', { length: 15 }),
  consigneePhone: char('consignee_phone', { length: 10 }),
  goodsDescription: varchar('goods_description', { length: 100 }),
  packages: integer('packages'),
  packing: varchar('packing', { length: 40 }),
  actualWeightKg: integer('actual_weight_kg'),
  chargedWeightKg: integer('charged_weight_kg'),
  declaredValue: bigint('declared_value', { mode: 'number' }),
  invoiceNumber: varchar('invoice_number', { length: 40 }),
  invoiceDate: date('invoice_date', { mode: 'string' }),
  freightMode: varchar('freight_mode', { length: 12 }),
  gstPayer: varchar('gst_payer', { length: 12 }),
  risk: varchar('risk', { length: 8 }),
  remarks: varchar('remarks', { length: 300 }),
  odc: boolean('odc').notNull().default(false),
  updatedBy: id('updated_by'),
  updatedAt: tstz('updated_at').notNull(),
  lrNumber: varchar('lr_number', { length: 40 }),
  issuerId: id('issuer_id'),
  issuedAt: tstz('issued_at'),
  language: text('language'),
  fileId: uuid('file_id'),
  verifyToken: text('verify_token'),
  printed: jsonb('printed'),
  cancelledAt: tstz('cancelled_at'),
});

export const ewayBills = pgTable('eway_bills', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  noteId: id('note_id').notNull(),
  number: char('number', { length: 12 }).notNull(),
  generatedOn: date('generated_on', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  expiresAt: tstz('expires_at').notNull(),
  alertedSoonAt: tstz('alerted_soon_at'),
  alertedExpiredAt: tstz('alerted_expired_at'),
});
