import { boolean, jsonb, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0016 (alert settings, push subscriptions, SMS jobs) and 0037 (their items). */
export const alertSettings = pgTable('alert_settings', {
  userId: id('user_id').primaryKey(),
  smsNewBid: boolean('sms_new_bid').notNull(),
  smsBidAccepted: boolean('sms_bid_accepted').notNull(),
  smsLaneMatched: boolean('sms_lane_matched').notNull(),
  /** Migration 0024: trip milestones (docs/decisions/040). */
  smsTripMilestone: boolean('sms_trip_milestone').notNull(),
  /** Migration 0035: a trip the other party called off (docs/decisions/051). */
  smsTripCancelled: boolean('sms_trip_cancelled').notNull(),
  /** Migration 0032: a trip's advance or balance due or overdue (docs/decisions/048). */
  smsTripPayment: boolean('sms_trip_payment').notNull(),
  smsWhen: varchar('sms_when', { length: 10 }).notNull(),
  updatedAt: tstz('updated_at').notNull(),
});
export type AlertSettingsRow = typeof alertSettings.$inferSelect;

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id('user_id').notNull(),
  endpoint: varchar('endpoint', { length: 1000 }).notNull(),
  p256dh: varchar('p256dh', { length: 200 }).notNull(),
  auth: varchar('auth', { length: 100 }).notNull(),
  createdAt: tstz('created_at').notNull(),
});
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const smsJobs = pgTable('sms_jobs', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id('user_id').notNull(),
  batchKey: varchar('batch_key', { length: 80 }).notNull(),
  dueAt: tstz('due_at').notNull(),
  status: smallint('status').notNull(),
  claim: uuid('claim'),
  claimedUntil: tstz('claimed_until'),
  attempts: smallint('attempts').notNull(),
  sentAt: tstz('sent_at'),
  createdAt: tstz('created_at').notNull(),
});

/** The events an SMS job tells, one row each (migration 0037, docs/decisions/053). */
export const smsJobItems = pgTable('sms_job_items', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  jobId: id('job_id').notNull(),
  userId: id('user_id').notNull(),
  notificationId: id('notification_id').notNull(),
  type: varchar('type', { length: 40 }).notNull(),
  senderId: id('sender_id'),
  at: tstz('at').notNull(),
  item: jsonb('item').$type<SmsItem>().notNull(),
});
/** One event of an SMS job: what it is, its notification's data, whose act, when. */
export interface SmsItem {
  type: string;
  data: Record<string, unknown>;
  by: number | null;
  at: string;
}
export type SmsJobRow = typeof smsJobs.$inferSelect;
