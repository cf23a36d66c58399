/**
 * Typed mirror of the tables no module owns alone (db/owners.ts): the accounts (`users`, owned by
 * auth and read by every module), the reference data (read by every module, written only by
 * migrations), and the server's own request limits and job runs. Each module mirrors its own
 * tables in its `*.schema.ts`. The migrations are the source of truth; `schema.test.ts` checks
 * every mirror against the migrated database.
 */
import {
  char,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, tstz } from './sql.js';

export type LocalNames = Partial<Record<'hi' | 'kn' | 'te' | 'ta' | 'ml' | 'bn', string>>;

export const userTypes = pgTable('user_types', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  code: char('code', { length: 2 }).notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  names: jsonb('names').$type<LocalNames>().notNull(),
});

export const districts = pgTable('districts', {
  id: integer('id').primaryKey(),
  stateId: integer('state_id').notNull(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalNames>().notNull(),
});

/** Points of PIN codes and districts (migrations 0024, 0025; docs/decisions/040). */
export const pinCentroids = pgTable('pin_centroids', {
  pin: char('pin', { length: 6 }).primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  districtId: integer('district_id'),
});

export const districtCentroids = pgTable('district_centroids', {
  districtId: integer('district_id').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  source: varchar('source', { length: 10 }).notNull(),
});

export const materials = pgTable('materials', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalNames>().notNull(),
});

export const truckCapacities = pgTable('truck_capacities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  tonnes: numeric('tonnes').notNull(),
  names: jsonb('names').$type<LocalNames>().notNull(),
});

export const truckTypes = pgTable('truck_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalNames>().notNull(),
});

export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  forUserTypes: smallint('for_user_types').array().notNull(),
});

export const users = pgTable('users', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  mobile: char('mobile', { length: 10 }).notNull(),
  userTypeId: smallint('user_type_id').notNull(),
  name: varchar('name', { length: 60 }),
  company: varchar('company', { length: 100 }),
  email: varchar('email', { length: 254 }),
  landPhone: varchar('land_phone', { length: 15 }),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  /** Migration 0018: a suspended account cannot sign in; its listings leave the marketplace. */
  suspendedAt: tstz('suspended_at'),
  /** The language of the last sign-in: an SMS sent without a request is written in it. */
  language: text('language').notNull().default('en'),
});

/** Request limits shared by every process when no Redis is configured (plugins/app/rate-limit-store.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: tstz('expires_at').notNull(),
});

/** The last pass of each periodic job, claimed by one process (db/job-runs.ts). */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: tstz('last_run_at').notNull(),
});
