import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0006 (plans, trials, subscriptions, payments). */

export const plans = pgTable('plans', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  priceRupees: integer('price_rupees').notNull(),
  periodMonths: smallint('period_months').notNull(),
  trialDays: smallint('trial_days').notNull(),
  autoRenew: boolean('auto_renew').notNull(),
  forUserTypes: smallint('for_user_types').array().notNull(),
  sortOrder: smallint('sort_order').notNull(),
});
export type PlanRow = typeof plans.$inferSelect;

export const trials = pgTable('trials', {
  userId: id('user_id').primaryKey(),
  planId: smallint('plan_id').notNull(),
  startedAt: tstz('started_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
});
export type TrialRow = typeof trials.$inferSelect;

export const subscriptions = pgTable('subscriptions', {
  userId: id('user_id').primaryKey(),
  planId: smallint('plan_id').notNull(),
  status: text('status').$type<'trial' | 'active' | 'expired'>().notNull(),
  startedAt: tstz('started_at').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  autoRenew: boolean('auto_renew').notNull().default(false),
  renewalMandate: text('renewal_mandate'),
  updatedAt: tstz('updated_at').notNull(),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const payments = pgTable('payments', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id('user_id').notNull(),
  planId: smallint('plan_id').notNull(),
  amountRupees: integer('amount_rupees').notNull(),
  kind: text('kind').$type<'checkout' | 'renewal'>().notNull(),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
  periodStart: tstz('period_start'),
  periodEnd: tstz('period_end'),
  createdAt: tstz('created_at').notNull(),
  completedAt: tstz('completed_at'),
});
export type PaymentRow = typeof payments.$inferSelect;
