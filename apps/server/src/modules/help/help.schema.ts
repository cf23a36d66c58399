import { bigint, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { HelpTopic } from '@lorrybazaar/contract';

/** Typed mirror of migration 0006 (help requests). */
export const helpRequests = pgTable('help_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  topic: text('topic').$type<HelpTopic>().notNull(),
  message: varchar('message', { length: 2000 }).notNull(),
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
export type HelpRequestRow = typeof helpRequests.$inferSelect;
