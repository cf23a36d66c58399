import { and, count, desc, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import {
  mobileProofs,
  otpCodes,
  otpFailures,
  otpLocks,
  otpSends,
  refreshTokens,
  sessions,
} from './auth.schema.js';
import type { AccountFields, Language } from '@lorrybazaar/contract';

export type UserRow = typeof users.$inferSelect;

/** Serialises every sign-in step of one mobile: the lock row is created once, then locked. */
export async function lockMobile(tx: DbOrTx, mobile: string) {
  await tx.insert(otpLocks).values({ mobile }).onConflictDoNothing();
  const [row] = await tx.select().from(otpLocks).where(eq(otpLocks.mobile, mobile)).for('update');
  return row!;
}

export const setLockState = (tx: DbOrTx, mobile: string, failedStreak: number, lockedUntil: Date | null) =>
  tx.update(otpLocks).set({ failedStreak, lockedUntil }).where(eq(otpLocks.mobile, mobile));

export async function findOtp(tx: DbOrTx, mobile: string) {
  const [row] = await tx.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
  return row;
}

/** Codes sent to a mobile since a time, asked for by one source or by sources matching a pattern. */
export async function countSendsSince(
  tx: DbOrTx,
  mobile: string,
  since: Date,
  source: { is: string } | { like: string },
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(otpSends)
    .where(
      and(
        eq(otpSends.mobile, mobile),
        gt(otpSends.sentAt, since),
        'is' in source ? eq(otpSends.source, source.is) : like(otpSends.source, source.like),
      ),
    );
  return Number(row?.n ?? 0);
}

/** When the `nth` latest failure of a source on a mobile since a time happened (1 = latest). */
export async function nthFailureSince(tx: DbOrTx, mobile: string, source: string, since: Date, nth: number) {
  const [row] = await tx
    .select({ at: otpFailures.failedAt })
    .from(otpFailures)
    .where(
      and(eq(otpFailures.mobile, mobile), eq(otpFailures.source, source), gt(otpFailures.failedAt, since)),
    )
    .orderBy(desc(otpFailures.failedAt))
    .offset(nth - 1)
    .limit(1);
  return row?.at;
}

export const recordFailures = (tx: DbOrTx, mobile: string, sources: string[], at: Date) =>
  tx.insert(otpFailures).values(sources.map((source) => ({ mobile, source, failedAt: at })));

export const clearFailures = (tx: DbOrTx, mobile: string, sources: string[]) =>
  tx.delete(otpFailures).where(and(eq(otpFailures.mobile, mobile), inArray(otpFailures.source, sources)));

/** The new code replaces the previous one: only the latest code is valid. */
export async function saveOtp(
  tx: DbOrTx,
  mobile: string,
  codeHash: Buffer,
  sentAt: Date,
  expiresAt: Date,
  source: string,
) {
  await tx
    .insert(otpCodes)
    .values({ mobile, codeHash, sentAt, expiresAt, attempts: 0, consumedAt: null })
    .onConflictDoUpdate({
      target: otpCodes.mobile,
      set: { codeHash, sentAt, expiresAt, attempts: 0, consumedAt: null },
    });
  await tx.insert(otpSends).values({ mobile, sentAt, source });
}

export const recordOtpAttempt = (tx: DbOrTx, mobile: string, attempts: number) =>
  tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.mobile, mobile));

export const consumeOtp = (tx: DbOrTx, mobile: string, at: Date) =>
  tx.update(otpCodes).set({ consumedAt: at }).where(eq(otpCodes.mobile, mobile));

export const createProof = (tx: DbOrTx, id: string, mobile: string, expiresAt: Date) =>
  tx.insert(mobileProofs).values({ id, mobile, expiresAt });

export async function findProofForUpdate(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(mobileProofs).where(eq(mobileProofs.id, id)).for('update');
  return row;
}

export const useProof = (tx: DbOrTx, id: string, at: Date) =>
  tx.update(mobileProofs).set({ usedAt: at }).where(eq(mobileProofs.id, id));

export async function findUser(tx: DbOrTx, mobile: string, userTypeId: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.userTypeId, userTypeId)));
  return row;
}

/** Every account (one per role) of a mobile. */
export const findUsersOfMobile = (tx: DbOrTx, mobile: string): Promise<UserRow[]> =>
  tx.select().from(users).where(eq(users.mobile, mobile)).orderBy(users.userTypeId);

export async function findUserById(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

/** Registering an existing mobile + role updates that account (docs/decisions/003). */
export async function upsertUser(
  tx: DbOrTx,
  mobile: string,
  userTypeId: number,
  fields: AccountFields,
  at: Date,
  language: Language = 'en',
) {
  const values = {
    name: fields.name,
    company: fields.company,
    email: fields.email,
    landPhone: fields.landPhone,
    language,
  };
  const [row] = await tx
    .insert(users)
    .values({ mobile, userTypeId, ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: [users.mobile, users.userTypeId], set: { ...values, updatedAt: at } })
    .returning();
  return row!;
}

export const createSession = (tx: DbOrTx, id: string, userId: number, createdAt: Date, expiresAt: Date) =>
  tx.insert(sessions).values({ id, userId, createdAt, expiresAt });

export const addRefreshToken = (tx: DbOrTx, tokenHash: Buffer, sessionId: string, at: Date) =>
  tx.insert(refreshTokens).values({ tokenHash, sessionId, createdAt: at });

export async function findRefreshToken(tx: DbOrTx, tokenHash: Buffer) {
  const [row] = await tx
    .select({
      sessionId: refreshTokens.sessionId,
      rotatedAt: refreshTokens.rotatedAt,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Marks the token used; false when another request rotated it first. */
export async function rotateRefreshToken(tx: DbOrTx, tokenHash: Buffer, at: Date): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return rows.length === 1;
}

export const revokeSession = (tx: DbOrTx, sessionId: string, at: Date, reason: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/** Revokes every live session of a user (a suspension); returns their ids. */
export async function revokeUserSessions(tx: DbOrTx, userId: number, at: Date, reason: string) {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/** Why a session ended, if it was revoked. */
export async function revokedReason(tx: DbOrTx, sessionId: string) {
  const [row] = await tx
    .select({ reason: sessions.revokedReason })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.reason ?? null;
}

export async function findLiveSession(tx: DbOrTx, sessionId: string, at: Date) {
  const [row] = await tx
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)));
  return row;
}

/** Housekeeping: sign-in rows older than a day serve no rule any more. */
export async function pruneOtpSends(tx: DbOrTx, before: Date) {
  await tx.execute(sql`DELETE FROM otp_sends WHERE sent_at < ${before.toISOString()}`);
  await tx.execute(sql`DELETE FROM otp_failures WHERE failed_at < ${before.toISOString()}`);
}
