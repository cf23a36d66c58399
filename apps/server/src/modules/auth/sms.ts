import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { maskMobile } from '../../lib/mask.js';

export interface SmsMessage {
  /** 10-digit Indian mobile number, without +91. */
  mobile: string;
  /** The sign-in code an OTP SMS carries; '' for an alert (docs/decisions/026). */
  otp: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Development: the code goes to the server log (the mobile masked). */
export const consoleSms = (log: FastifyBaseLogger): SmsSender => ({
  async send({ mobile, otp, text }) {
    if (otp) log.info({ to: maskMobile(mobile) }, `SMS sign-in code for +91 ${maskMobile(mobile)}: ${otp}`);
    else log.info({ to: maskMobile(mobile) }, `SMS alert for +91 ${maskMobile(mobile)}: ${text}`);
  },
});

/** Tests and demos: one JSON line per message in a file. */
export const outboxSms = (file: string): SmsSender => ({
  async send({ mobile, otp, text }) {
    await mkdir(path.dirname(file), { recursive: true });
    const line = JSON.stringify({ to: `+91${mobile}`, otp, text, at: new Date().toISOString() });
    await appendFile(file, `${line}\n`, 'utf8');
  },
});

/** A real gateway: POST {to, text} as JSON with a bearer token. */
export const httpSms = (url: string, token: string | undefined): SmsSender => ({
  async send({ mobile, text }) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: `+91${mobile}`, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  },
});

export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  switch (config.sms.provider) {
    case 'outbox':
      return outboxSms(config.sms.file);
    case 'http':
      return httpSms(config.sms.url, config.sms.token);
    default:
      return consoleSms(log);
  }
}
