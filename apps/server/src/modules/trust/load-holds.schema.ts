import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migrations 0033 and 0039 (loads held for an operator; docs/decisions/049, 057). */
export const loadHolds = pgTable('load_holds', {
  loadId: id('load_id').primaryKey(),
  userId: id('user_id').notNull(),
  asking: integer('asking').notNull(),
  low: integer('low').notNull(),
  high: integer('high').notNull(),
  heldAt: tstz('held_at').notNull(),
  releasedAt: tstz('released_at'),
  releasedBy: id('released_by'),
  /** Rejected by an operator (`closedBy`) or closed for want of a decision (migration 0039). */
  closedAt: tstz('closed_at'),
  closedBy: id('closed_by'),
  closeReason: varchar('close_reason', { length: 24 }),
});
