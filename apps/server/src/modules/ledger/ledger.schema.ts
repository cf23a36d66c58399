import { integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0032 (docs/decisions/048): a trip's money lines, their alerts, days to pay. */
export const tripPayments = pgTable('trip_payments', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  scheduleId: id('schedule_id').notNull(),
  loadOwnerId: id('load_owner_id').notNull(),
  truckOwnerId: id('truck_owner_id').notNull(),
  kind: varchar('kind', { length: 16 }).notNull(),
  amountRupees: integer('amount_rupees').notNull(),
  method: varchar('method', { length: 8 }).notNull(),
  reference: varchar('reference', { length: 30 }),
  note: varchar('note', { length: 200 }),
  recordedBy: id('recorded_by').notNull(),
  recordedAt: tstz('recorded_at').notNull(),
  answeredBy: id('answered_by'),
  answeredAt: tstz('answered_at'),
  answer: varchar('answer', { length: 9 }),
});
export type TripPaymentRow = typeof tripPayments.$inferSelect;

export const tripPaymentAlerts = pgTable('trip_payment_alerts', {
  scheduleId: id('schedule_id').notNull(),
  part: varchar('part', { length: 8 }).notNull(),
  stage: varchar('stage', { length: 8 }).notNull(),
  sentAt: tstz('sent_at').notNull(),
});

export const payerDays = pgTable('payer_days', {
  userId: id('user_id').primaryKey(),
  medianDays: numeric('median_days', { precision: 6, scale: 1 }),
  trips: integer('trips').notNull(),
  carriers: integer('carriers').notNull(),
  computedAt: tstz('computed_at').notNull(),
});
