import { boolean, doublePrecision, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { bytea, id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0024 (trip tracking; the coordinates are reference data, db/schema.ts). */
export const tripEvents = pgTable('trip_events', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  scheduleId: id('schedule_id').notNull(),
  kind: varchar('kind', { length: 20 }).notNull(),
  seq: smallint('seq').notNull(),
  at: tstz('at').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  accuracyM: integer('accuracy_m').notNull(),
  source: varchar('source', { length: 10 }).notNull(),
  via: varchar('via', { length: 12 }).notNull(),
  byUser: id('by_user'),
  distanceKm: doublePrecision('distance_km'),
  outsideArea: boolean('outside_area'),
});
export type TripEventRow = typeof tripEvents.$inferSelect;

export const tripPositions = pgTable('trip_positions', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  scheduleId: id('schedule_id').notNull(),
  byUser: id('by_user'),
  at: tstz('at').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  accuracyM: integer('accuracy_m').notNull(),
  receivedAt: tstz('received_at').notNull(),
});
export type TripPositionRow = typeof tripPositions.$inferSelect;

export const trackingLinks = pgTable('tracking_links', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  scheduleId: id('schedule_id').notNull(),
  token: varchar('token', { length: 22 }).notNull(),
  tokenHash: bytea('token_hash').notNull(),
  createdBy: id('created_by').notNull(),
  createdAt: tstz('created_at').notNull(),
  revokedAt: tstz('revoked_at'),
});
export type TrackingLinkRow = typeof trackingLinks.$inferSelect;
