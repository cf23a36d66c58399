import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './modules/files/storage.js';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * Every setting of the server, read once from the environment. The README's configuration
 * table lists the same variables; keep the two together.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Several processes (docs/deployment.md): how many `npm start` runs, and the store they share
  // their request limits in (Redis, else PostgreSQL).
  WORKERS: z
    .string()
    .trim()
    .regex(/^(auto|[1-9]\d{0,2})$/, 'a number of processes (1–999) or auto')
    .default('1'),
  REDIS_URL: z.string().trim().optional(),
  SMS_PROVIDER: z.enum(['console', 'outbox', 'http']).default('console'),
  SMS_OUTBOX_FILE: z.string().optional(),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  // Web Push (docs/decisions/026-push-and-sms-alerts.md): all three, or none (push off, SMS only).
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
  // How often each process looks for SMS alerts that fell due; 0: never by itself (tests call it).
  ALERTS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  AUTH_SECRET: z.string().min(32).optional(),
  OTP_PEPPER: z.string().min(32).optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z.string().trim().default('false'),
  PUBLIC_ORIGIN: z.string().url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMIT_OTP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_VERIFY_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(60),
  // Unset: `manual` in production ("Verified" only after a person's check), else `auto`
  // (docs/decisions/010-document-verification.md).
  DRIVER_VERIFICATION: z.enum(['auto', 'manual']).optional(),
  // Operators: accounts (of any role) whose mobile is listed, comma-separated (decision 029).
  OPERATOR_MOBILES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().replace(/^\+91/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\d{10}$/, 'each entry a 10-digit mobile'))),
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // How long a process keeps a marketplace listing's first rows and bookmarks (at most
  // CACHE_TTL_MS; docs/decisions/032).
  LISTING_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  HELD_LOAD_DECIDE_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  // Unset: `sandbox`; in production `razorpay` when its three secrets are set, else `disabled`
  // (docs/decisions/008-membership.md, 035-razorpay.md).
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay', 'disabled']).optional(),
  // Razorpay (docs/deployment.md, Payments): the key pair and the webhook secret, all three or none.
  // (An empty value, as an env file writes "unset", counts as unset.)
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  // Where the API answers: Razorpay's own address, or a local fake in the tests.
  RAZORPAY_API_BASE: z.string().url().default('https://api.razorpay.com'),
  // The monthly plan made in the Razorpay Dashboard; unset, the server makes it once (POST /v1/plans).
  RAZORPAY_PLAN_ID: optionalText,
  // How long one call to Razorpay may take before checkout answers 503.
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Uploaded files: $DATA_DIR/uploads, or any S3-compatible store (docs/api.md, Files).
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('ap-south-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  // Graceful shutdown (docs/deployment.md): how long /api/ready says 503 while requests are
  // still served, then how long in-flight requests get to finish.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Env = z.infer<typeof EnvSchema>;

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
  /** A plan made in the Dashboard; null: made once through the API and remembered. */
  planId: string | null;
  timeoutMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of this process's pool (each process has its own, plus one that LISTENs). */
  databasePoolMax: number;
  /** Server processes `npm start` runs on one port (`auto`: one per core); PGlite runs one. */
  workers: number;
  /** Request limits in this Redis, shared by every process; else in PostgreSQL, else in memory. */
  redisUrl: string | undefined;
  sms:
    | { provider: 'console' }
    | { provider: 'outbox'; file: string }
    | { provider: 'http'; url: string; token: string | undefined };
  secrets: { auth: string; otpPepper: string };
  /** VAPID keys of Web Push; null: push is off and SMS is the only channel of alerts. */
  push: { publicKey: string; privateKey: string; subject: string } | null;
  /** Milliseconds between two looks for due SMS alerts (0: only when called). */
  alertsPollMs: number;
  /** 'auto': Secure when the request came over HTTPS (development only; production is always Secure). */
  cookieSecure: 'auto' | boolean;
  /** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses and CIDR ranges. */
  trustProxy: false | number | string[];
  publicOrigin: string | undefined;
  webDistDir: string | undefined;
  rateLimits: { otpPerIpPerHour: number; verifyPerIpPerHour: number };
  driverVerification: 'auto' | 'manual';
  /** The mobiles whose accounts open the operator console (docs/decisions/029-operator-console.md). */
  operatorMobiles: readonly string[];
  /** Who takes new membership payments: the local sandbox, Razorpay, or nobody (checkout answers 503). */
  paymentProvider: 'sandbox' | 'razorpay' | 'disabled';
  /**
   * Razorpay's keys, webhook secret and address; set whenever the secrets are, also while new
   * checkouts go elsewhere, so running mandates keep reaching us (webhooks, reconcile, cancel).
   */
  razorpay: RazorpayConfig | null;
  /** Where uploaded bytes live; never public (files are read through signed app links). */
  storage: { kind: 'local'; root: string } | ({ kind: 's3' } & S3Options);
  /** Sign-in timings; tests shorten nothing, they move the clock instead. */
  auth: typeof AUTH_RULES;
  /**
   * How long a process trusts a live session and a marketplace count it read (real time): what
   * another process changed shows within this (docs/decisions/015-hot-path-caches.md).
   */
  cacheTtlMs: number;
  /** Marketplace first rows and bookmarks kept (decision 032); never longer than cacheTtlMs. */
  listingCacheMs: number;
  /** A held load nobody released or rejected within this is closed, its owner told (decision 057). */
  heldLoadDecideHours: number;
  /** On SIGTERM/SIGINT: not ready for `drainMs` while still serving, then `timeoutMs` for in-flight requests. */
  shutdown: { drainMs: number; timeoutMs: number };
}

/** Sign-in limits, per source as docs/decisions/003-sign-in-and-sessions.md sets out. */
export const AUTH_RULES = {
  otpTtlSeconds: 5 * 60,
  otpMaxAttempts: 3,
  /** Between two codes to one number, whoever asks. */
  resendSeconds: 30,
  /** Codes one source (an IP, or a device this number signed in on) may ask for per number. */
  sendsPerHour: 5,
  sendsPerDay: 10,
  /** Codes all unknown devices together may ask for per number and day: the guess budget. */
  sendsPerDayAllSources: 20,
  /** Wrong codes from one source within 24 h before that source is locked out of the number. */
  lockAfterFailures: 10,
  lockHours: 24,
  /** Wrong codes in a row from unknown devices before they all wait a short cool-down. */
  cooldownAfterFailures: 10,
  cooldownMinutes: 15,
  /** How long a device stays known to the numbers signed in on it. */
  deviceTtlDays: 365,
  proofTtlSeconds: 15 * 60,
  accessTtlSeconds: 15 * 60,
  refreshTtlDays: 30,
  /** A just-rotated refresh token still opens the same session this long (two tabs, a lost reply). */
  refreshGraceSeconds: 30,
} as const;

export class ConfigError extends Error {}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:.]+(\/\d{1,3})?$/i;

/**
 * Which X-Forwarded-For entries to believe. Never the left-most: a client writes that one
 * itself, and an appending proxy keeps it. A hop count believes the last n entries (the
 * addresses our own proxies appended); a CIDR list skips trusted proxies from the right.
 * `true` means one hop (one reverse proxy in front), not Fastify's "trust everything".
 */
function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => IPV4.test(entry) || (entry.includes(':') && IPV6.test(entry)))) return entries;
  throw new ConfigError(
    `TRUST_PROXY=${value}: use false, a number of proxy hops (true = 1), or the proxies' addresses/CIDR ranges separated by commas.`,
  );
}

/** Development keeps generated secrets in DATA_DIR so sessions survive restarts. */
function developmentSecrets(dataDir: string): { auth: string; otpPepper: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as { auth: string; otpPepper: string };
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    auth: randomBytes(32).toString('base64url'),
    otpPepper: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (production && (env.SMS_PROVIDER === 'console' || env.SMS_PROVIDER === 'outbox')) {
    throw new ConfigError(
      `SMS_PROVIDER=${env.SMS_PROVIDER} is for development and tests; production needs a real gateway (SMS_PROVIDER=http).`,
    );
  }
  if (production && env.PAYMENT_PROVIDER === 'sandbox') {
    throw new ConfigError(
      'PAYMENT_PROVIDER=sandbox takes no real money and is for development and tests; production needs PAYMENT_PROVIDER=razorpay (with its keys) or disabled.',
    );
  }
  const razorpaySecrets = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  const razorpaySet = razorpaySecrets.filter(Boolean).length;
  if (razorpaySet !== 0 && razorpaySet !== 3) {
    throw new ConfigError(
      'Razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together (or none).',
    );
  }
  if (env.PAYMENT_PROVIDER === 'razorpay' && razorpaySet !== 3) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (docs/deployment.md, Payments).',
    );
  }
  const razorpay: RazorpayConfig | null =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
      ? {
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          apiBase: env.RAZORPAY_API_BASE.replace(/\/+$/, ''),
          planId: env.RAZORPAY_PLAN_ID ?? null,
          timeoutMs: env.RAZORPAY_TIMEOUT_MS,
        }
      : null;
  if (production && (!env.AUTH_SECRET || !env.OTP_PEPPER)) {
    throw new ConfigError('Production needs AUTH_SECRET and OTP_PEPPER (32+ characters each).');
  }

  if (env.REDIS_URL && !/^rediss?:\/\/./.test(env.REDIS_URL)) {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL (e.g. redis://127.0.0.1:6379).');
  }

  let sms: Config['sms'];
  if (env.SMS_PROVIDER === 'outbox') {
    sms = {
      provider: 'outbox',
      file: path.resolve(env.SMS_OUTBOX_FILE ?? path.join(dataDir, 'sms-outbox.jsonl')),
    };
  } else if (env.SMS_PROVIDER === 'http') {
    if (!env.SMS_HTTP_URL) throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL.');
    sms = { provider: 'http', url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN };
  } else {
    sms = { provider: 'console' };
  }

  const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].filter(Boolean).length;
  if (vapid !== 0 && vapid !== 3) {
    throw new ConfigError(
      'Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (or none).',
    );
  }
  if (env.VAPID_SUBJECT && !/^(mailto:|https:\/\/)/.test(env.VAPID_SUBJECT)) {
    throw new ConfigError('VAPID_SUBJECT is a mailto: address or an https:// URL of the operator.');
  }
  const push =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
      : null;

  let storage: Config['storage'];
  if (env.STORAGE === 's3') {
    if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new ConfigError('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
    }
    storage = {
      kind: 's3',
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      pathStyle: env.S3_PATH_STYLE === 'true',
    };
  } else {
    storage = { kind: 'local', root: path.join(dataDir, 'uploads') };
  }

  const secrets =
    env.AUTH_SECRET && env.OTP_PEPPER
      ? { auth: env.AUTH_SECRET, otpPepper: env.OTP_PEPPER }
      : developmentSecrets(dataDir);

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: env.DATABASE_POOL_MAX,
    workers: env.WORKERS === 'auto' ? availableParallelism() : Number(env.WORKERS),
    redisUrl: env.REDIS_URL || undefined,
    sms,
    secrets,
    push,
    alertsPollMs: env.ALERTS_POLL_MS,
    // Production sits behind TLS (often a proxy that speaks plain HTTP to us): always Secure.
    cookieSecure: env.COOKIE_SECURE === 'auto' ? (production ? true : 'auto') : env.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: env.PUBLIC_ORIGIN,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    rateLimits: {
      otpPerIpPerHour: env.RATE_LIMIT_OTP_PER_IP_PER_HOUR,
      verifyPerIpPerHour: env.RATE_LIMIT_VERIFY_PER_IP_PER_HOUR,
    },
    driverVerification: env.DRIVER_VERIFICATION ?? (production ? 'manual' : 'auto'),
    operatorMobiles: env.OPERATOR_MOBILES,
    paymentProvider: env.PAYMENT_PROVIDER ?? (production ? (razorpay ? 'razorpay' : 'disabled') : 'sandbox'),
    razorpay,
    storage,
    auth: AUTH_RULES,
    cacheTtlMs: env.CACHE_TTL_MS,
    listingCacheMs: env.LISTING_CACHE_MS,
    heldLoadDecideHours: env.HELD_LOAD_DECIDE_HOURS,
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
  };
}
