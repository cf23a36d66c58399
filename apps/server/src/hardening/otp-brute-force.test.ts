import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_DIGITS, ROLES, ROLE_AREA, ROLE_PREFIX } from '@lorrybazaar/contract';
import { AUTH_RULES } from '../config.js';
import { createTestApp, signIn, uniqueMobile, type TestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';

/**
 * An attacker guessing sign-in codes (DECISIONS §4), against the server with its real limits
 * (the test defaults raise the per-IP limits; here they are the production defaults).
 * Every request comes from its own IP address in the first part, so only the per-number rules
 * stand in the way; the second part is one IP against many numbers.
 */
const CODES = 10 ** OTP_DIGITS;
const code = (n: number) => String(n).padStart(OTP_DIGITS, '0');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

async function realLimitsApp(): Promise<TestApp> {
  return createTestApp({
    database,
    env: { RATE_LIMIT_OTP_PER_IP_PER_HOUR: '30', RATE_LIMIT_VERIFY_PER_IP_PER_HOUR: '60' },
  });
}

let ipSequence = 0;
/** A fresh address from 10.0.0.0/8 per request: a botnet, so no per-IP limit applies. */
const freshIp = () => {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
};

describe('one number, every code', () => {
  it(`trying all ${CODES} codes gets in zero times: a code dies after 3 tries, 10 failures lock the number for 24 h`, async () => {
    const t = await realLimitsApp();
    try {
      const mobile = uniqueMobile();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/Transpoter/send-otp',
          payload: { transporters_mob: mobile },
          remoteAddress: freshIp(),
        });
      /** Every answer in order: `<status> <code>`. */
      const answers: string[] = [];
      const guess = async (otp: string) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/Transpoter/Verify-otp',
          payload: { transporters_mob: mobile, otp },
          remoteAddress: freshIp(),
        });
        answers.push(`${response.statusCode} ${response.json<{ code?: string }>().code ?? ''}`);
        return answers.at(-1)!;
      };
      /** A wrong code: the test knows the live one, so no guess is lucky (the worst case for us). */
      const wrong = (live: string, n: number) => code((Number(live) + 1 + n) % CODES);

      // The attacker has a code sent (as the victim's login would), and guesses 3 times wrong:
      // the code is dead, the right one is refused now.
      expect((await send()).statusCode).toBe(200);
      const first = t.lastCode(mobile);
      for (let n = 0; n < AUTH_RULES.otpMaxAttempts; n++) await guess(wrong(first, n));
      expect(await guess(first)).toBe('400 errors.auth.otpAttempts');

      // New codes, 30 s apart, 3 wrong guesses each, until the 10th wrong guess in a row locks.
      while (!answers.includes('429 errors.auth.locked')) {
        t.clock.advance(AUTH_RULES.resendSeconds);
        expect((await send()).statusCode).toBe(200);
        const live = t.lastCode(mobile);
        for (let n = 0; n < AUTH_RULES.otpMaxAttempts; n++) {
          if ((await guess(wrong(live, n))).startsWith('429')) break;
        }
      }
      expect(answers.indexOf('429 errors.auth.locked')).toBe(AUTH_RULES.lockAfterFailures);
      expect(answers.slice(0, AUTH_RULES.lockAfterFailures).every((a) => a.startsWith('400 '))).toBe(true);

      // Locked: no new code is sent; then every one of the 10,000 codes is tried, each refused.
      t.clock.advance(AUTH_RULES.resendSeconds);
      expect((await send()).json()).toMatchObject({ code: 'errors.auth.locked' });
      const lockedFrom = answers.length;
      const started = performance.now();
      for (let n = 0; n < CODES; n++) await guess(code(n));
      const perGuessMs = (performance.now() - started) / CODES;

      expect(answers.filter((a) => a.startsWith('200'))).toEqual([]);
      expect(new Set(answers.slice(lockedFrom))).toEqual(new Set(['429 errors.auth.locked']));
      expect(answers.length).toBeGreaterThan(CODES);
      expect(perGuessMs).toBeLessThan(50);

      // 24 hours later the owner of the number signs in again.
      t.clock.advance(AUTH_RULES.lockHours * 3600);
      expect((await send()).statusCode).toBe(200);
      expect(await guess(t.lastCode(mobile))).toBe('200 ');
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('many numbers, one IP', () => {
  it('is throttled per IP: the 31st code request and the 61st guess within an hour get 429', async () => {
    const t = await realLimitsApp();
    try {
      const attacker = '198.51.100.7';
      // A forged forwarding header changes nothing: the server does not trust proxies by default.
      const from = { remoteAddress: attacker, headers: { 'x-forwarded-for': '203.0.113.1' } };
      const numbers = Array.from({ length: 40 }, () => uniqueMobile());
      const sends: number[] = [];
      for (const mobile of numbers) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/Broker/send-otp',
          payload: { transporters_mob: mobile },
          ...from,
        });
        sends.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toMatchObject({ code: 'errors.rateLimited', error: 'Too Many Requests' });
        }
      }
      expect(sends).toEqual([...Array<number>(30).fill(200), ...Array<number>(10).fill(429)]);

      // One (wrong) guess per number that got a code, round after round.
      const answers: string[] = [];
      for (let round = 0; round < 3; round++) {
        for (const mobile of numbers.slice(0, 30)) {
          const otp = code((Number(t.lastCode(mobile)) + 1 + round) % CODES);
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/Shipper/Verify-otp',
            payload: { shippers_mob: mobile, otp },
            ...from,
          });
          answers.push(`${response.statusCode} ${response.json<{ code?: string }>().code}`);
        }
      }
      expect(new Set(answers.slice(0, 60))).toEqual(new Set(['400 errors.auth.otpWrong']));
      expect(new Set(answers.slice(60))).toEqual(new Set(['429 errors.rateLimited']));

      // The numbers' owners, on their own connections, still sign in (2 wrong tries used, 1 left).
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/Shipper/Verify-otp',
        payload: { shippers_mob: numbers[0], otp: t.lastCode(numbers[0]!) },
        remoteAddress: '192.0.2.44',
      });
      expect(owner.statusCode, owner.body).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('counts every sign-in path together: guesses spread over the four roles and the profile stop at 60', async () => {
    const t = await realLimitsApp();
    try {
      const attacker = { remoteAddress: '198.51.100.8' };
      const mobile = uniqueMobile();
      const paths = ROLES.map((role) => ({ url: `/api/${ROLE_AREA[role]}/Verify-otp`, field: `${ROLE_PREFIX[role]}_mob` }));
      const answers: number[] = [];
      for (let n = 0; n < 70; n++) {
        const { url, field } = paths[n % paths.length]!;
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: { [field]: mobile, otp: code(n) },
          ...attacker,
        });
        answers.push(response.statusCode);
      }
      expect(answers.slice(0, 60).every((status) => status !== 429)).toBe(true);
      expect(new Set(answers.slice(60))).toEqual(new Set([429]));

      // The profile's code check is the same bucket (signed in elsewhere, then from this IP).
      const user = await signIn(t, 'shipper');
      const details = await user.inject(t.app, {
        method: 'POST',
        url: '/api/Shipper/updateAccountDetails',
        payload: { email: 'mohan@example.in', mobile: uniqueMobile(), otp: '1234' },
        ...attacker,
      });
      expect(details.statusCode).toBe(429);

      // Codes sent: send-otp on both paths and the profile's mobile change share one bucket of 30.
      const sends: number[] = [];
      for (let n = 0; n < 32; n++) {
        const response =
          n % 3 === 2
            ? await user.inject(t.app, {
                method: 'POST',
                url: '/api/Shipper/sendMobileChangeOtp',
                payload: { mobile: uniqueMobile() },
                ...attacker,
              })
            : await t.app.inject({
                method: 'POST',
                url: `/api/${n % 3 === 0 ? 'Transpoter' : 'Broker'}/send-otp`,
                payload: { transporters_mob: uniqueMobile() },
                ...attacker,
              });
        sends.push(response.statusCode);
      }
      expect(sends).toEqual([...Array<number>(30).fill(200), 429, 429]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('behind a proxy (TRUST_PROXY=true: one hop), a forged left-most X-Forwarded-For does not escape the limit', async () => {
    const t = await createTestApp({
      database,
      env: { RATE_LIMIT_OTP_PER_IP_PER_HOUR: '30', TRUST_PROXY: 'true' },
    });
    try {
      const proxy = '10.0.0.2';
      const client = '198.51.100.9';
      const sends: number[] = [];
      for (let n = 0; n < 35; n++) {
        // The client writes any X-Forwarded-For it likes; our proxy appends the address it saw.
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/Broker/send-otp',
          payload: { transporters_mob: uniqueMobile() },
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': `203.0.113.${n}, ${client}` },
        });
        sends.push(response.statusCode);
      }
      expect(sends).toEqual([...Array<number>(30).fill(200), ...Array<number>(5).fill(429)]);

      // Another real client behind the same proxy has its own budget.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/Broker/send-otp',
        payload: { transporters_mob: uniqueMobile() },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': '198.51.100.10' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
