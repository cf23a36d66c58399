/**
 * Typed mirror of the sign-in tables (migrations 0001_foundation.sql and 0012_otp_sources.sql;
 * the SQL is the source of truth). `users` stays in db/schema.ts: every module reads it.
 */
import { char, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, id, tstz } from '../../db/sql.js';

export const otpCodes = pgTable('otp_codes', {
  mobile: char('mobile', { length: 10 }).primaryKey(),
  codeHash: bytea('code_hash').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  consumedAt: tstz('consumed_at'),
  sentAt: tstz('sent_at').notNull().defaultNow(),
});

export const otpSends = pgTable('otp_sends', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  mobile: char('mobile', { length: 10 }).notNull(),
  sentAt: tstz('sent_at').notNull().defaultNow(),
  /** `ip:<address>` or `dev:<device id>` (migration 0012). */
  source: text('source').notNull().default(''),
});

export const otpFailures = pgTable('otp_failures', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  mobile: char('mobile', { length: 10 }).notNull(),
  source: text('source').notNull(),
  failedAt: tstz('failed_at').notNull().defaultNow(),
});

export const otpLocks = pgTable('otp_locks', {
  mobile: char('mobile', { length: 10 }).primaryKey(),
  failedStreak: integer('failed_streak').notNull().default(0),
  lockedUntil: tstz('locked_until'),
});

export const mobileProofs = pgTable('mobile_proofs', {
  id: uuid('id').primaryKey(),
  mobile: char('mobile', { length: 10 }).notNull(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: id('user_id').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
  revokedAt: tstz('revoked_at'),
  revokedReason: text('revoked_reason'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: bytea('token_hash').primaryKey(),
  sessionId: uuid('session_id').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  rotatedAt: tstz('rotated_at'),
});
