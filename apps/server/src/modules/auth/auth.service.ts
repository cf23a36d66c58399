import { randomUUID } from 'node:crypto';
import {
  OTP_DIGITS,
  USER_TYPE_ID,
  displayName,
  prefillRecord,
  roleFromUserTypeId,
  roleRecord,
  type AccountFields,
  type Language,
  type Role,
  type SessionUser,
} from '@lorrybazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { operatorMark } from './operators.js';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BUS_CHANNELS, type Bus } from '../../plugins/app/bus.js';
import { HttpError, badRequest, forbidden, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import * as repo from './auth.repository.js';
import { createLiveSessions } from './live-sessions.js';
import {
  generateOtp,
  generateToken,
  hashOtp,
  type OtpPurpose,
  hashToken,
  sameBytes,
  signToken,
  verifyToken,
} from './crypto.js';
import { codeSmsText, longSignInLanguages, webOtpHost, type SmsSender } from './sms.js';
import type { Actor } from '../../lib/actor.js';

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
/** The revocation reason of a suspension: a call on such a session is told why it ended. */
const SUSPENDED = 'suspended';
const suspendedError = () => forbidden('errors.auth.suspended');
const PROOF = 'mobile-proof';
const DEVICE = 'device';

interface DeviceClaims {
  id: string;
  /** The numbers signed in on this device. */
  mobiles: string[];
}

/** Where a sign-in call comes from: its client address and the device cookie it carries. */
export interface SignInClient {
  ip: string;
  device?: { id: string; mobiles: string[] };
}

/** What the sign-in functions below share: built once by createAuthService. */
interface AuthContext {
  db: Db;
  config: Config;
  clock: Clock;
  sms: SmsSender;
  log?: FastifyBaseLogger;
  rules: Config['auth'];
  secret: string;
  liveSessions: ReturnType<typeof createLiveSessions>;
  bus: Bus;
}

/**
 * What the caches channel of the bus says when a session ends: every process forgets it, and
 * ends the event streams it opened (modules/notifications).
 */
const SESSION_ENDED = 'session-ended:';
/** The session a caches message says has ended, or null. */
export const endedSessionOf = (payload: string): string | null =>
  payload.startsWith(SESSION_ENDED) ? payload.slice(SESSION_ENDED.length) : null;

/** A session was revoked: this process and every other stop trusting it at once (decision 025). */
async function sessionEnded(ctx: AuthContext, sessionId: string) {
  await ctx.bus.tellAll(BUS_CHANNELS.caches, SESSION_ENDED + sessionId);
}

function lockedError(lockedUntil: Date, now: Date) {
  const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / SECOND);
  return tooManyRequests('errors.auth.locked', seconds, { hours: Math.ceil(seconds / 3600) });
}

/**
 * Who is asking, as the sign-in limits count it (docs/decisions/003-sign-in-and-sessions.md):
 * a device this number signed in on before is counted by itself and skips the limits shared
 * by unknown devices, so a stranger's guessing never locks the owner's phone out; any other
 * request is counted by its IP address, and by its device as well when it has one.
 */
function sourcesOf(client: SignInClient, mobile: string) {
  const known = client.device?.mobiles.includes(mobile) ?? false;
  const device = client.device ? `dev:${client.device.id}` : undefined;
  if (known) return { known, send: device!, failures: [device!] };
  const ip = `ip:${client.ip}`;
  return { known, send: ip, failures: device ? [ip, device] : [ip] };
}

/** The lock of a source that has guessed wrong too often on this number, if any. */
async function sourceLock(ctx: AuthContext, tx: Tx, mobile: string, sources: string[], now: Date) {
  const { rules } = ctx;
  const since = addSeconds(now, -rules.lockHours * 3600);
  for (const source of sources) {
    const at = await repo.nthFailureSince(tx, mobile, source, since, rules.lockAfterFailures);
    if (at) return lockedError(addSeconds(at, rules.lockHours * 3600), now);
  }
  return null;
}

/**
 * Sends a new code, within the spacing of the number and the hourly and daily caps of the
 * source (and of all unknown devices together), in the language of the request.
 */
async function sendOtp(
  ctx: AuthContext,
  mobile: string,
  options: { purpose?: OtpPurpose; language: Language; client: SignInClient },
) {
  const { db, config, clock, sms, log, rules } = ctx;
  const purpose = options.purpose ?? 'sign-in';
  const now = clock.now();
  const code = generateOtp(OTP_DIGITS);
  const from = sourcesOf(options.client, mobile);
  await db.transaction(async (tx) => {
    const lock = await repo.lockMobile(tx, mobile);
    const locked = await sourceLock(ctx, tx, mobile, from.failures, now);
    if (locked) throw locked;
    if (!from.known && lock.lockedUntil && lock.lockedUntil > now) throw lockedError(lock.lockedUntil, now);

    const last = await repo.findOtp(tx, mobile);
    const sinceLast = last ? (now.getTime() - last.sentAt.getTime()) / SECOND : Infinity;
    if (sinceLast < rules.resendSeconds) {
      throw tooManyRequests('errors.auth.resendTooSoon', Math.ceil(rules.resendSeconds - sinceLast));
    }
    const hourAgo = addSeconds(now, -3600);
    if ((await repo.countSendsSince(tx, mobile, hourAgo, { is: from.send })) >= rules.sendsPerHour) {
      throw tooManyRequests('errors.auth.hourlyLimit', 3600);
    }
    const dayAgo = addSeconds(now, -86400);
    if ((await repo.countSendsSince(tx, mobile, dayAgo, { is: from.send })) >= rules.sendsPerDay) {
      throw tooManyRequests('errors.auth.dailyLimit', 86400);
    }
    if (
      !from.known &&
      (await repo.countSendsSince(tx, mobile, dayAgo, { like: 'ip:%' })) >= rules.sendsPerDayAllSources
    ) {
      throw tooManyRequests('errors.auth.dailyLimit', 86400);
    }
    await repo.saveOtp(
      tx,
      mobile,
      hashOtp(config.secrets.otpPepper, mobile, code, purpose),
      now,
      addSeconds(now, rules.otpTtlSeconds),
      from.send,
    );
    await repo.pruneOtpSends(tx, addSeconds(now, -2 * 86400));
  });
  const text = codeSmsText(options.language, purpose, code, {
    minutes: rules.otpTtlSeconds / 60,
    host: webOtpHost(config),
  });
  await sms.send({ mobile, otp: code, text }).catch((error: unknown) => {
    // The gateway's own words stay in our log; the caller learns only that sending failed.
    log?.error({ err: String(error) }, 'SMS gateway failed');
    throw new HttpError(503, 'errors.auth.smsFailed');
  });
  return { resendAfter: rules.resendSeconds };
}

/**
 * Checks a code inside the caller's transaction: the right code is consumed; a wrong guess
 * is recorded (and may lock its source out, or start the unknown devices' cool-down).
 * Returns the error to throw once the transaction has committed (so the wrong guess counts),
 * or null when the code was right.
 */
async function checkCode(
  ctx: AuthContext,
  tx: Tx,
  mobile: string,
  code: string,
  now: Date,
  options: { purpose?: OtpPurpose; client: SignInClient },
): Promise<HttpError | null> {
  const { config, rules } = ctx;
  const from = sourcesOf(options.client, mobile);
  const lock = await repo.lockMobile(tx, mobile);
  const locked = await sourceLock(ctx, tx, mobile, from.failures, now);
  if (locked) return locked;
  if (!from.known && lock.lockedUntil && lock.lockedUntil > now) return lockedError(lock.lockedUntil, now);

  const otp = await repo.findOtp(tx, mobile);
  if (!otp || otp.consumedAt || otp.expiresAt <= now) return badRequest('errors.auth.otpExpired');
  if (otp.attempts >= rules.otpMaxAttempts) return badRequest('errors.auth.otpAttempts');

  const expected = hashOtp(config.secrets.otpPepper, mobile, code, options.purpose ?? 'sign-in');
  if (!sameBytes(otp.codeHash, expected)) {
    const attempts = otp.attempts + 1;
    await repo.recordOtpAttempt(tx, mobile, attempts);
    await repo.recordFailures(tx, mobile, from.failures, now);
    const nowLocked = await sourceLock(ctx, tx, mobile, from.failures, now);
    if (nowLocked) return nowLocked;
    if (!from.known) {
      const streak = lock.failedStreak + 1;
      if (streak >= rules.cooldownAfterFailures) {
        const until = addSeconds(now, rules.cooldownMinutes * 60);
        await repo.setLockState(tx, mobile, 0, until);
        return lockedError(until, now);
      }
      await repo.setLockState(tx, mobile, streak, null);
    }
    const left = rules.otpMaxAttempts - attempts;
    return left > 0
      ? badRequest('errors.auth.otpWrong', { count: left }, { attempts_left: left })
      : badRequest('errors.auth.otpAttempts');
  }

  await repo.consumeOtp(tx, mobile, now);
  await repo.setLockState(tx, mobile, 0, null);
  await repo.clearFailures(tx, mobile, from.failures);
  return null;
}

async function verifyOtp(ctx: AuthContext, role: Role, mobile: string, code: string, client: SignInClient) {
  const { db, clock, rules, secret } = ctx;
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    const error = await checkCode(ctx, tx, mobile, code, now, { client });
    if (error) return { error };
    const proofId = randomUUID();
    await repo.createProof(tx, proofId, mobile, addSeconds(now, rules.proofTtlSeconds));
    const accounts = await repo.findUsersOfMobile(tx, mobile);
    const user = accounts.find((account) => account.userTypeId === Number(USER_TYPE_ID[role]));
    return { proofId, user, accounts };
  });
  if ('error' in outcome) throw outcome.error;
  // A suspended account is told so once its code is right (docs/decisions/029-operator-console.md).
  if (outcome.user?.suspendedAt) throw suspendedError();
  const proof = signToken(secret, PROOF, {
    pid: outcome.proofId,
    exp: now.getTime() + rules.proofTtlSeconds * SECOND,
  });
  // A new role on a known number: the other roles' accounts, so the screen can offer to open one
  // instead of starting an empty second account (docs/decisions/041). Only now, with the code
  // proven.
  const others = outcome.user
    ? []
    : outcome.accounts.flatMap((account) => {
        const other = roleFromUserTypeId(account.userTypeId);
        return other && !account.suspendedAt
          ? [{ role: other, name: displayName(account), data: prefillRecord(other, account) }]
          : [];
      });
  return {
    proof,
    device: deviceToken(ctx, client.device, mobile),
    data: outcome.user ? prefillRecord(role, outcome.user) : undefined,
    otherAccounts: others,
  };
}

/** The device cookie after a right code: this device now knows this number (a few at most). */
function deviceToken(ctx: AuthContext, device: SignInClient['device'], mobile: string): string {
  const { secret } = ctx;
  const mobiles = [mobile, ...(device?.mobiles ?? []).filter((m) => m !== mobile)].slice(0, 4);
  return signToken(secret, DEVICE, { id: device?.id ?? randomUUID(), mobiles } satisfies DeviceClaims);
}

/** The device a request's cookie names, if the cookie is ours. */
function readDevice(ctx: AuthContext, token: string | undefined): SignInClient['device'] {
  const { secret } = ctx;
  const claims = verifyToken<DeviceClaims>(secret, DEVICE, token);
  if (!claims || typeof claims.id !== 'string' || !Array.isArray(claims.mobiles)) return undefined;
  return { id: claims.id.slice(0, 64), mobiles: claims.mobiles.filter((m) => typeof m === 'string') };
}

async function openSession(
  ctx: AuthContext,
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  user: repo.UserRow,
  now: Date,
): Promise<IssuedSession> {
  const { rules } = ctx;
  const sessionId = randomUUID();
  const refreshExpiresAt = addSeconds(now, rules.refreshTtlDays * 86400);
  await repo.createSession(tx, sessionId, user.id, now, refreshExpiresAt);
  const refreshToken = generateToken();
  await repo.addRefreshToken(tx, hashToken(refreshToken), sessionId, now);
  return {
    accessToken: accessToken(ctx, user.id, user.userTypeId, sessionId, now),
    refreshToken,
    refreshExpiresAt,
  };
}

function accessToken(
  ctx: AuthContext,
  userId: number,
  userTypeId: number,
  sessionId: string,
  now: Date,
): string {
  const { rules, secret } = ctx;
  const claims: AccessClaims = {
    sub: userId,
    typ: userTypeId,
    sid: sessionId,
    exp: now.getTime() + rules.accessTtlSeconds * SECOND,
  };
  return signToken(secret, ACCESS, claims);
}

/** Register needs a fresh, unused proof for the very mobile it registers (docs/decisions/003). */
async function register(
  ctx: AuthContext,
  role: Role,
  input: AccountFields & { mobile: string },
  proofToken: string | undefined,
  language: Language = 'en',
) {
  const { db, clock, secret, config } = ctx;
  const now = clock.now();
  const proof = verifyToken<{ pid: string; exp: number }>(secret, PROOF, proofToken);
  if (!proof || proof.exp <= now.getTime()) throw unauthorized('errors.auth.proofRequired');
  return db.transaction(async (tx) => {
    const row = await repo.findProofForUpdate(tx, proof.pid);
    if (!row || row.usedAt || row.expiresAt <= now || row.mobile !== input.mobile) {
      throw unauthorized('errors.auth.proofRequired');
    }
    const existing = await repo.findUser(tx, input.mobile, Number(USER_TYPE_ID[role]));
    if (existing?.suspendedAt) throw suspendedError();
    await repo.useProof(tx, row.id, now);
    const user = await repo.upsertUser(tx, input.mobile, Number(USER_TYPE_ID[role]), input, now, language);
    const issued = await openSession(ctx, tx, user, now);
    return {
      user,
      issued,
      body: {
        data: roleRecord(role, String(user.id), user),
        User: { ...sessionUser(user), ...operatorMark(config, user.mobile) },
      },
    };
  });
}

/**
 * Rotates the refresh token. A token used again after the grace window means it was stolen
 * or replayed: the whole session (family) is revoked (docs/decisions/003).
 */
async function refresh(ctx: AuthContext, token: string | undefined): Promise<IssuedSession> {
  const { db, clock, rules } = ctx;
  if (!token || token.length > 256) throw unauthorized('errors.auth.sessionExpired');
  const now = clock.now();
  const tokenHash = hashToken(token);
  let revoked: string | undefined;
  let suspended = false;
  const outcome = await db.transaction(async (tx) => {
    const row = await repo.findRefreshToken(tx, tokenHash);
    if (row?.revokedReason === SUSPENDED) suspended = true;
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    // Rotated already: by a second tab refreshing at the same moment, or by a refresh whose
    // reply was lost. Within the grace window that opens the same session again; later it
    // is a replay, and the session ends.
    const rotatedAt = row.rotatedAt ?? ((await repo.rotateRefreshToken(tx, tokenHash, now)) ? null : now);
    if (rotatedAt && now.getTime() - rotatedAt.getTime() > rules.refreshGraceSeconds * SECOND) {
      await repo.revokeSession(tx, row.sessionId, now, 'refresh-token-reuse');
      revoked = row.sessionId;
      return null;
    }
    const user = await repo.findUserById(tx, row.userId);
    if (!user) return null;
    const refreshToken = generateToken();
    await repo.addRefreshToken(tx, hashToken(refreshToken), row.sessionId, now);
    return {
      accessToken: accessToken(ctx, user.id, user.userTypeId, row.sessionId, now),
      refreshToken,
      refreshExpiresAt: row.expiresAt,
    };
  });
  if (revoked) await sessionEnded(ctx, revoked);
  if (suspended) throw unauthorized('errors.auth.suspended');
  if (!outcome) throw unauthorized('errors.auth.sessionExpired');
  return outcome;
}

/** Logout revokes the session the refresh token (or, failing that, the access token) names. */
async function logout(
  ctx: AuthContext,
  refreshToken: string | undefined,
  accessTokenValue: string | undefined,
) {
  const { db, clock, secret } = ctx;
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
  if (sessionId) await sessionEnded(ctx, sessionId);
}

/** The signed-in user of a request, or null: the token is valid and its session is live. */
async function authenticate(
  ctx: AuthContext,
  accessTokenValue: string | undefined,
): Promise<AuthUser | null> {
  const { db, clock, secret, liveSessions } = ctx;
  const claims = verifyToken<AccessClaims>(secret, ACCESS, accessTokenValue);
  const now = clock.now();
  if (!claims || claims.exp <= now.getTime()) return null;
  if (!liveSessions.has(claims.sid, now)) {
    const mark = liveSessions.mark();
    const session = await repo.findLiveSession(db, claims.sid, now);
    if (!session) {
      // Said plainly, so a suspended user posting or bidding learns why (decision 029).
      if ((await repo.revokedReason(db, claims.sid)) === SUSPENDED) throw suspendedError();
      return null;
    }
    liveSessions.remember(session.id, session.expiresAt, mark);
  }
  const role = roleFromUserTypeId(claims.typ);
  if (!role) return null;
  return { userId: claims.sub, role, userTypeId: claims.typ, sessionId: claims.sid };
}

/**
 * Ends every session of a user at once, inside the caller's transaction (a suspension): this
 * process forgets them now, others within CACHE_TTL_MS (docs/decisions/015-hot-path-caches.md).
 */
/**
 * Revokes every session of a user inside the caller's transaction and returns their ids: the
 * caller hands them to `sessionsEnded` once that transaction has committed, so no process
 * re-reads a session as live in between.
 */
async function revokeAllSessions(ctx: AuthContext, tx: Tx, userId: number) {
  return repo.revokeUserSessions(tx, userId, ctx.clock.now(), SUSPENDED);
}

/** Sessions revoked by a committed change: forgotten here and in every other process (decision 025). */
async function sessionsEnded(ctx: AuthContext, sessionIds: readonly string[]) {
  for (const id of sessionIds) await sessionEnded(ctx, id);
}

/**
 * A text message through the sign-in gateway (an operator's decision on a document). Its
 * failure is logged, not thrown: the decision it reports has already been made.
 */
async function sendText(ctx: AuthContext, mobile: string, text: string) {
  await ctx.sms.send({ mobile, otp: '', text }).catch((error: unknown) => {
    ctx.log?.error({ err: String(error) }, 'SMS gateway failed');
  });
}

/** The account of a signed-in user, shaped like Register's answer. */
async function me(ctx: AuthContext, user: Actor) {
  const { db, config } = ctx;
  const row = await repo.findUserById(db, user.userId);
  if (!row) return null;
  return {
    data: roleRecord(user.role, String(row.id), row),
    User: { ...sessionUser(row), ...operatorMark(config, row.mobile) },
  };
}

export function createAuthService(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  sms: SmsSender;
  log?: FastifyBaseLogger;
  bus: Bus;
}) {
  const ctx: AuthContext = {
    ...deps,
    rules: deps.config.auth,
    secret: deps.config.secrets.auth,
    liveSessions: createLiveSessions(deps.config.cacheTtlMs),
  };
  // A long PUBLIC_ORIGIN host makes the sign-in SMS two segments in some languages: it still
  // arrives, at twice the price.
  const host = webOtpHost(deps.config);
  const long = host ? longSignInLanguages(host, ctx.rules.otpTtlSeconds / 60) : [];
  if (long.length) {
    deps.log?.warn(
      { host, languages: long },
      'PUBLIC_ORIGIN host too long: the sign-in SMS takes two segments',
    );
  }
  // A logout or a refresh-token reuse here or in another process; after the bus was away, anything.
  deps.bus.subscribe(BUS_CHANNELS.caches, {
    message: (payload) => {
      const ended = endedSessionOf(payload);
      if (ended) ctx.liveSessions.forget(ended);
    },
    resync: () => ctx.liveSessions.clear(),
  });
  // Each call is one of the named functions above, given the shared context.
  const bound =
    <A extends unknown[], R>(fn: (ctx: AuthContext, ...args: A) => R) =>
    (...args: A) =>
      fn(ctx, ...args);
  return {
    sendOtp: bound(sendOtp),
    checkCode: bound(checkCode),
    verifyOtp: bound(verifyOtp),
    readDevice: bound(readDevice),
    register: bound(register),
    refresh: bound(refresh),
    logout: bound(logout),
    authenticate: bound(authenticate),
    me: bound(me),
    revokeAllSessions: bound(revokeAllSessions),
    sessionsEnded: bound(sessionsEnded),
    sendText: bound(sendText),
  };
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
