import { bigint, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Typed mirror of migration 0006 (feedback). */
export const feedback = pgTable('feedback', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  text: varchar('text', { length: 2000 }).notNull(),
  rating: smallint('rating').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
export type FeedbackRow = typeof feedback.$inferSelect;
