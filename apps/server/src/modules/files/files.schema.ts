import { integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea, id, tstz } from '../../db/sql.js';

export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  ownerId: id('owner_id').notNull(),
  purpose: text('purpose').notNull(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  originalName: varchar('original_name', { length: 200 }).notNull(),
  sha256: bytea('sha256').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
export type FileRow = typeof files.$inferSelect;
