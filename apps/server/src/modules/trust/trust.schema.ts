import { integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0019 (ratings, lane prices, price flags; docs/decisions/030). */
export const ratings = pgTable('ratings', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  scheduleId: id('schedule_id').notNull(),
  raterId: id('rater_id').notNull(),
  rateeId: id('ratee_id').notNull(),
  stars: smallint('stars').notNull(),
  tags: text('tags').array().notNull(),
  comment: varchar('comment', { length: 280 }),
  createdAt: tstz('created_at').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});

export const userRatings = pgTable('user_ratings', {
  userId: id('user_id').primaryKey(),
  ratings: integer('ratings').notNull(),
  starsTotal: integer('stars_total').notNull(),
  /** When the first blind rating of the user ends its blind days (migration 0042). */
  revealAt: tstz('reveal_at'),
});

export const lanePrices = pgTable('lane_prices', {
  scheduleId: id('schedule_id').primaryKey(),
  loadOwnerId: id('load_owner_id').notNull(),
  pickupStateId: integer('pickup_state_id').notNull(),
  pickupDistrictId: integer('pickup_district_id'),
  deliveryStateId: integer('delivery_state_id').notNull(),
  deliveryDistrictId: integer('delivery_district_id'),
  band: smallint('band').notNull(),
  amount: integer('amount').notNull(),
  acceptedAt: tstz('accepted_at').notNull(),
});

export const priceFlags = pgTable('price_flags', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  bidId: id('bid_id').notNull(),
  userId: id('user_id').notNull(),
  loadId: id('load_id').notNull(),
  amount: integer('amount').notNull(),
  low: integer('low').notNull(),
  high: integer('high').notNull(),
  direction: smallint('direction').notNull(),
  createdAt: tstz('created_at').notNull(),
});
