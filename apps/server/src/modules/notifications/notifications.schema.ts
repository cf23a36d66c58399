import { bigint, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Typed mirror of migration 0013 (notifications) and 0022 (sender_id). */
export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  type: varchar('type', { length: 40 }).notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  /** Whose act it tells of (never shown; the SMS cap per sender counts by it). */
  senderId: bigint('sender_id', { mode: 'number' }),
});
export type NotificationRow = typeof notifications.$inferSelect;
