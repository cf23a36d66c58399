import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_RULES, ConfigError, loadConfig } from './config.js';

const SECRETS = {
  AUTH_SECRET: 'a'.repeat(32),
  OTP_PEPPER: 'p'.repeat(32),
};

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lb-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const production = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.in/send',
    ...SECRETS,
    ...env,
  });

describe('production configuration', () => {
  it('starts with a real SMS gateway and both secrets', () => {
    const config = production();
    expect(config.env).toBe('production');
    expect(config.sms).toEqual({ provider: 'http', url: 'https://sms.example.in/send', token: undefined });
    expect(config.secrets).toEqual({ auth: SECRETS.AUTH_SECRET, otpPepper: SECRETS.OTP_PEPPER });
    expect(config.auth).toBe(AUTH_RULES);
  });

  it.each(['console', 'outbox'])('refuses SMS_PROVIDER=%s', (provider) => {
    expect(() => production({ SMS_PROVIDER: provider })).toThrow(ConfigError);
    expect(() => production({ SMS_PROVIDER: provider })).toThrow(/SMS_PROVIDER/);
  });

  it('refuses the default SMS provider (console)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...SECRETS })).toThrow(ConfigError);
  });

  it.each(['AUTH_SECRET', 'OTP_PEPPER'])('refuses a missing %s and writes no secrets', (name) => {
    const env: Record<string, string | undefined> = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.in/send',
      ...SECRETS,
    };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/AUTH_SECRET and OTP_PEPPER/);
    expect(() => statSync(path.join(dataDir, 'secrets.json'))).toThrow();
  });

  it('refuses secrets shorter than 32 characters', () => {
    expect(() => production({ AUTH_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('refuses SMS_PROVIDER=http without its URL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SMS_PROVIDER: 'http', ...SECRETS }),
    ).toThrow(/SMS_HTTP_URL/);
  });
});

describe('development configuration', () => {
  it('generates secrets once into DATA_DIR and reuses them', () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(first.secrets.auth.length).toBeGreaterThanOrEqual(32);
    expect(first.secrets.otpPepper.length).toBeGreaterThanOrEqual(32);
    expect(first.secrets.auth).not.toBe(first.secrets.otpPepper);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.secrets);
    // Readable by the owner only.
    expect(statSync(file).mode & 0o077).toBe(0);

    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(second.secrets).toEqual(first.secrets);
  });

  it('gives another data directory other secrets', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'lb-config-'));
    try {
      const a = loadConfig({ DATA_DIR: dataDir });
      const b = loadConfig({ DATA_DIR: other });
      expect(b.secrets.auth).not.toBe(a.secrets.auth);
      expect(b.secrets.otpPepper).not.toBe(a.secrets.otpPepper);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('prefers secrets from the environment', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, ...SECRETS });
    expect(config.secrets).toEqual({ auth: SECRETS.AUTH_SECRET, otpPepper: SECRETS.OTP_PEPPER });
    expect(() => statSync(path.join(dataDir, 'secrets.json'))).toThrow();
  });

  it('defaults to the console SMS provider and the outbox file under DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...SECRETS }).sms).toEqual({ provider: 'console' });
    expect(loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'outbox', ...SECRETS }).sms).toEqual({
      provider: 'outbox',
      file: path.join(dataDir, 'sms-outbox.jsonl'),
    });
  });

  it('reads the per-IP limits and refuses nonsense', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ...SECRETS,
      RATE_LIMIT_OTP_PER_IP_PER_HOUR: '7',
      RATE_LIMIT_VERIFY_PER_IP_PER_HOUR: '9',
    });
    expect(config.rateLimits).toEqual({ otpPerIpPerHour: 7, verifyPerIpPerHour: 9 });
    expect(() => loadConfig({ DATA_DIR: dataDir, ...SECRETS, RATE_LIMIT_OTP_PER_IP_PER_HOUR: '0' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...SECRETS, PORT: 'eighty' })).toThrow(ConfigError);
  });
});

describe('several processes', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...SECRETS, ...env });

  it('WORKERS: one by default, a number, or auto (one per core); nonsense refused', () => {
    expect(load({}).workers).toBe(1);
    expect(load({ WORKERS: '4' }).workers).toBe(4);
    expect(load({ WORKERS: 'auto' }).workers).toBe(availableParallelism());
    for (const bad of ['0', '-1', 'many', '1.5'])
      expect(() => load({ WORKERS: bad }), bad).toThrow(ConfigError);
  });

  it('REDIS_URL: none by default, a redis:// or rediss:// URL, anything else refused', () => {
    expect(load({}).redisUrl).toBeUndefined();
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(load({ REDIS_URL: 'rediss://:secret@cache.example.in:6380' }).redisUrl).toBe(
      'rediss://:secret@cache.example.in:6380',
    );
    expect(() => load({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
  });
});

describe('proxies and cookies', () => {
  it('TRUST_PROXY: off by default; true is one hop; a number is hops; else proxy addresses', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, ...SECRETS, ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    // Never Fastify's `true` (believe the left-most X-Forwarded-For, which the client writes).
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.5,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
    expect(() => trust('yes please')).toThrow(/TRUST_PROXY/);
  });

  it('production cookies are Secure unless COOKIE_SECURE=false says otherwise', () => {
    expect(production().cookieSecure).toBe(true);
    expect(production({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, ...SECRETS }).cookieSecure).toBe('auto');
  });
});

describe('file storage', () => {
  it('keeps uploads under DATA_DIR by default', () => {
    expect(production().storage).toEqual({ kind: 'local', root: path.join(dataDir, 'uploads') });
  });

  it('STORAGE=s3 takes its bucket and keys, with the AWS endpoint of the region by default', () => {
    const s3 = {
      STORAGE: 's3',
      S3_BUCKET: 'lb-kyc',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(production(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      region: 'ap-south-1',
      bucket: 'lb-kyc',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      pathStyle: true,
    });
    expect(
      production({ ...s3, S3_ENDPOINT: 'http://minio.internal:9000', S3_PATH_STYLE: 'false' }).storage,
    ).toMatchObject({ endpoint: 'http://minio.internal:9000', pathStyle: false });
    expect(() => production({ STORAGE: 's3', S3_BUCKET: 'lb-kyc' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
