import { char, integer, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migrations 0005_profiles.sql, 0010_names_and_pincode.sql and 0018_operator_console.sql. */

export const profiles = pgTable('profiles', {
  userId: id('user_id').primaryKey(),
  address1: varchar('address1', { length: 150 }),
  address2: varchar('address2', { length: 150 }),
  stateId: integer('state_id'),
  districtId: integer('district_id'),
  pincode: char('pincode', { length: 6 }),
  gstin: char('gstin', { length: 15 }),
  pictureFileId: uuid('picture_file_id'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
export type ProfileRow = typeof profiles.$inferSelect;

export const documents = pgTable('documents', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id('user_id').notNull(),
  documentTypeId: integer('document_type_id').notNull(),
  fileId: uuid('file_id').notNull(),
  status: smallint('status').notNull().default(1),
  uploadedAt: tstz('uploaded_at').notNull().defaultNow(),
  decidedBy: text('decided_by'),
  decidedAt: tstz('decided_at'),
  replacedAt: tstz('replaced_at'),
  /** Migration 0018: an operator's reason (contract REVIEW_REASONS) and note. */
  decisionReason: text('decision_reason'),
  decisionNote: text('decision_note'),
  /** Migration 0030: the truck whose paper (RC, insurance) this is; null for a KYC document. */
  truckId: id('truck_id'),
});
export type DocumentRow = typeof documents.$inferSelect;
