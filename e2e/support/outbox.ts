import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// start-server.sh keeps one scratch directory per port (.tmp/<port>/sms-outbox.jsonl).
export const OUTBOX_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.tmp',
  process.env.E2E_PORT ?? '3100',
  'sms-outbox.jsonl',
);

/** The latest code sent to a mobile, read from the server's SMS outbox (docs/decisions/003); alerts (no code) are skipped. */
export async function codeFor(mobile: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(OUTBOX_FILE, 'utf8').catch(() => '');
    const messages = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; otp: string; at: string })
      .filter((message) => message.to === `+91${mobile}` && message.otp && Date.parse(message.at) >= after);
    const last = messages.at(-1);
    if (last) return last.otp;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No SMS for ${mobile} in the outbox`);
}

/** A fresh valid mobile per test (starts with 9 like a real Indian mobile). */
export function uniqueMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** The driver's link of the last SMS sent to a mobile (the server's SMS outbox). */
export async function driverLinkSentTo(mobile: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = (await readFile(OUTBOX_FILE, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const texts = lines
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .filter((m) => m.to === `+91${mobile}`);
    const link = /https?:\/\/\S+\/d\/[\w.-]+/.exec(texts.at(-1)?.text ?? '')?.[0];
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no driver link was sent to ${mobile}`);
}
