import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  OTP_RESEND_SECONDS,
  ROLE_AREA,
  ROLE_PREFIX,
  toRegisterBody,
  type ProfileFormValues,
  type RegisterResponse,
  type Role,
} from '@lorrybazaar/contract';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { SmsMessage, SmsSender } from '../modules/auth/sms.js';
import type { Database } from '../db/client.js';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.js';

/** Secrets of the test configuration (32+ characters, as production demands). */
export const TEST_SECRETS = {
  AUTH_SECRET: 'test-auth-secret-0123456789abcdefghijklmnop',
  OTP_PEPPER: 'test-otp-pepper-0123456789abcdefghijklmnopq',
};

/** A clock that stands still until a test moves it: time-based rules without waiting. */
export class TestClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

export interface TestAppOptions {
  /** Environment on top of the test defaults (e.g. a lower per-IP limit). */
  env?: Record<string, string>;
  /** Share one database between apps (it is then not closed with the app). */
  database?: Database;
  /** Log (at `LOG_LEVEL`, default info) into this stream instead of logging nothing. */
  loggerStream?: { write(line: string): void };
  /** The SMS gateway instead of the in-memory outbox (e.g. one that fails). */
  sms?: SmsSender;
  /** Where the test clock starts (a process started later), instead of now. */
  now?: Date;
  /** Private hosts a push endpoint may name: the test's own push service. */
  pushTestHosts?: readonly string[];
}

export interface TestApp {
  app: FastifyInstance;
  /** Every SMS the app sent, oldest first. */
  outbox: SmsMessage[];
  /** The code of the latest SMS sent to this mobile. */
  lastCode(mobile: string): string;
  clock: TestClock;
  database: Database;
  close(): Promise<void>;
}

/** The app as the server builds it, on a real database, with an in-memory SMS outbox and a movable clock. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lb-data-'));
  const owned: TestDatabase | undefined = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? owned!;
  const config = loadConfig({
    NODE_ENV: 'test',
    ...TEST_SECRETS,
    DATA_DIR: dataDir,
    RATE_LIMIT_OTP_PER_IP_PER_HOUR: '100000',
    RATE_LIMIT_VERIFY_PER_IP_PER_HOUR: '100000',
    // Tests write rows behind the app's back (factories): nothing read is reused unless a test
    // of the caches asks for it.
    CACHE_TTL_MS: '0',
    ...options.env,
  });
  const outbox: SmsMessage[] = [];
  const sms: SmsSender = {
    async send(message) {
      outbox.push(message);
    },
  };
  const clock = new TestClock(options.now);
  const app = await buildApp({
    config,
    database,
    sms: options.sms ?? sms,
    clock,
    logger: Boolean(options.loggerStream),
    loggerStream: options.loggerStream,
    pushTestHosts: options.pushTestHosts,
  });
  await app.ready();

  return {
    app,
    outbox,
    clock,
    database,
    lastCode(mobile) {
      const message = outbox.findLast((m) => m.mobile === mobile && m.otp);
      if (!message) throw new Error(`No SMS was sent to ${mobile}`);
      return message.otp;
    },
    async close() {
      try {
        await app.close();
        await owned?.dispose();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The usual set-up of a test file: one real database for the file, a fresh app (clock, SMS
 * outbox, rate-limit counters) per test. Call it at the top of the file; use `ctx.t` in tests.
 */
export function useTestApp(options: Omit<TestAppOptions, 'database'> = {}) {
  const ctx = {} as { t: TestApp; database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
  });
  afterAll(async () => {
    await ctx.database?.dispose();
  });
  beforeEach(async () => {
    // On PostgreSQL the request limits are counted in the database, which the file's tests
    // share: each test starts with none, as a fresh process on PGlite would.
    await ctx.database.db.execute(sql`DELETE FROM rate_limits`);
    ctx.t = await createTestApp({ ...options, database: ctx.database });
  });
  afterEach(async () => {
    await ctx.t?.close();
  });
  return ctx;
}

// ---------------------------------------------------------------- cookies

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** Parses one `set-cookie` header; attribute names are lower-cased (`httponly`, `samesite` …). */
export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...parts] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of parts) {
    const [key = '', ...rest] = part.trim().split('=');
    if (key) attributes[key.toLowerCase()] = rest.length ? rest.join('=') : true;
  }
  return {
    name: pair.slice(0, eq).trim(),
    value: decodeURIComponent(pair.slice(eq + 1).trim()),
    attributes,
  };
}

/** Every `set-cookie` of a response, by cookie name. */
export function setCookies(response: LightMyRequestResponse): Map<string, SetCookie> {
  const raw = response.headers['set-cookie'];
  const headers = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return new Map(headers.map((header) => [parseSetCookie(header).name, parseSetCookie(header)]));
}

const cleared = (cookie: SetCookie) => {
  const { expires, 'max-age': maxAge } = cookie.attributes;
  return (
    cookie.value === '' ||
    (typeof maxAge === 'string' && Number(maxAge) <= 0) ||
    (typeof expires === 'string' && Date.parse(expires) <= Date.now())
  );
};

/** A browser's cookie store in miniature (every cookie of the API lives on path /api). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Takes the cookies a response sets; a cleared cookie leaves the jar. */
  store(response: LightMyRequestResponse): this {
    for (const cookie of setCookies(response).values()) {
      if (cleared(cookie)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  /** The `cookie` request header, or {} when the jar is empty. */
  header(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    const value = [...this.cookies].map(([name, v]) => `${name}=${encodeURIComponent(v)}`).join('; ');
    return { cookie: value };
  }

  /** `app.inject` with this jar's cookies, storing what the answer sets. */
  async inject(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject({ ...options, headers: { ...options.headers, ...this.header() } });
    this.store(response);
    return response;
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.set(name, value);
    return copy;
  }
}

// ---------------------------------------------------------------- sign-in

let mobileSequence = 0;
/** A 10-digit mobile no other test of this file uses. */
export function uniqueMobile(): string {
  mobileSequence += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(mobileSequence).padStart(6, '0')}`;
}

/** A valid profile of each role, as the profile-completion form would send it. */
export const DEFAULT_PROFILE: Record<Role, ProfileFormValues> = {
  transporter: {
    name: 'Ravi Kumar',
    companyName: 'Ravi Roadways',
    email: 'ravi@example.in',
    landPhone: '08023456789',
  },
  broker: {
    name: 'Anita Shah',
    companyName: 'Shah Freight',
    email: 'anita@example.in',
    landPhone: '02223456789',
  },
  shipper: {
    name: 'Mohan Das',
    companyName: 'Das Cements',
    email: 'mohan@example.in',
    landPhone: '03323456789',
  },
  driver: { name: 'Suresh Babu', companyName: '', email: 'suresh@example.in', landPhone: '04423456789' },
};

export interface SignedIn extends CookieJar {
  /** The Register answer: `User` and the role's record (`data`). */
  register: RegisterResponse;
}

/**
 * Signs a user of a role in through the real screens' calls (send-otp, Verify-otp, Register)
 * and returns the cookie jar holding the session (`lb_at`, `lb_rt`).
 */
export async function signIn(
  testApp: Pick<TestApp, 'app' | 'lastCode'>,
  role: Role,
  mobile: string = uniqueMobile(),
  fields: Partial<ProfileFormValues> = {},
): Promise<SignedIn> {
  const { app } = testApp;
  const area = ROLE_AREA[role];
  const mobField = `${ROLE_PREFIX[role]}_mob`;
  const jar = new CookieJar();

  const sent = await jar.inject(app, {
    method: 'POST',
    url: `/api/${role === 'transporter' ? 'Transpoter' : 'Broker'}/send-otp`,
    payload: { transporters_mob: mobile },
  });
  expectStatus(sent, 200, 'send-otp');
  const verified = await jar.inject(app, {
    method: 'POST',
    url: `/api/${area}/Verify-otp`,
    payload: { [mobField]: mobile, otp: testApp.lastCode(mobile) },
  });
  expectStatus(verified, 200, 'Verify-otp');
  const registered = await jar.inject(app, {
    method: 'POST',
    url: `/api/${area}/Register`,
    payload: toRegisterBody(role, mobile, { ...DEFAULT_PROFILE[role], ...fields }),
  });
  expectStatus(registered, 200, 'Register');
  return Object.assign(jar, { register: registered.json<RegisterResponse>() });
}

/**
 * One person (one mobile) signed in as each of these roles, in order; the clock moves past the
 * wait between two codes for one mobile. Optionally their accounts are made `agedDays` older.
 */
export async function signInPerson(
  testApp: Pick<TestApp, 'app' | 'lastCode' | 'clock'>,
  roles: Role[],
  agedDays = 0,
): Promise<SignedIn[]> {
  const mobile = uniqueMobile();
  const jars: SignedIn[] = [];
  for (const role of roles) {
    if (jars.length) testApp.clock.advance(OTP_RESEND_SECONDS + 1);
    jars.push(await signIn(testApp, role, mobile));
  }
  if (agedDays > 0) {
    await testApp.app.db.execute(
      sql`UPDATE users SET created_at = created_at - make_interval(days => ${agedDays}) WHERE mobile = ${mobile}`,
    );
  }
  return jars;
}

function expectStatus(response: LightMyRequestResponse, status: number, step: string) {
  if (response.statusCode !== status) {
    throw new Error(`${step} answered ${response.statusCode}: ${response.body}`);
  }
}
