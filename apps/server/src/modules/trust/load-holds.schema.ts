import { integer, pgTable } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0033 (loads held for an operator; docs/decisions/049). */
export const loadHolds = pgTable('load_holds', {
  loadId: id('load_id').primaryKey(),
  userId: id('user_id').notNull(),
  asking: integer('asking').notNull(),
  low: integer('low').notNull(),
  high: integer('high').notNull(),
  heldAt: tstz('held_at').notNull(),
  releasedAt: tstz('released_at'),
  releasedBy: id('released_by'),
});
