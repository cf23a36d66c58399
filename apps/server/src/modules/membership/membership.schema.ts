import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migrations 0006 (plans, trials, subscriptions, payments) and 0021 (Razorpay). */

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
  recurring: boolean('recurring').notNull().default(false),
  providerPaymentId: text('provider_payment_id'),
  mandateRef: text('mandate_ref'),
  method: text('method'),
  checkoutUrl: text('checkout_url'),
  failureReason: text('failure_reason'),
  checkedAt: tstz('checked_at'),
});
export type PaymentRow = typeof payments.$inferSelect;

/** A mandate the gateway debits by itself (a Razorpay Subscription), as it last told us. */
export const paymentMandates = pgTable(
  'payment_mandates',
  {
    provider: text('provider').notNull(),
    ref: text('ref').notNull(),
    userId: id('user_id').notNull(),
    paymentId: id('payment_id').notNull(),
    status: text('status').notNull(),
    chargeAt: tstz('charge_at'),
    paidCount: integer('paid_count').notNull().default(0),
    cancelAtCycleEnd: boolean('cancel_at_cycle_end').notNull().default(false),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.ref] })],
);
export type MandateRow = typeof paymentMandates.$inferSelect;

/** Webhook deliveries already applied (stored first: a repeat changes nothing). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: tstz('received_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Plans made at a gateway for ours, per account and price. */
export const providerPlans = pgTable(
  'provider_plans',
  {
    provider: text('provider').notNull(),
    account: text('account').notNull(),
    planId: smallint('plan_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    ref: text('ref').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.account, table.planId, table.amountPaise] })],
);
