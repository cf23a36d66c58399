import { jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0018_operator_console.sql (the SQL is the source of truth). */

export const reports = pgTable('reports', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  reporterId: id('reporter_id').notNull(),
  targetKind: text('target_kind').notNull(),
  targetId: id('target_id').notNull(),
  targetUserId: id('target_user_id').notNull(),
  reason: text('reason').notNull(),
  note: varchar('note', { length: 500 }),
  status: smallint('status').notNull().default(1),
  createdAt: tstz('created_at').notNull().defaultNow(),
  decidedBy: id('decided_by'),
  decidedAt: tstz('decided_at'),
});

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export const opsAudit = pgTable('ops_audit', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  operatorId: id('operator_id').notNull(),
  action: text('action').notNull(),
  targetKind: text('target_kind').notNull(),
  targetId: id('target_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  at: tstz('at').notNull().defaultNow(),
});
