import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, OTP_DIGITS, type Language } from '@lorrybazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { translate } from '../../lib/i18n.js';
import { maskMobile } from '../../lib/mask.js';
import type { OtpPurpose } from './crypto.js';

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

/** The text of each kind of code, in the language of the request (decision 003). */
const CODE_TEXT: Record<OtpPurpose, string> = {
  'sign-in': 'sms.otp',
  'mobile-change': 'profile:sms.mobileChange',
};

/**
 * The host the sign-in SMS names on its last line: PUBLIC_ORIGIN's, never a request's (the Host
 * header is the caller's to write, and would bind the code to a page of their choosing).
 */
export const webOtpHost = (config: Pick<Config, 'publicOrigin'>) =>
  config.publicOrigin ? new URL(config.publicOrigin).hostname : undefined;

/**
 * A code SMS in the user's language. The sign-in code ends with the origin-bound line
 * `@<host> #<code>` (WebOTP): Chrome on Android then hands the code to the sign-in dialog of
 * that host, and iOS offers it above the keyboard. The mobile-change code, typed on the profile
 * screen, has no such line. Both fit one SMS segment (docs/decisions/037; auth.test.ts).
 */
export function codeSmsText(
  language: Language,
  purpose: OtpPurpose,
  code: string,
  options: { minutes: number; host: string | undefined },
) {
  const words = translate(language, CODE_TEXT[purpose], { code, minutes: options.minutes });
  return purpose === 'sign-in' && options.host ? `${words}\n@${options.host} #${code}` : words;
}

// GSM 03.38: the basic alphabet (one septet) and the extension table (two: escape + char).
const GSM7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');

/**
 * How many segments a text takes: 160 GSM-7 septets in one (153 per part of a longer one), or,
 * when any character is outside GSM-7 (every Indian script), 70 UCS-2 units (67 per part).
 */
export function smsSegments(text: string): number {
  const chars = [...text];
  if (chars.every((c) => GSM7.has(c) || GSM7_EXTENDED.has(c))) {
    const septets = chars.reduce((sum, c) => sum + (GSM7_EXTENDED.has(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}

/** The languages whose sign-in SMS, with the longest code, would not fit one segment for this host. */
export function longSignInLanguages(host: string, minutes: number): Language[] {
  const code = '9'.repeat(OTP_DIGITS);
  return LANGUAGES.filter(
    (language) => smsSegments(codeSmsText(language, 'sign-in', code, { minutes, host })) > 1,
  );
}

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
