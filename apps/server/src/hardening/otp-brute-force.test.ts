import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_DIGITS, ROLES, ROLE_AREA, ROLE_PREFIX } from '@lorrybazaar/contract';
import { AUTH_RULES } from '../config.js';
import { createTestApp, signIn, uniqueMobile, type TestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';

/**
 * An attacker guessing sign-in codes (docs/decisions/003), against the server with its real limits
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
  it(`a botnet trying codes all day gets in zero times: at most ${AUTH_RULES.sendsPerDayAllSources * AUTH_RULES.otpMaxAttempts} guesses a day, and the owner's phone still signs in`, async () => {
    const t = await realLimitsApp();
    try {
      const mobile = uniqueMobile();
      // The owner signed in on their phone before: it carries the device cookie.
      const phone = await signIn(t, 'transporter', mobile);
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

      // A day of attack from a fresh address per request: a code whenever one may be sent,
      // every allowed guess on it, waiting out each cool-down.
      for (let sends = 0; sends < 100; sends++) {
        t.clock.advance(AUTH_RULES.resendSeconds);
        const sent = await send();
        if (sent.statusCode !== 200) {
          const refusal = sent.json<{ code: string; retry_after: number }>();
          if (refusal.code === 'errors.auth.dailyLimit') break;
          expect(refusal.code).toBe('errors.auth.locked');
          t.clock.advance(refusal.retry_after);
          continue;
        }
        const live = t.lastCode(mobile);
        for (let n = 0; n < AUTH_RULES.otpMaxAttempts; n++) {
          if ((await guess(wrong(live, n))).startsWith('429')) break;
        }
      }
      const checked = answers.filter(
        (a) => a.startsWith('400 errors.auth.otpWrong') || a === '400 errors.auth.otpAttempts',
      );
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.length).toBeLessThanOrEqual(
        AUTH_RULES.sendsPerDayAllSources * AUTH_RULES.otpMaxAttempts,
      );
      expect(answers).toContain('429 errors.auth.locked');

      // The day's codes are spent: the live code (the one a lucky guesser would need) and one
      // code in ten of the rest are tried, each refused. (Every code costs a round trip on one
      // engine; a tenth keeps the suite fast and still covers every leading digit.)
      t.clock.advance(AUTH_RULES.resendSeconds);
      expect((await send()).statusCode).toBe(429);
      const lastLive = t.lastCode(mobile);
      const tried = [lastLive, ...Array.from({ length: CODES / 10 }, (_, n) => code(n * 10 + 7))];
      const from = answers.length;
      for (const otp of tried) await guess(otp);
      expect(answers.slice(from).filter((a) => !/^(400|429) errors\.auth\./.test(a))).toEqual([]);
      expect(answers.filter((a) => a.startsWith('200'))).toEqual([]);

      // Meanwhile the owner's phone gets a code and signs in.
      const sent = await phone.inject(t.app, {
        method: 'POST',
        url: '/api/Transpoter/send-otp',
        payload: { transporters_mob: mobile },
        remoteAddress: freshIp(),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const verified = await phone.inject(t.app, {
        method: 'POST',
        url: '/api/Transpoter/Verify-otp',
        payload: { transporters_mob: mobile, otp: t.lastCode(mobile) },
        remoteAddress: freshIp(),
      });
      expect(verified.statusCode, verified.body).toBe(200);
    } finally {
      await t.close();
    }
  }, 240_000);
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
      const paths = ROLES.map((role) => ({
        url: `/api/${ROLE_AREA[role]}/Verify-otp`,
        field: `${ROLE_PREFIX[role]}_mob`,
      }));
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
