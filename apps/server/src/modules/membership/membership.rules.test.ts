import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { TEST_SECRETS } from '../../test/app.js';
import { addMonths, dateInIndia, daysLeft } from './membership.rules.js';
import { createPaymentProvider } from './context.js';
import { RazorpayPaymentProvider } from './razorpay-provider.js';
import { SandboxPaymentProvider } from './payment-provider.js';

describe('calendar rules (India time)', () => {
  it.each([
    // [instant, one month later] — the day of the month is kept in IST, clamped to the month's end.
    ['2025-01-15T06:30:00.000Z', '2025-02-15T06:30:00.000Z'],
    ['2025-01-31T06:30:00.000Z', '2025-02-28T06:30:00.000Z'],
    ['2024-01-31T06:30:00.000Z', '2024-02-29T06:30:00.000Z'],
    ['2025-12-20T10:00:00.000Z', '2026-01-20T10:00:00.000Z'],
    // 31 Jan 20:00 UTC is already 1 Feb 01:30 in India: one month later is 1 Mar in India.
    ['2025-01-31T20:00:00.000Z', '2025-02-28T20:00:00.000Z'],
    // 28 Feb 19:00 UTC is 1 Mar 00:30 in India → 1 Apr 00:30 in India.
    ['2025-02-28T19:00:00.000Z', '2025-03-31T19:00:00.000Z'],
  ])('one month after %s is %s', (from, to) => {
    expect(addMonths(new Date(from), 1).toISOString()).toBe(to);
  });

  it('shows the date a user in India sees', () => {
    expect(dateInIndia(new Date('2025-06-01T18:29:59Z'))).toBe('2025-06-01');
    expect(dateInIndia(new Date('2025-06-01T18:30:00Z'))).toBe('2025-06-02');
  });

  it('counts days left rounded up, never below 0', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(daysLeft(new Date('2025-06-16T00:00:00Z'), now)).toBe(15);
    expect(daysLeft(new Date('2025-06-01T01:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2025-05-31T00:00:00Z'), now)).toBe(0);
  });
});

describe('PAYMENT_PROVIDER', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lb-pay-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.in/send',
    ...TEST_SECRETS,
  };

  it('is the sandbox by default outside production', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...TEST_SECRETS });
    expect(config.paymentProvider).toBe('sandbox');
    expect(createPaymentProvider(config)).toBeInstanceOf(SandboxPaymentProvider);
  });

  it('production refuses the sandbox and, unset, takes no payments', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_PROVIDER/);
    const config = loadConfig(production);
    expect(config.paymentProvider).toBe('disabled');
    expect(createPaymentProvider(config)).toBeNull();
  });

  const razorpay = {
    RAZORPAY_KEY_ID: 'rzp_test_Config00000001',
    RAZORPAY_KEY_SECRET: 'config_key_secret_0123456789',
    RAZORPAY_WEBHOOK_SECRET: 'config_webhook_secret_012345',
  };

  it('production takes Razorpay by default once its three secrets are set', () => {
    const config = loadConfig({ ...production, ...razorpay, RAZORPAY_API_BASE: 'https://api.razorpay.com/' });
    expect(config.paymentProvider).toBe('razorpay');
    expect(config.razorpay).toEqual({
      keyId: razorpay.RAZORPAY_KEY_ID,
      keySecret: razorpay.RAZORPAY_KEY_SECRET,
      webhookSecret: razorpay.RAZORPAY_WEBHOOK_SECRET,
      apiBase: 'https://api.razorpay.com',
      planId: null,
      timeoutMs: 10_000,
    });
    expect(createPaymentProvider(config)).toBeInstanceOf(RazorpayPaymentProvider);
    // Switched off on purpose: no new checkouts, the keys still there for webhooks and reconcile.
    const off = loadConfig({ ...production, ...razorpay, PAYMENT_PROVIDER: 'disabled' });
    expect([off.paymentProvider, off.razorpay?.keyId]).toEqual(['disabled', razorpay.RAZORPAY_KEY_ID]);
  });

  it('refuses a partial set of Razorpay secrets, and razorpay without them', () => {
    for (const missing of Object.keys(razorpay)) {
      const partial = { ...production, ...razorpay, [missing]: '' };
      expect(() => loadConfig(partial), missing).toThrow(
        /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET/,
      );
    }
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'razorpay' })).toThrow(ConfigError);
  });

  it('outside production the sandbox stays the default, with Razorpay keys or without', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, ...TEST_SECRETS, ...razorpay });
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.razorpay?.apiBase).toBe('https://api.razorpay.com');
  });

  it('refuses an unknown provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PAYMENT_PROVIDER: 'paypal' })).toThrow(
      ConfigError,
    );
  });
});

describe('the sandbox provider', () => {
  const sandbox = new SandboxPaymentProvider(TEST_SECRETS.AUTH_SECRET);
  const payment = { paymentId: 7, providerRef: 'sbx_1', amountRupees: 500, recurring: false };
  const fields = (url: string) =>
    Object.fromEntries([...new URL(url, 'http://x').searchParams].filter(([key]) => key !== 'payment_id'));

  it('verifies its own signed return and refuses it for another payment or amount', async () => {
    const paid = fields(sandbox.returnUrl(payment, 'paid'));
    expect(await sandbox.verify(payment, paid)).toEqual({ outcome: 'paid', mandate: null });
    expect(await sandbox.verify({ ...payment, paymentId: 8 }, paid)).toBeNull();
    expect(await sandbox.verify({ ...payment, amountRupees: 1 }, paid)).toBeNull();
    const failed = fields(sandbox.returnUrl(payment, 'failed'));
    expect(await sandbox.verify(payment, failed)).toEqual({ outcome: 'failed', mandate: null });
    expect(await sandbox.verify(payment, { ...failed, status: 'paid' })).toBeNull();
  });

  it('gives a mandate for a plan that renews itself, bound to the signature', async () => {
    const recurring = { ...payment, recurring: true };
    const paid = fields(sandbox.returnUrl(recurring, 'paid'));
    expect(await sandbox.verify(recurring, paid)).toEqual({ outcome: 'paid', mandate: 'sbx_mandate_sbx_1' });
    expect(await sandbox.verify(recurring, { ...paid, mandate: 'other' })).toBeNull();
  });

  it('a provider built with another secret does not accept it', async () => {
    const other = new SandboxPaymentProvider('another-secret-0123456789abcdefghijklmnop');
    expect(await other.verify(payment, fields(sandbox.returnUrl(payment, 'paid')))).toBeNull();
  });
});
