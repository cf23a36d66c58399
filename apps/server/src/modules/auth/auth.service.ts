import { randomUUID } from 'node:crypto';
import {
  OTP_DIGITS,
  USER_TYPE_ID,
  displayName,
  prefillRecord,
  roleFromUserTypeId,
  roleRecord,
  type AccountFields,
  type Role,
  type SessionUser,
} from '@lorrybazaar/contract';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { translate } from '../../lib/i18n.js';
import * as repo from './auth.repository.js';
import { createLiveSessions } from './live-sessions.js';
import {
  generateOtp,
  generateToken,
  hashOtp,
  hashToken,
  sameBytes,
  signToken,
  verifyToken,
} from './crypto.js';
import type { SmsSender } from './sms.js';

const SECOND = 1000;
const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * SECOND);

export interface AccessClaims {
  sub: number;
  typ: number;
  sid: string;
  exp: number;
}

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const ACCESS = 'access';
const PROOF = 'mobile-proof';

export function createAuthService(deps: { db: Db; config: Config; clock: Clock; sms: SmsSender }) {
  const { db, config, clock, sms } = deps;
  const rules = config.auth;
  const secret = config.secrets.auth;
  const liveSessions = createLiveSessions(config.cacheTtlMs);

  function lockedError(lockedUntil: Date, now: Date) {
    const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / SECOND);
    return tooManyRequests('errors.auth.locked', seconds, { hours: Math.ceil(seconds / 3600) });
  }

  /**
   * Sends a new code, within the spacing and the hourly and daily caps of DECISIONS §4.
   * `smsKey` names the SMS text (sign-in by default; a mobile change has its own).
   */
  async function sendOtp(mobile: string, options: { smsKey?: string } = {}) {
    const now = clock.now();
    const code = generateOtp(OTP_DIGITS);
    await db.transaction(async (tx) => {
      const lock = await repo.lockMobile(tx, mobile);
      if (lock.lockedUntil && lock.lockedUntil > now) throw lockedError(lock.lockedUntil, now);

      const last = await repo.findOtp(tx, mobile);
      const sinceLast = last ? (now.getTime() - last.sentAt.getTime()) / SECOND : Infinity;
      if (sinceLast < rules.resendSeconds) {
        throw tooManyRequests('errors.auth.resendTooSoon', Math.ceil(rules.resendSeconds - sinceLast));
      }
      const hourAgo = addSeconds(now, -3600);
      if ((await repo.countSendsSince(tx, mobile, hourAgo)) >= rules.sendsPerHour) {
        throw tooManyRequests('errors.auth.hourlyLimit', 3600);
      }
      const dayAgo = addSeconds(now, -86400);
      if ((await repo.countSendsSince(tx, mobile, dayAgo)) >= rules.sendsPerDay) {
        throw tooManyRequests('errors.auth.dailyLimit', 86400);
      }
      await repo.saveOtp(
        tx,
        mobile,
        hashOtp(config.secrets.otpPepper, mobile, code),
        now,
        addSeconds(now, rules.otpTtlSeconds),
      );
      await repo.pruneOtpSends(tx, addSeconds(now, -2 * 86400));
    });
    // English on purpose: one GSM-7 segment and one registered (DLT) template; see docs/decisions.
    const text = translate('en', options.smsKey ?? 'sms.otp', { code, minutes: rules.otpTtlSeconds / 60 });
    await sms.send({ mobile, otp: code, text }).catch((error: unknown) => {
      throw new HttpError(503, 'errors.auth.smsFailed', {}, { cause: String(error) });
    });
    return { resendAfter: rules.resendSeconds };
  }

  /**
   * Checks a code. A wrong guess is recorded (and may lock the number) in its own committed
   * transaction, then refused; the right code is consumed and yields a single-use proof.
   */
  /**
   * Checks a code inside the caller's transaction: the right code is consumed; a wrong guess
   * is recorded (and may lock the number). Returns the error to throw once the transaction has
   * committed (so the wrong guess counts), or null when the code was right.
   */
  async function checkCode(tx: Tx, mobile: string, code: string, now: Date): Promise<HttpError | null> {
    const lock = await repo.lockMobile(tx, mobile);
    if (lock.lockedUntil && lock.lockedUntil > now) return lockedError(lock.lockedUntil, now);

    const otp = await repo.findOtp(tx, mobile);
    if (!otp || otp.consumedAt || otp.expiresAt <= now) return badRequest('errors.auth.otpExpired');
    if (otp.attempts >= rules.otpMaxAttempts) return badRequest('errors.auth.otpAttempts');

    if (!sameBytes(otp.codeHash, hashOtp(config.secrets.otpPepper, mobile, code))) {
      const attempts = otp.attempts + 1;
      await repo.recordOtpAttempt(tx, mobile, attempts);
      const streak = lock.failedStreak + 1;
      if (streak >= rules.lockAfterFailures) {
        const until = addSeconds(now, rules.lockHours * 3600);
        await repo.setLockState(tx, mobile, 0, until);
        return lockedError(until, now);
      }
      await repo.setLockState(tx, mobile, streak, null);
      const left = rules.otpMaxAttempts - attempts;
      return left > 0
        ? badRequest('errors.auth.otpWrong', { count: left }, { attempts_left: left })
        : badRequest('errors.auth.otpAttempts');
    }

    await repo.consumeOtp(tx, mobile, now);
    await repo.setLockState(tx, mobile, 0, null);
    return null;
  }

  async function verifyOtp(role: Role, mobile: string, code: string) {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const error = await checkCode(tx, mobile, code, now);
      if (error) return { error };
      const proofId = randomUUID();
      await repo.createProof(tx, proofId, mobile, addSeconds(now, rules.proofTtlSeconds));
      const user = await repo.findUser(tx, mobile, Number(USER_TYPE_ID[role]));
      return { proofId, user };
    });
    if ('error' in outcome) throw outcome.error;
    const proof = signToken(secret, PROOF, {
      pid: outcome.proofId,
      exp: now.getTime() + rules.proofTtlSeconds * SECOND,
    });
    return {
      proof,
      data: outcome.user ? prefillRecord(role, outcome.user) : undefined,
    };
  }

  async function openSession(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    user: repo.UserRow,
    now: Date,
  ): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const refreshExpiresAt = addSeconds(now, rules.refreshTtlDays * 86400);
    await repo.createSession(tx, sessionId, user.id, now, refreshExpiresAt);
    const refreshToken = generateToken();
    await repo.addRefreshToken(tx, hashToken(refreshToken), sessionId, now);
    return {
      accessToken: accessToken(user.id, user.userTypeId, sessionId, now),
      refreshToken,
      refreshExpiresAt,
    };
  }

  function accessToken(userId: number, userTypeId: number, sessionId: string, now: Date): string {
    const claims: AccessClaims = {
      sub: userId,
      typ: userTypeId,
      sid: sessionId,
      exp: now.getTime() + rules.accessTtlSeconds * SECOND,
    };
    return signToken(secret, ACCESS, claims);
  }

  /** Register needs a fresh, unused proof for the very mobile it registers (DECISIONS §4). */
  async function register(
    role: Role,
    input: AccountFields & { mobile: string },
    proofToken: string | undefined,
  ) {
    const now = clock.now();
    const proof = verifyToken<{ pid: string; exp: number }>(secret, PROOF, proofToken);
    if (!proof || proof.exp <= now.getTime()) throw unauthorized('errors.auth.proofRequired');
    return db.transaction(async (tx) => {
      const row = await repo.findProofForUpdate(tx, proof.pid);
      if (!row || row.usedAt || row.expiresAt <= now || row.mobile !== input.mobile) {
        throw unauthorized('errors.auth.proofRequired');
      }
      await repo.useProof(tx, row.id, now);
      const user = await repo.upsertUser(tx, input.mobile, Number(USER_TYPE_ID[role]), input, now);
      const issued = await openSession(tx, user, now);
      return {
        user,
        issued,
        body: { data: roleRecord(role, String(user.id), user), User: sessionUser(user) },
      };
    });
  }

  /**
   * Rotates the refresh token. A token used twice means it was stolen or replayed:
   * the whole session (family) is revoked (DECISIONS §4).
   */
  async function refresh(token: string | undefined): Promise<IssuedSession> {
    if (!token || token.length > 256) throw unauthorized('errors.auth.sessionExpired');
    const now = clock.now();
    const tokenHash = hashToken(token);
    let revoked: string | undefined;
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.findRefreshToken(tx, tokenHash);
      if (!row || row.revokedAt || row.expiresAt <= now) return null;
      if (row.rotatedAt || !(await repo.rotateRefreshToken(tx, tokenHash, now))) {
        await repo.revokeSession(tx, row.sessionId, now, 'refresh-token-reuse');
        revoked = row.sessionId;
        return null;
      }
      const user = await repo.findUserById(tx, row.userId);
      if (!user) return null;
      const refreshToken = generateToken();
      await repo.addRefreshToken(tx, hashToken(refreshToken), row.sessionId, now);
      return {
        accessToken: accessToken(user.id, user.userTypeId, row.sessionId, now),
        refreshToken,
        refreshExpiresAt: row.expiresAt,
      };
    });
    if (revoked) liveSessions.forget(revoked);
    if (!outcome) throw unauthorized('errors.auth.sessionExpired');
    return outcome;
  }

  /** Logout revokes the session the refresh token (or, failing that, the access token) names. */
  async function logout(refreshToken: string | undefined, accessTokenValue: string | undefined) {
    const now = clock.now();
    const sessionId = await db.transaction(async (tx) => {
      let id: string | undefined;
      if (refreshToken && refreshToken.length <= 256) {
        id = (await repo.findRefreshToken(tx, hashToken(refreshToken)))?.sessionId;
      }
      id ??= verifyToken<AccessClaims>(secret, ACCESS, accessTokenValue)?.sid;
      if (id) await repo.revokeSession(tx, id, now, 'logout');
      return id;
    });
    if (sessionId) liveSessions.forget(sessionId);
  }

  /** The signed-in user of a request, or null: the token is valid and its session is live. */
  async function authenticate(accessTokenValue: string | undefined): Promise<AuthUser | null> {
    const claims = verifyToken<AccessClaims>(secret, ACCESS, accessTokenValue);
    const now = clock.now();
    if (!claims || claims.exp <= now.getTime()) return null;
    if (!liveSessions.has(claims.sid, now)) {
      const mark = liveSessions.mark();
      const session = await repo.findLiveSession(db, claims.sid, now);
      if (!session) return null;
      liveSessions.remember(session.id, session.expiresAt, mark);
    }
    const role = roleFromUserTypeId(claims.typ);
    if (!role) return null;
    return { userId: claims.sub, role, userTypeId: claims.typ, sessionId: claims.sid };
  }

  /** The account of a signed-in user, shaped like Register's answer. */
  async function me(user: AuthUser) {
    const row = await repo.findUserById(db, user.userId);
    if (!row) return null;
    return { data: roleRecord(user.role, String(row.id), row), User: sessionUser(row) };
  }

  return { sendOtp, checkCode, verifyOtp, register, refresh, logout, authenticate, me };
}

export type AuthService = ReturnType<typeof createAuthService>;
export interface AuthUser {
  userId: number;
  role: Role;
  userTypeId: number;
  sessionId: string;
}

export function sessionUser(user: repo.UserRow): SessionUser {
  return {
    users_id: String(user.id),
    users_name: displayName(user),
    users_mobile: user.mobile,
    user_types_id: String(user.userTypeId) as SessionUser['user_types_id'],
  };
}
