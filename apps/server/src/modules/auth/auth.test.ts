import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  OTP_DIGITS,
  ROLE_AREA,
  ROLE_PREFIX,
  USER_TYPE_ID,
  toRegisterBody,
  type RegisterResponse,
  type Role,
} from '@lorrybazaar/contract';
import { AUTH_RULES } from '../../config.js';
import { users } from '../../db/schema.js';
import { otpCodes } from './auth.schema.js';
import { loggableError } from '../../plugins/app/errors.js';
import { translate } from '../../lib/i18n.js';
import { codeSmsText, longSignInLanguages, smsSegments } from './sms.js';
import {
  CookieJar,
  DEFAULT_PROFILE,
  createTestApp,
  parseSetCookie,
  setCookies,
  signIn,
  uniqueMobile,
  useTestApp,
} from '../../test/app.js';

// One real database for the file; a fresh app (clock, outbox, rate-limit counters) per test.
// Every test uses its own mobiles, so the per-mobile rules of one test never touch another.
const ctx = useTestApp();

// ---------------------------------------------------------------- helpers

const ROLES_UNDER_TEST: { role: Role; userTypeId: string; sendArea: 'Transpoter' | 'Broker' }[] = [
  { role: 'transporter', userTypeId: '2', sendArea: 'Transpoter' },
  { role: 'broker', userTypeId: '3', sendArea: 'Broker' },
  { role: 'shipper', userTypeId: '4', sendArea: 'Broker' },
  { role: 'driver', userTypeId: '1', sendArea: 'Broker' },
];

type Headers = Record<string, string>;

function post(url: string, payload?: unknown, headers: Headers = {}) {
  return ctx.t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function sendOtp(mobile: string, area: 'Transpoter' | 'Broker' = 'Transpoter', headers: Headers = {}) {
  return post(`/api/${area}/send-otp`, { transporters_mob: mobile }, headers);
}

function verifyOtp(mobile: string, otp: string, role: Role = 'transporter', jar?: CookieJar) {
  const payload = { [`${ROLE_PREFIX[role]}_mob`]: mobile, otp };
  const url = `/api/${ROLE_AREA[role]}/Verify-otp`;
  return jar ? jar.inject(ctx.t.app, { method: 'POST', url, payload }) : post(url, payload);
}

function register(role: Role, body: Record<string, unknown>, jar: CookieJar = new CookieJar()) {
  return jar.inject(ctx.t.app, { method: 'POST', url: `/api/${ROLE_AREA[role]}/Register`, payload: body });
}

const registerBody = (role: Role, mobile: string, overrides: Record<string, unknown> = {}) => ({
  ...toRegisterBody(role, mobile, DEFAULT_PROFILE[role]),
  ...overrides,
});

/** A code that is certainly not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Send a code and verify it: the jar then holds a proof for this mobile. */
async function proveMobile(mobile: string, role: Role = 'transporter', jar = new CookieJar()) {
  expect((await sendOtp(mobile)).statusCode).toBe(200);
  const response = await verifyOtp(mobile, ctx.t.lastCode(mobile), role, jar);
  expect(response.statusCode).toBe(200);
  return jar;
}

interface ErrorBody {
  error: string;
  message: string;
  code: string;
  issues: { path: string; code: string; message: string }[];
  retry_after?: number;
  attempts_left?: number;
}

/** The one error shape of the API, with a translated message (never the bare key). */
function expectError(response: LightMyRequestResponse, status: number, code: string): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorBody>();
  expect(body).toEqual(
    expect.objectContaining({
      error: expect.any(String),
      message: expect.any(String),
      code,
      issues: expect.any(Array),
    }),
  );
  expect(body.message).not.toBe(code);
  expect(body.message).not.toMatch(/^(errors|validation)\./);
  return body;
}

function expectValidation(response: LightMyRequestResponse, path: string, code: string) {
  const body = expectError(response, 400, 'errors.validation');
  expect(body.issues.length).toBeGreaterThan(0);
  for (const issue of body.issues) {
    expect(issue).toEqual({
      path: expect.any(String),
      code: expect.any(String),
      message: expect.any(String),
    });
    expect(issue.code).toMatch(/^validation\./);
    expect(issue.message).not.toMatch(/^validation\./);
  }
  expect(body.issues).toContainEqual(expect.objectContaining({ path, code }));
  return body;
}

// ---------------------------------------------------------------- the flow, per role

describe.each(ROLES_UNDER_TEST)('sign-in and registration as $role', ({ role, userTypeId, sendArea }) => {
  const p = ROLE_PREFIX[role];
  const hasCompany = role !== 'driver';

  it(`sends a code via /api/${sendArea}/send-otp, verifies a new mobile without data, then registers`, async () => {
    const mobile = uniqueMobile();
    const jar = new CookieJar();

    const sent = await jar.inject(ctx.t.app, {
      method: 'POST',
      url: `/api/${sendArea}/send-otp`,
      payload: { transporters_mob: mobile },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: true, message: expect.any(String), resend_after: 30 });
    expect(ctx.t.outbox).toHaveLength(1);
    expect(ctx.t.outbox[0]!.mobile).toBe(mobile);

    const verified = await verifyOtp(mobile, ctx.t.lastCode(mobile), role, jar);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: expect.any(String) });
    const proof = setCookies(verified).get('lb_proof');
    expect(proof?.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/api' });

    const body = registerBody(role, mobile);
    const registered = await register(role, body, jar);
    expect(registered.statusCode, registered.body).toBe(200);
    const answer = registered.json<RegisterResponse>();
    const profile = DEFAULT_PROFILE[role];

    expect(answer.message).toEqual(expect.any(String));
    expect(answer.data).toEqual({
      message: answer.message,
      [`${p}_id`]: expect.stringMatching(/^[1-9][0-9]*$/),
      [`${p}_name`]: profile.name,
      ...(hasCompany ? { company: profile.companyName } : {}),
      [`${p}_email`]: profile.email,
      [`${p}_phone`]: profile.landPhone,
    });
    expect(answer.User).toEqual({
      users_id: answer.data[`${p}_id`],
      users_name: profile.name,
      users_mobile: mobile,
      user_types_id: userTypeId,
      // Additive: not an operator's mobile (decision 050).
      users_operator: '',
    });
    expect(USER_TYPE_ID[role]).toBe(userTypeId);

    const cookies = setCookies(registered);
    for (const name of ['lb_at', 'lb_rt']) {
      const cookie = cookies.get(name);
      expect(cookie?.value, name).toMatch(/.{20,}/);
      expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/api' });
      // Plain HTTP (no TLS): the cookie must still reach the server.
      expect(cookie?.attributes.secure).toBeUndefined();
    }
    expect(cookies.get('lb_at')?.attributes['max-age']).toBe(String(AUTH_RULES.accessTtlSeconds));
    // The proof is spent: Register clears it.
    expect(jar.get('lb_proof')).toBeUndefined();
  });

  it('answers Verify-otp for a known mobile with the prefill of that role', async () => {
    const mobile = uniqueMobile();
    await signIn(ctx.t, role, mobile);
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);

    expect((await post(`/api/${sendArea}/send-otp`, { transporters_mob: mobile })).statusCode).toBe(200);
    const verified = await verifyOtp(mobile, ctx.t.lastCode(mobile), role);
    expect(verified.statusCode).toBe(200);
    const profile = DEFAULT_PROFILE[role];
    expect(verified.json<{ data: unknown }>().data).toEqual({
      ...(hasCompany ? { company: profile.companyName } : {}),
      [`${p}_name`]: profile.name,
      [`${p}_email`]: profile.email,
      [`${p}_phone`]: profile.landPhone,
    });
  });

  it('updates the account when the same mobile registers the same role again', async () => {
    const mobile = uniqueMobile();
    const first = await signIn(ctx.t, role, mobile);
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    const second = await signIn(ctx.t, role, mobile, { name: 'Renamed Person' });

    expect(second.register.User.users_id).toBe(first.register.User.users_id);
    expect(second.register.data[`${p}_id`]).toBe(first.register.data[`${p}_id`]);
    expect(second.register.User.users_name).toBe('Renamed Person');
    expect(second.register.data[`${p}_name`]).toBe('Renamed Person');
  });
});

describe('accounts', () => {
  it('lets one mobile hold several roles, each its own account', async () => {
    const mobile = uniqueMobile();
    const transporter = await signIn(ctx.t, 'transporter', mobile);
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    const broker = await signIn(ctx.t, 'broker', mobile);

    expect(transporter.register.User.user_types_id).toBe('2');
    expect(broker.register.User.user_types_id).toBe('3');
    expect(broker.register.User.users_id).not.toBe(transporter.register.User.users_id);
    expect(broker.register.User.users_mobile).toBe(mobile);

    // Each role's Verify-otp answers with its own account.
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    await sendOtp(mobile);
    const asShipper = await verifyOtp(mobile, ctx.t.lastCode(mobile), 'shipper');
    expect(asShipper.json()).not.toHaveProperty('data');
  });

  it('tells a new role of the same mobile, after its code only, which other accounts it has', async () => {
    const mobile = uniqueMobile();
    await signIn(ctx.t, 'shipper', mobile);
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    await signIn(ctx.t, 'transporter', mobile, { name: 'Suspended Self' });
    await ctx.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(and(eq(users.mobile, mobile), eq(users.userTypeId, 2)));

    // Before the code: the same answer as for any number, nothing about its accounts.
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    const sent = await sendOtp(mobile);
    expect(Object.keys(sent.json()).sort()).toEqual(['data', 'message', 'resend_after']);
    expectError(
      await verifyOtp(mobile, wrong(ctx.t.lastCode(mobile)), 'driver'),
      400,
      'errors.auth.otpWrong',
    );
    const right = await verifyOtp(mobile, ctx.t.lastCode(mobile), 'driver');
    expect(right.statusCode).toBe(200);
    // The shipper's account, with what Register needs to open it; not the suspended one.
    const profile = DEFAULT_PROFILE.shipper;
    expect(right.json()).toEqual({
      message: expect.any(String),
      other_accounts: [
        {
          role: 'shipper',
          name: profile.name,
          data: {
            shippers_name: profile.name,
            company: profile.companyName,
            shippers_email: profile.email,
            shippers_phone: profile.landPhone,
          },
        },
      ],
    });

    // A role that has its own account is not told of the others.
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    await sendOtp(mobile);
    expect((await verifyOtp(mobile, ctx.t.lastCode(mobile), 'shipper')).json()).not.toHaveProperty(
      'other_accounts',
    );
    // A number with no account at all gets neither.
    const stranger = uniqueMobile();
    await sendOtp(stranger);
    expect(Object.keys((await verifyOtp(stranger, ctx.t.lastCode(stranger), 'driver')).json())).toEqual([
      'message',
    ]);
  });

  it('takes the shipper without a name, shown by the company name', async () => {
    const shipper = await signIn(ctx.t, 'shipper', uniqueMobile(), { name: '' });
    expect(shipper.register.data.shippers_name).toBe('');
    expect(shipper.register.User.users_name).toBe(DEFAULT_PROFILE.shipper.companyName);
  });

  it('takes the shipper without a company, shown by their name', async () => {
    const shipper = await signIn(ctx.t, 'shipper', uniqueMobile(), { companyName: '' });
    expect(shipper.register.data.company).toBe('');
    expect(shipper.register.User.users_name).toBe(DEFAULT_PROFILE.shipper.name);
  });

  it('refuses a shipper with neither a name nor a company, on the name', async () => {
    for (const company of ['', undefined]) {
      const body: Record<string, unknown> = registerBody('shipper', uniqueMobile(), { shippers_name: '' });
      if (company === undefined) delete body.company;
      else body.company = company;
      expectValidation(await register('shipper', body), 'shippers_name', 'validation.nameOrCompany');
    }
  });

  it('takes a broker without company, email or land phone', async () => {
    const broker = await signIn(ctx.t, 'broker', uniqueMobile(), {
      companyName: '',
      email: '',
      landPhone: '',
    });
    expect(broker.register.data).toMatchObject({ company: '', brokers_email: '', brokers_phone: '' });
  });

  it('ignores a company sent for a driver', async () => {
    const mobile = uniqueMobile();
    const jar = await proveMobile(mobile, 'driver');
    const response = await register(
      'driver',
      registerBody('driver', mobile, { company: 'Acme Roadways' }),
      jar,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RegisterResponse>().data).not.toHaveProperty('company');
  });
});

// ---------------------------------------------------------------- one-time codes

describe('one-time codes', () => {
  it('sends the code in the SMS text and stores only a keyed hash of it', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const code = ctx.t.lastCode(mobile);
    expect(code).toMatch(/^[0-9]{4}$/);
    expect(ctx.t.outbox.at(-1)!.text).toContain(code);

    const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row).toBeDefined();
    const stored = Buffer.from(row!.codeHash);
    expect(stored).toHaveLength(32);
    expect(stored.equals(Buffer.from(code))).toBe(false);
    expect(stored.toString('latin1')).not.toContain(code);
    // Not a plain (unkeyed) digest either: 10,000 codes would be guessed from it at once.
    for (const input of [code, `${mobile}:${code}`, `${mobile}${code}`]) {
      expect(stored.equals(createHash('sha256').update(input).digest())).toBe(false);
    }
  });

  it('refuses a wrong code with the tries left', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const body = expectError(
      await verifyOtp(mobile, wrong(ctx.t.lastCode(mobile))),
      400,
      'errors.auth.otpWrong',
    );
    expect(body.attempts_left).toBe(2);
    expect(body.message).toMatch(/2/);
    expect(body.issues).toEqual([]);
  });

  it('refuses an expired code (5 minutes)', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    ctx.t.clock.advance(AUTH_RULES.otpTtlSeconds + 1);
    expectError(await verifyOtp(mobile, ctx.t.lastCode(mobile)), 400, 'errors.auth.otpExpired');
  });

  it('accepts a code just before it expires', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    ctx.t.clock.advance(AUTH_RULES.otpTtlSeconds - 1);
    expect((await verifyOtp(mobile, ctx.t.lastCode(mobile))).statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const code = ctx.t.lastCode(mobile);
    expect((await verifyOtp(mobile, code)).statusCode).toBe(200);
    const again = await verifyOtp(mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('kills a code after 3 wrong tries: the 4th guess fails even when right', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const code = ctx.t.lastCode(mobile);
    expect(expectError(await verifyOtp(mobile, wrong(code)), 400, 'errors.auth.otpWrong').attempts_left).toBe(
      2,
    );
    expect(expectError(await verifyOtp(mobile, wrong(code)), 400, 'errors.auth.otpWrong').attempts_left).toBe(
      1,
    );
    expectError(await verifyOtp(mobile, wrong(code)), 400, 'errors.auth.otpAttempts');
    const right = await verifyOtp(mobile, code);
    expectError(right, 400, 'errors.auth.otpAttempts');
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('accepts only the latest code after a resend', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const old = ctx.t.lastCode(mobile);
    // Resend until the new code differs (1 in 10,000 it repeats).
    let latest = old;
    for (let i = 0; i < 4 && latest === old; i++) {
      ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
      expect((await sendOtp(mobile, 'Broker')).statusCode).toBe(200);
      latest = ctx.t.lastCode(mobile);
    }
    expect(latest).not.toBe(old);
    expectError(await verifyOtp(mobile, old), 400, 'errors.auth.otpWrong');
    expect((await verifyOtp(mobile, latest)).statusCode).toBe(200);
  });

  it('refuses a resend within 30 seconds and says when to retry', async () => {
    const mobile = uniqueMobile();
    expect((await sendOtp(mobile)).statusCode).toBe(200);
    ctx.t.clock.advance(10);
    const body = expectError(await sendOtp(mobile, 'Broker'), 429, 'errors.auth.resendTooSoon');
    expect(body.retry_after).toBe(20);
    expect(body.message).toContain('20');
    expect(ctx.t.outbox).toHaveLength(1);
    ctx.t.clock.advance(20);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
    expect(ctx.t.outbox).toHaveLength(2);
  });

  it('sends at most 5 codes an hour to one mobile', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < AUTH_RULES.sendsPerHour; i++) {
      expect((await sendOtp(mobile)).statusCode).toBe(200);
      ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    }
    const body = expectError(await sendOtp(mobile), 429, 'errors.auth.hourlyLimit');
    expect(body.retry_after).toBeGreaterThan(0);
    expect(ctx.t.outbox).toHaveLength(5);
    ctx.t.clock.advance(3600);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('sends at most 10 codes a day to one mobile', async () => {
    const mobile = uniqueMobile();
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < AUTH_RULES.sendsPerHour; i++) {
        expect((await sendOtp(mobile)).statusCode).toBe(200);
        ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
      }
      ctx.t.clock.advance(3600);
    }
    expect(ctx.t.outbox).toHaveLength(10);
    expectError(await sendOtp(mobile), 429, 'errors.auth.dailyLimit');
    ctx.t.clock.advance(86_400);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  /** `count` wrong guesses in a row, asking for a new code whenever one dies. */
  async function failVerifications(mobile: string, count: number) {
    const statuses: number[] = [];
    let triesOnCode: number = AUTH_RULES.otpMaxAttempts;
    for (let i = 0; i < count; i++) {
      if (triesOnCode === AUTH_RULES.otpMaxAttempts) {
        ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
        expect((await sendOtp(mobile)).statusCode).toBe(200);
        triesOnCode = 0;
      }
      statuses.push((await verifyOtp(mobile, wrong(ctx.t.lastCode(mobile)))).statusCode);
      triesOnCode += 1;
    }
    return statuses;
  }

  it('locks the guessing IP out of the number for 24 hours after 10 wrong codes; the owner elsewhere signs in', async () => {
    const mobile = uniqueMobile();
    const statuses = await failVerifications(mobile, AUTH_RULES.lockAfterFailures);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses[9]).toBe(429);

    // The guesser's address gets nothing more for this number, not even with the right code.
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    const send = expectError(await sendOtp(mobile), 429, 'errors.auth.locked');
    expect(send.retry_after).toBeGreaterThan(23 * 3600);
    expect(send.retry_after).toBeLessThanOrEqual(24 * 3600);
    expect(ctx.t.outbox.filter((m) => m.mobile === mobile)).toHaveLength(4);

    // The owner, on their own connection, gets a fresh code at once and signs in with it.
    const owner = { remoteAddress: '203.0.113.50' };
    const sent = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/Transpoter/send-otp',
      payload: { transporters_mob: mobile },
      ...owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const signedIn = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/Transpoter/Verify-otp',
      payload: { transporters_mob: mobile, otp: ctx.t.lastCode(mobile) },
      ...owner,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // The guesser stays locked out until 24 hours after the first of its 10 wrong codes.
    ctx.t.clock.advance(Number(send.retry_after) - 60);
    expectError(await sendOtp(mobile), 429, 'errors.auth.locked');
    ctx.t.clock.advance(60);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('gives unknown devices a 15-minute cool-down after 10 wrong codes in a row from anywhere; a device the number signed in on is not held up', async () => {
    const mobile = uniqueMobile();
    // The owner signed in on this phone before: it carries the device cookie.
    const phone = new CookieJar();
    expect((await sendOtp(mobile)).statusCode).toBe(200);
    expect((await verifyOtp(mobile, ctx.t.lastCode(mobile), 'transporter', phone)).statusCode).toBe(200);
    expect(phone.get('lb_dev')).toBeTruthy();

    // Guessers spread over many addresses: no single one is locked, all of them cool down.
    let ip = 0;
    const from = () => ({ remoteAddress: `198.51.100.${++ip}` });
    const statuses: number[] = [];
    for (let code = 0; statuses.length < AUTH_RULES.cooldownAfterFailures; code++) {
      ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
      const source = from();
      await ctx.t.app.inject({
        method: 'POST',
        url: '/api/Broker/send-otp',
        payload: { transporters_mob: mobile },
        ...source,
      });
      const live = ctx.t.lastCode(mobile);
      for (
        let n = 0;
        n < AUTH_RULES.otpMaxAttempts && statuses.length < AUTH_RULES.cooldownAfterFailures;
        n++
      ) {
        const response = await ctx.t.app.inject({
          method: 'POST',
          url: '/api/Broker/Verify-otp',
          payload: { brokers_mob: mobile, otp: wrong(String(Number(live) + n)) },
          ...source,
        });
        statuses.push(response.statusCode);
      }
    }
    expect(statuses).toEqual([...Array<number>(AUTH_RULES.cooldownAfterFailures - 1).fill(400), 429]);
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    const cooling = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/Broker/send-otp',
      payload: { transporters_mob: mobile },
      ...from(),
    });
    expect(cooling.json<ErrorBody>().code).toBe('errors.auth.locked');
    expect(cooling.json<{ retry_after: number }>().retry_after).toBeLessThanOrEqual(
      AUTH_RULES.cooldownMinutes * 60,
    );

    // The owner's phone is not held up, even from an address a guesser used.
    const sent = await phone.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Broker/send-otp',
      payload: { transporters_mob: mobile },
      remoteAddress: '198.51.100.1',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const again = await phone.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/Verify-otp',
      payload: { transporters_mob: mobile, otp: ctx.t.lastCode(mobile) },
      remoteAddress: '198.51.100.1',
    });
    expect(again.statusCode, again.body).toBe(200);

    // A new phone of the owner waits the short cool-down, then gets a code.
    ctx.t.clock.advance(AUTH_RULES.cooldownMinutes * 60);
    expect((await sendOtp(mobile, 'Broker', {})).statusCode).toBe(200);
  });

  it('caps codes per source, and for all unknown devices of a number together', async () => {
    const mobile = uniqueMobile();
    const statuses: number[] = [];
    for (let n = 0; n < AUTH_RULES.sendsPerDayAllSources + 1; n++) {
      ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/Transpoter/send-otp',
        payload: { transporters_mob: mobile },
        remoteAddress: `192.0.2.${Math.floor(n / AUTH_RULES.sendsPerHour)}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(AUTH_RULES.sendsPerDayAllSources).fill(200), 429]);
  });

  it('counts only failures in a row: a right code resets the count', async () => {
    const mobile = uniqueMobile();
    expect(await failVerifications(mobile, 9)).toEqual(Array(9).fill(400));
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    await sendOtp(mobile);
    expect((await verifyOtp(mobile, ctx.t.lastCode(mobile))).statusCode).toBe(200);
    expect(await failVerifications(mobile, 1)).toEqual([400]);
  });
});

describe('codes and their purpose', () => {
  it('a code sent to change a mobile signs nobody in, and a sign-in code changes no mobile', async () => {
    const attacker = await signIn(ctx.t, 'transporter');
    const victim = uniqueMobile();
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    const sent = await attacker.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/sendMobileChangeOtp',
      payload: { mobile: victim },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const changeCode = ctx.t.lastCode(victim);

    // The victim reads the code out; it does not open their account anywhere.
    const jar = new CookieJar();
    const verified = await verifyOtp(victim, changeCode, 'shipper', jar);
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).not.toHaveProperty('data');
    expectError(
      await register('shipper', registerBody('shipper', victim), jar),
      401,
      'errors.auth.proofRequired',
    );

    // And the other way round: a sign-in code of the new number does not change the mobile.
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    expect((await sendOtp(victim)).statusCode).toBe(200);
    const changed = await attacker.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/updateAccountDetails',
      payload: { email: 'ravi@example.in', mobile: victim, otp: ctx.t.lastCode(victim) },
    });
    expect(changed.statusCode).toBe(400);
  });

  it('sends the SMS in the language of the request', async () => {
    const mobile = uniqueMobile();
    expect(
      (await sendOtp(mobile, 'Broker', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).statusCode,
    ).toBe(200);
    const hindi = ctx.t.outbox.at(-1)!;
    expect(hindi.text).toBe(
      translate('hi', 'sms.otp', { code: hindi.otp, minutes: AUTH_RULES.otpTtlSeconds / 60 }),
    );
    expect(hindi.text).toContain('किसी को न बताएँ');

    // The i18next cookie (the language chosen on screen) wins, as for error messages.
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    await sendOtp(mobile, 'Broker', { 'accept-language': 'hi', cookie: 'i18next=ta' });
    expect(ctx.t.outbox.at(-1)!.text).toContain('பகிர வேண்டாம்');

    // The mobile-change SMS too.
    const user = await signIn(ctx.t, 'broker');
    const other = uniqueMobile();
    await user.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Broker/sendMobileChangeOtp',
      payload: { mobile: other },
      headers: { 'accept-language': 'hi' },
    });
    expect(ctx.t.outbox.at(-1)!.text).toContain('मोबाइल बदलने का OTP');
  });

  describe('the WebOTP line', () => {
    /** An app whose PUBLIC_ORIGIN is given, on this file's database. */
    async function appAt(origin: string) {
      return createTestApp({ database: ctx.database, env: { PUBLIC_ORIGIN: origin } });
    }
    const lines = (text: string) => text.split('\n');

    it("ends the sign-in SMS with @<PUBLIC_ORIGIN's host> #<code>, the port left out", async () => {
      const t = await appAt('https://app.lorrybazaar.in:8443');
      try {
        const mobile = uniqueMobile();
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/Transpoter/send-otp',
          payload: { transporters_mob: mobile },
          headers: { 'accept-language': 'te' },
        });
        expect(response.statusCode).toBe(200);
        const sms = t.outbox.at(-1)!;
        expect(lines(sms.text)).toEqual([
          translate('te', 'sms.otp', { code: sms.otp }),
          `@app.lorrybazaar.in #${sms.otp}`,
        ]);
        // The code in the line is the one that signs in.
        const verified = await t.app.inject({
          method: 'POST',
          url: '/api/Transpoter/Verify-otp',
          payload: { transporters_mob: mobile, otp: sms.text.match(/#(\d+)$/)![1] },
        });
        expect(verified.statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });

    it('is left out without PUBLIC_ORIGIN, whatever Host the request names', async () => {
      const mobile = uniqueMobile();
      expect((await sendOtp(mobile, 'Transpoter', { host: 'evil.example' })).statusCode).toBe(200);
      const text = ctx.t.outbox.at(-1)!.text;
      expect(text).not.toContain('@');
      expect(text).not.toContain('evil.example');
    });

    it('is not on the mobile-change SMS (typed on the profile screen)', async () => {
      const t = await appAt('https://lorrybazaar.in');
      try {
        const user = await signIn(t, 'broker');
        await user.inject(t.app, {
          method: 'POST',
          url: '/api/Broker/sendMobileChangeOtp',
          payload: { mobile: uniqueMobile() },
        });
        expect(t.outbox.at(-1)!.text).not.toContain('@lorrybazaar.in');
      } finally {
        await t.close();
      }
    });
  });

  describe('one SMS segment', () => {
    it('counts GSM-7 septets or UCS-2 units', () => {
      expect(smsSegments('a'.repeat(160))).toBe(1);
      expect(smsSegments('a'.repeat(161))).toBe(2);
      // An extension character (€, {, [ …) takes two septets.
      expect(smsSegments(`${'a'.repeat(159)}€`)).toBe(2);
      expect(smsSegments('क'.repeat(70))).toBe(1);
      expect(smsSegments('क'.repeat(71))).toBe(2);
      // One character outside GSM-7 makes the whole text UCS-2.
      expect(smsSegments(`${'a'.repeat(70)}’`)).toBe(2);
    });

    // The longest host the sign-in SMS has room for in every language (README, PUBLIC_ORIGIN).
    const LONGEST_HOST = 'www.lorrybazaar.app.in';

    it(`every language's sign-in SMS, with a ${LONGEST_HOST.length}-character host and the WebOTP line, is one segment`, async () => {
      expect(LONGEST_HOST).toHaveLength(22);
      const t = await createTestApp({
        database: ctx.database,
        env: { PUBLIC_ORIGIN: `https://${LONGEST_HOST}` },
      });
      try {
        for (const language of LANGUAGES) {
          const mobile = uniqueMobile();
          await t.app.inject({
            method: 'POST',
            url: '/api/Transpoter/send-otp',
            payload: { transporters_mob: mobile },
            headers: { cookie: `i18next=${language}` },
          });
          const sms = t.outbox.at(-1)!;
          expect(sms.otp).toHaveLength(OTP_DIGITS);
          expect(sms.text.endsWith(`\n@${LONGEST_HOST} #${sms.otp}`), language).toBe(true);
          expect(smsSegments(sms.text), `${language}: ${sms.text}`).toBe(1);
          // English stays in GSM-7 (160 characters), the others fit UCS-2's 70.
          expect(sms.text.length, language).toBeLessThanOrEqual(language === 'en' ? 160 : 70);
        }
      } finally {
        await t.close();
      }
      // One character more and some language takes two segments: the server says so at start.
      expect(longSignInLanguages(`x${LONGEST_HOST}`, AUTH_RULES.otpTtlSeconds / 60)).not.toEqual([]);
      expect(longSignInLanguages(LONGEST_HOST, AUTH_RULES.otpTtlSeconds / 60)).toEqual([]);
    });

    it("every language's mobile-change SMS is one segment", () => {
      for (const language of LANGUAGES) {
        const text = codeSmsText(language, 'mobile-change', '9'.repeat(OTP_DIGITS), {
          minutes: AUTH_RULES.otpTtlSeconds / 60,
          host: 'lorrybazaar.in',
        });
        expect(smsSegments(text), `${language}: ${text}`).toBe(1);
      }
    });
  });

  it('a failing SMS gateway answers 503 without internal details', async () => {
    const failing = await createTestApp({
      database: ctx.database,
      sms: {
        send: () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED 10.1.2.3:443')),
      },
    });
    try {
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/Transpoter/send-otp',
        payload: { transporters_mob: uniqueMobile() },
      });
      expectError(response, 503, 'errors.auth.smsFailed');
      expect(response.body).not.toMatch(/cause|fetch|ECONNREFUSED|10\.1\.2\.3/);
    } finally {
      await failing.close();
    }
  });
});

describe('per-IP limits', () => {
  it('refuses the 4th send-otp from one IP within an hour when the limit is 3', async () => {
    const limited = await createTestApp({
      database: ctx.database,
      env: { RATE_LIMIT_OTP_PER_IP_PER_HOUR: '3' },
    });
    try {
      const from = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/Transpoter/send-otp',
          remoteAddress: ip,
          payload: { transporters_mob: uniqueMobile() },
        });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
      const refused = await from('203.0.113.7');
      const body = expectError(refused, 429, 'errors.rateLimited');
      expect(body.retry_after).toBeGreaterThan(0);
      expect(limited.outbox).toHaveLength(3);
      // Another address is not affected.
      expect((await from('198.51.100.20')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits Verify-otp per IP too', async () => {
    const limited = await createTestApp({
      database: ctx.database,
      env: { RATE_LIMIT_VERIFY_PER_IP_PER_HOUR: '2' },
    });
    try {
      const mobile = uniqueMobile();
      await limited.app.inject({
        method: 'POST',
        url: '/api/Transpoter/send-otp',
        payload: { transporters_mob: mobile },
      });
      const verify = (otp: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/Transpoter/Verify-otp',
          remoteAddress: '203.0.113.9',
          payload: { transporters_mob: mobile, otp },
        });
      const code = limited.lastCode(mobile);
      expect((await verify(wrong(code))).statusCode).toBe(400);
      expect((await verify(wrong(code))).statusCode).toBe(400);
      expectError(await verify(code), 429, 'errors.rateLimited');
    } finally {
      await limited.close();
    }
  });
});

// ---------------------------------------------------------------- Register's proof

describe('Register needs a fresh proof of the mobile', () => {
  it('refuses Register without the proof cookie', async () => {
    const mobile = uniqueMobile();
    expectError(
      await register('transporter', registerBody('transporter', mobile)),
      401,
      'errors.auth.proofRequired',
    );
  });

  it('refuses a forged or tampered proof', async () => {
    const mobile = uniqueMobile();
    const jar = await proveMobile(mobile);
    const proof = jar.get('lb_proof')!;
    const [payload, signature] = proof.split('.');
    const tampered = new CookieJar().set('lb_proof', `${payload}.${signature!.slice(0, -2)}xx`);
    expectError(
      await register('transporter', registerBody('transporter', mobile), tampered),
      401,
      'errors.auth.proofRequired',
    );
    const forged = new CookieJar().set(
      'lb_proof',
      `${Buffer.from(JSON.stringify({ pid: 'x', exp: Date.now() + 1e6 })).toString('base64url')}.${signature}`,
    );
    expectError(
      await register('transporter', registerBody('transporter', mobile), forged),
      401,
      'errors.auth.proofRequired',
    );
  });

  it('refuses a proof of another mobile', async () => {
    const proven = uniqueMobile();
    const other = uniqueMobile();
    const jar = await proveMobile(proven);
    expectError(
      await register('transporter', registerBody('transporter', other), jar),
      401,
      'errors.auth.proofRequired',
    );
  });

  it('accepts a proof once', async () => {
    const mobile = uniqueMobile();
    const jar = await proveMobile(mobile);
    const proof = jar.get('lb_proof')!;
    expect((await register('transporter', registerBody('transporter', mobile), jar)).statusCode).toBe(200);
    const replay = new CookieJar().set('lb_proof', proof);
    expectError(
      await register('transporter', registerBody('transporter', mobile), replay),
      401,
      'errors.auth.proofRequired',
    );
  });

  it('refuses a proof older than 15 minutes', async () => {
    const mobile = uniqueMobile();
    const jar = await proveMobile(mobile);
    ctx.t.clock.advance(AUTH_RULES.proofTtlSeconds + 1);
    expectError(
      await register('transporter', registerBody('transporter', mobile), jar),
      401,
      'errors.auth.proofRequired',
    );
  });

  it('accepts a proof just under 15 minutes old', async () => {
    const mobile = uniqueMobile();
    const jar = await proveMobile(mobile);
    ctx.t.clock.advance(AUTH_RULES.proofTtlSeconds - 1);
    expect((await register('transporter', registerBody('transporter', mobile), jar)).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- sessions

describe('sessions', () => {
  const refresh = (jar: CookieJar) =>
    jar.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Refresh' });
  const withRefreshToken = (token: string) => new CookieJar().set('lb_rt', token);

  it('signs the user in: the access token authenticates while the session lives', async () => {
    const jar = await signIn(ctx.t, 'driver');
    const user = await ctx.t.app.auth.authenticate(jar.get('lb_at'));
    expect(user).toMatchObject({ userId: Number(jar.register.User.users_id), role: 'driver', userTypeId: 1 });
    expect(await ctx.t.app.auth.authenticate(`${jar.get('lb_at')}x`)).toBeNull();
    ctx.t.clock.advance(AUTH_RULES.accessTtlSeconds + 1);
    expect(await ctx.t.app.auth.authenticate(jar.get('lb_at'))).toBeNull();
  });

  it('rotates both tokens on refresh', async () => {
    const jar = await signIn(ctx.t, 'transporter');
    const before = { at: jar.get('lb_at')!, rt: jar.get('lb_rt')! };
    ctx.t.clock.advance(60);

    const response = await refresh(jar);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const cookies = setCookies(response);
    for (const name of ['lb_at', 'lb_rt']) {
      expect(cookies.get(name)?.attributes).toMatchObject({
        httponly: true,
        samesite: 'Strict',
        path: '/api',
      });
    }
    expect(jar.get('lb_at')).toMatch(/.{20,}/);
    expect(jar.get('lb_at')).not.toBe(before.at);
    expect(jar.get('lb_rt')).toMatch(/.{20,}/);
    expect(jar.get('lb_rt')).not.toBe(before.rt);
    expect(await ctx.t.app.auth.authenticate(jar.get('lb_at'))).not.toBeNull();

    // The new refresh token works in turn.
    ctx.t.clock.advance(60);
    expect((await refresh(jar)).statusCode).toBe(200);
  });

  it('revokes the whole family when an old refresh token is reused', async () => {
    const jar = await signIn(ctx.t, 'broker');
    const old = jar.get('lb_rt')!;
    ctx.t.clock.advance(1);
    expect((await refresh(jar)).statusCode).toBe(200);
    const current = jar.get('lb_rt')!;
    expect(current).not.toBe(old);

    // A replay after the grace window (see the two-tabs test below for one within it).
    ctx.t.clock.advance(AUTH_RULES.refreshGraceSeconds + 1);
    const reuse = await refresh(withRefreshToken(old));
    expectError(reuse, 401, 'errors.auth.sessionExpired');
    // The failed refresh clears the session cookies.
    expect(setCookies(reuse).get('lb_rt')?.value).toBe('');

    expectError(await refresh(withRefreshToken(current)), 401, 'errors.auth.sessionExpired');
    expect(await ctx.t.app.auth.authenticate(jar.get('lb_at'))).toBeNull();
  });

  it('two tabs refreshing at once, or a retry after a lost reply, keep the session (grace window)', async () => {
    const jar = await signIn(ctx.t, 'transporter');
    const old = jar.get('lb_rt')!;
    ctx.t.clock.advance(1);
    const [first, second] = await Promise.all([refresh(jar.clone()), refresh(jar.clone())]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const tokens = [first, second].map((r) => setCookies(r).get('lb_rt')!.value);
    for (const response of [first, second]) {
      const user = await ctx.t.app.auth.authenticate(setCookies(response).get('lb_at')!.value);
      expect(user?.userId).toBe(Number(jar.register.User.users_id));
    }

    // The reply was lost: the client retries with the token it still has, a little later.
    ctx.t.clock.advance(AUTH_RULES.refreshGraceSeconds - 2);
    expect((await refresh(withRefreshToken(old))).statusCode).toBe(200);
    // Whichever token the browser kept goes on working.
    expect((await refresh(withRefreshToken(tokens[1]!))).statusCode).toBe(200);

    // After the window the old token is a replay: the session ends.
    ctx.t.clock.advance(3);
    expectError(await refresh(withRefreshToken(old)), 401, 'errors.auth.sessionExpired');
    expectError(await refresh(withRefreshToken(tokens[0]!)), 401, 'errors.auth.sessionExpired');
  });

  it('serves the refresh URL of the older client without the slash, with its own refresh cookie path', async () => {
    const jar = await signIn(ctx.t, 'broker');
    // Register set the refresh cookie for both paths: a browser sends a Path=/api cookie only
    // to /api and /api/…, never to /apiTranspoter/Refresh.
    const paths = (response: LightMyRequestResponse) =>
      [response.headers['set-cookie']]
        .flat()
        .map((header) => parseSetCookie(String(header)))
        .filter((cookie) => cookie.name === 'lb_rt')
        .map((cookie) => cookie.attributes.path)
        .sort();
    const legacy = new CookieJar().set('lb_rt', jar.get('lb_rt')!);
    ctx.t.clock.advance(1);
    const response = await legacy.inject(ctx.t.app, { method: 'GET', url: '/apiTranspoter/Refresh' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Session refreshed' });
    expect(paths(response)).toEqual(['/api', '/apiTranspoter/Refresh']);
    expect(await ctx.t.app.auth.authenticate(legacy.get('lb_at'))).not.toBeNull();

    // Same rules as the main path: an unknown token is refused and both cookies are cleared.
    const refused = await new CookieJar().set('lb_rt', 'nope').inject(ctx.t.app, {
      method: 'GET',
      url: '/apiTranspoter/Refresh',
    });
    expectError(refused, 401, 'errors.auth.sessionExpired');
    expect(paths(refused)).toEqual(['/api', '/apiTranspoter/Refresh']);
  });

  it('revokes the session on logout', async () => {
    const jar = await signIn(ctx.t, 'shipper');
    const token = jar.get('lb_rt')!;
    const logout = await jar.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/Logout' });
    expect(logout.statusCode).toBe(200);
    expect(jar.get('lb_at')).toBeUndefined();
    expect(jar.get('lb_rt')).toBeUndefined();
    expectError(await refresh(withRefreshToken(token)), 401, 'errors.auth.sessionExpired');
  });

  it('keeps other sessions of the user alive on logout', async () => {
    const mobile = uniqueMobile();
    const phone = await signIn(ctx.t, 'transporter', mobile);
    ctx.t.clock.advance(AUTH_RULES.resendSeconds + 1);
    const laptop = await signIn(ctx.t, 'transporter', mobile);
    expect(
      (await phone.inject(ctx.t.app, { method: 'POST', url: '/api/Transpoter/Logout' })).statusCode,
    ).toBe(200);
    expect((await refresh(laptop)).statusCode).toBe(200);
  });

  it('refuses a refresh without a cookie or with an unknown token', async () => {
    expectError(await refresh(new CookieJar()), 401, 'errors.auth.sessionExpired');
    expectError(await refresh(withRefreshToken('not-a-token')), 401, 'errors.auth.sessionExpired');
    expectError(await refresh(withRefreshToken('x'.repeat(5000))), 401, 'errors.auth.sessionExpired');
  });
});

// ---------------------------------------------------------------- bad input

describe('bad input is answered 400 with the error shape, never 500', () => {
  const sendOtpUrl = '/api/Transpoter/send-otp';

  it.each([
    ['missing', {}],
    ['a number', { transporters_mob: 9876543210 }],
    ['an array', { transporters_mob: ['9876543210'] }],
    ['an object', { transporters_mob: { number: '9876543210' } }],
    ['null', { transporters_mob: null }],
    ['9 digits', { transporters_mob: '987654321' }],
    ['11 digits', { transporters_mob: '98765432101' }],
    ['letters', { transporters_mob: '98765abcde' }],
    ['a +91 prefix', { transporters_mob: '+919876543210' }],
    // Indian mobiles start with 6, 7, 8 or 9: no SMS to +91 0123456789.
    ['starting with 0', { transporters_mob: '0123456789' }],
    ['starting with 5', { transporters_mob: '5987654321' }],
    ['a 100 KB string', { transporters_mob: '9'.repeat(100 * 1024) }],
  ])('refuses a mobile that is %s', async (_what, payload) => {
    expectValidation(await post(sendOtpUrl, payload), 'transporters_mob', 'validation.mobile');
    expect(ctx.t.outbox).toHaveLength(0);
  });

  it.each([
    ['an array', '["9876543210"]'],
    ['null', 'null'],
    ['a string', '"9876543210"'],
    ['a number', '9876543210'],
  ])('refuses a JSON body that is %s', async (_what, body) => {
    const response = await post(sendOtpUrl, body, { 'content-type': 'application/json' });
    expectError(response, 400, response.json<ErrorBody>().code);
    expect(response.json<ErrorBody>().code).toMatch(/^errors\.(validation|badRequest)$/);
  });

  it.each([
    ['non-JSON with a JSON content type', '{"transporters_mob": ', { 'content-type': 'application/json' }],
    ['text/plain', 'transporters_mob=9876543210', { 'content-type': 'text/plain' }],
    ['form-encoded', 'transporters_mob=9876543210', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['empty with a JSON content type', '', { 'content-type': 'application/json' }],
    ['empty', undefined, {}],
  ])('refuses a body that is %s', async (_what, body, headers: Headers) => {
    const response = await post(sendOtpUrl, body, headers);
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json<ErrorBody>();
    expect(error.code).toMatch(/^errors\.(validation|badRequest)$/);
    expectError(response, 400, error.code);
    expect(ctx.t.outbox).toHaveLength(0);
  });

  it('says in the caller’s language that a mobile starts with 6, 7, 8 or 9, and sends no SMS', async () => {
    const response = await post(sendOtpUrl, { transporters_mob: '0123456789' }, { 'accept-language': 'hi' });
    const body = expectValidation(response, 'transporters_mob', 'validation.mobile');
    expect(body.issues).toContainEqual(
      expect.objectContaining({ message: translate('hi', 'validation.mobile') }),
    );
    expect(translate('hi', 'validation.mobile')).toContain('6, 7, 8 या 9');
    expect(translate('en', 'validation.mobile')).toBe(
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
    );
    expect(ctx.t.outbox).toHaveLength(0);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await post(sendOtpUrl, { transporters_mob: '9'.repeat(2 * 1024 * 1024) });
    expectError(response, 413, 'errors.tooLarge');
  });

  it.each([
    ['missing', {}],
    ['3 digits', { otp: '123' }],
    ['5 digits', { otp: '12345' }],
    ['letters', { otp: '12a4' }],
    ['a number', { otp: 1234 }],
  ])('refuses a Verify-otp code that is %s', async (_what, fields) => {
    const response = await post('/api/Transpoter/Verify-otp', {
      transporters_mob: uniqueMobile(),
      ...fields,
    });
    expectValidation(response, 'otp', 'validation.otpRequired');
  });

  it('refuses Verify-otp with the mobile under another role’s field name', async () => {
    const response = await post('/api/Driver/Verify-otp', { transporters_mob: uniqueMobile(), otp: '1234' });
    expectValidation(response, 'drivers_mob', 'validation.mobile');
  });
});

describe('Register field rules (the same schema as the form)', () => {
  /** Valid bodies pass validation and stop at the missing proof (401); invalid ones are 400. */
  const attempt = (role: Role, overrides: Record<string, unknown>) =>
    register(role, registerBody(role, uniqueMobile(), overrides));

  it.each([
    ['transporter', 'transporters_name', '', 'validation.required'],
    ['broker', 'brokers_name', '   ', 'validation.required'],
    ['driver', 'drivers_name', '', 'validation.required'],
    ['transporter', 'transporters_name', 'x'.repeat(61), 'validation.name'],
    ['broker', 'brokers_name', '...', 'validation.name'],
    ['shipper', 'shippers_name', '<b>Mohan</b>', 'validation.name'],
    ['driver', 'drivers_name', 'Suresh\tBabu', 'validation.name'],
    ['transporter', 'transporters_name', 42, 'validation.invalid'],
    ['transporter', 'company', '', 'validation.required'],
    ['transporter', 'company', '&&', 'validation.company'],
    ['broker', 'company', 'Acme <Sons>', 'validation.company'],
    // Names reach other users: no UPI ids, web addresses or phone numbers (decision 036).
    [
      'transporter',
      'transporters_name',
      'LorryBazaar: pay Rs.500 advance to UPI 98765@ybl',
      'validation.nameContact',
    ],
    ['driver', 'drivers_name', 'KYC blocked! Call 9876543210', 'validation.nameContact'],
    ['shipper', 'company', 'Visit lorrybazaar-help.in', 'validation.nameContact'],
    ['driver', 'drivers_email', 'suresh', 'validation.email'],
    ['transporter', 'transporters_email', 'a@b', 'validation.email'],
    ['broker', 'brokers_email', 'a b@c.in', 'validation.email'],
    // A landline needs its STD code: 0 (or +91) and 10 digits (decision 018, amended 2026-11-29).
    ['transporter', 'transporters_phone', '12345', 'validation.landPhone'],
    ['transporter', 'transporters_phone', '4718 2020', 'validation.landPhone'],
    ['broker', 'brokers_phone', '1234567890123456', 'validation.landPhone'],
    ['shipper', 'shippers_phone', '080-234567', 'validation.landPhone'],
    ['driver', 'drivers_phone', '080abcdef', 'validation.landPhone'],
    ['broker', 'brokers_phone', '098765 43210', 'validation.landPhone'],
    ['transporter', 'transporters_mob', '12345', 'validation.mobile'],
  ] as const)('%s: %s = %j is refused with %s', async (role, field, value, code) => {
    expectValidation(await attempt(role, { [field]: value }), field, code);
  });

  it.each([
    ['transporter', 'company'],
    ['transporter', 'transporters_name'],
  ] as const)('%s: a missing %s is refused', async (role, field) => {
    const body: Record<string, unknown> = registerBody(role, uniqueMobile());
    delete body[field];
    const response = await register(role, body);
    const error = expectError(response, 400, 'errors.validation');
    expect(error.issues.map((issue) => issue.path)).toContain(field);
  });

  it.each([
    ['transporter', 'transporters_name', 'Abcdefghijklmno'],
    ['transporter', 'transporters_name', 'Ravi Kumar Rao'],
    // Names as people write them (docs/decisions/018-names-and-addresses.md).
    ['transporter', 'transporters_name', 'R. K. Singh'],
    ['broker', 'brokers_name', 'राम कुमार यादव'],
    ['driver', 'drivers_name', 'முருகன் செல்வம்'],
    ['shipper', 'shippers_name', 'x'.repeat(60)],
    ['transporter', 'company', 'Singh & Sons Roadways (Regd)'],
    ['broker', 'company', 'A1 Roadways'],
    ['driver', 'drivers_email', ''],
    ['shipper', 'shippers_name', ''],
    ['shipper', 'shippers_name', null],
    ['broker', 'company', ''],
    // A shipper with no company: a person, named by their own name (decision 055).
    ['shipper', 'company', ''],
    ['shipper', 'company', null],
    ['broker', 'company', 'Acme Pvt. Ltd.'],
    ['transporter', 'transporters_email', ''],
    ['transporter', 'transporters_phone', '080 4718 2020'],
    ['transporter', 'transporters_phone', '(080) 4718-2020'],
    ['broker', 'brokers_phone', '+91 80 4718 2020'],
    ['shipper', 'shippers_phone', '০৩৩ ২২৩৪ ৫৬৭৮'],
    ['driver', 'company', 'ignored'],
  ] as const)('%s: %s = %j passes validation', async (role, field, value) => {
    // No proof in the jar: a body that passes validation stops at 401.
    expectError(await attempt(role, { [field]: value }), 401, 'errors.auth.proofRequired');
  });
});

// ---------------------------------------------------------------- cross-site requests

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin', async () => {
    const mobile = uniqueMobile();
    expectError(
      await sendOtp(mobile, 'Transpoter', { origin: 'https://evil.example' }),
      403,
      'errors.crossSite',
    );
    expect(ctx.t.outbox).toHaveLength(0);
  });

  it.each(['cross-site', 'same-site'])('refuses a call with sec-fetch-site: %s', async (site) => {
    expectError(await sendOtp(uniqueMobile(), 'Broker', { 'sec-fetch-site': site }), 403, 'errors.crossSite');
    expect(ctx.t.outbox).toHaveLength(0);
  });

  it('refuses cross-site Register and Logout too', async () => {
    const jar = await signIn(ctx.t, 'transporter');
    const logout = await jar.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/Logout',
      headers: { origin: 'https://evil.example' },
    });
    expectError(logout, 403, 'errors.crossSite');
    // The session survived the forged logout.
    expect(await ctx.t.app.auth.authenticate(jar.get('lb_at'))).not.toBeNull();

    const mobile = uniqueMobile();
    const proven = await proveMobile(mobile);
    const forged = await proven.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/Register',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: registerBody('transporter', mobile),
    });
    expectError(forged, 403, 'errors.crossSite');
  });

  it('accepts the same origin', async () => {
    const response = await sendOtp(uniqueMobile(), 'Transpoter', {
      host: 'lorrybazaar.test',
      origin: 'http://lorrybazaar.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- logs

describe('logs', () => {
  it('never carry the mobile number or the code', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      database: ctx.database,
      env: { LOG_LEVEL: 'trace' },
      loggerStream: { write: (line) => void lines.push(line) },
    });
    try {
      const mobile = uniqueMobile();
      const jar = await signIn(logged, 'transporter', mobile);
      const code = logged.lastCode(mobile);
      // A wrong guess and a refresh are logged too.
      logged.clock.advance(AUTH_RULES.resendSeconds + 1);
      await logged.app.inject({
        method: 'POST',
        url: '/api/Broker/send-otp',
        payload: { transporters_mob: mobile },
      });
      const second = logged.lastCode(mobile);
      await logged.app.inject({
        method: 'POST',
        url: '/api/Broker/Verify-otp',
        payload: { brokers_mob: mobile, otp: wrong(second) },
      });
      await jar.inject(logged.app, { method: 'GET', url: '/api/Transpoter/Refresh' });

      const log = lines.join('');
      // The log is really captured: every request left a line.
      expect(log).toContain('/api/Transpoter/Register');
      expect(log).toContain('/api/Transpoter/Refresh');
      expect(lines.length).toBeGreaterThanOrEqual(12);

      const standalone = (value: string) => new RegExp(`(?<![\\w.-])${value}(?![\\w.-])`);
      expect(log).not.toContain(mobile);
      for (const value of [code, second, wrong(second)]) expect(log).not.toMatch(standalone(value));
      expect(log).not.toContain('sign-in code');
      for (const value of [jar.get('lb_at')!, jar.get('lb_rt')!]) expect(log).not.toContain(value);
    } finally {
      await logged.close();
    }
  });

  it('carry no query strings and no values of a failed query', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      database: ctx.database,
      loggerStream: { write: (line) => void lines.push(line) },
    });
    try {
      const mobile = uniqueMobile();
      const jar = await signIn(logged, 'shipper', mobile);
      await jar.inject(logged.app, {
        method: 'GET',
        url: `/api/Shipper/getShipperById?mobile=${mobile}&name=Mohan`,
      });
      expect(lines.join('')).toContain('/api/Shipper/getShipperById');
      expect(lines.join('')).not.toMatch(new RegExp(`${mobile}|Mohan`));

      // A real failed query (a duplicate account) as the error handler would log it.
      const error = await ctx.database.db
        .insert(users)
        .values({ mobile, userTypeId: 4, email: 'mohan.private@example.in', name: 'Mohan' })
        .catch((caught: unknown) => caught);
      expect(String((error as Error).message)).toContain(mobile);
      const entry = JSON.stringify(loggableError(error));
      expect(entry).toContain('Failed query: insert into');
      expect(entry).not.toMatch(new RegExp(`${mobile}|mohan.private|Mohan`));
    } finally {
      await logged.close();
    }
  });
});
