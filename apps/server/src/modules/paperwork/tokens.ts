import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The driver page's link: `<id>.<expiry>.<signature>`. The id names a `driver_links` row (which a
 * new driver revokes), the expiry (seconds, base 36) is inside what is signed, and the signature
 * is an HMAC of both with the server's secret, so a link is refused before any lookup when it
 * was altered or has run out.
 */
export function driverLinkToken(secret: string, id: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${id}.${expiry}.${sign(secret, id, expiry)}`;
}

/** The link's row id when the token is genuine and not expired; null otherwise. */
export function readDriverLinkToken(secret: string, token: string, now: Date): string | null {
  const [id, expiry, signature, ...rest] = token.split('.');
  if (!id || !expiry || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, id, expiry));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return parseInt(expiry, 36) * 1000 > now.getTime() ? id : null;
}

const sign = (secret: string, id: string, expiry: string) =>
  createHmac('sha256', secret)
    .update(`driver-link.${id}.${expiry}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** 128 random bits, URL-safe: a driver link's id, an LR's verification token. */
export const randomToken = () => randomBytes(16).toString('base64url');
