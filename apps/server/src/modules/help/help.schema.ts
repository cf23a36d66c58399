import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { HelpTopic } from '@lorrybazaar/contract';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0006 (help requests). */
export const helpRequests = pgTable('help_requests', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id('user_id').notNull(),
  topic: text('topic').$type<HelpTopic>().notNull(),
  message: varchar('message', { length: 2000 }).notNull(),
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  createdAt: tstz('created_at').notNull(),
});
export type HelpRequestRow = typeof helpRequests.$inferSelect;
