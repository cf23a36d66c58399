import { pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0006 (feedback). */
export const feedback = pgTable('feedback', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id('user_id').notNull(),
  text: varchar('text', { length: 2000 }).notNull(),
  rating: smallint('rating').notNull(),
  createdAt: tstz('created_at').notNull(),
});
export type FeedbackRow = typeof feedback.$inferSelect;
