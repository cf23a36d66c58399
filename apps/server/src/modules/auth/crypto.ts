import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 4-digit code from the CSPRNG. */
export const generateOtp = (digits: number): string =>
  String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export type OtpPurpose = 'sign-in' | 'mobile-change';

/**
 * Codes are stored only as a keyed hash: a leaked table does not give codes away. The hash
 * binds the purpose too, so a code sent to change a mobile can never sign anyone in, nor the
 * other way round.
 */
export const hashOtp = (pepper: string, mobile: string, code: string, purpose: OtpPurpose): Buffer =>
  createHmac('sha256', pepper)
    .update(purpose === 'sign-in' ? `${mobile}:${code}` : `${mobile}:${purpose}:${code}`)
    .digest();

export const sameBytes = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);

/** Opaque refresh token; only its SHA-256 is stored. */
export const generateToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

function sign(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}.${payload}`).digest('base64url');
}

/** A compact signed token: base64url(JSON).signature, bound to its purpose. */
export function signToken(secret: string, purpose: string, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, purpose, payload)}`;
}

export function verifyToken<T>(secret: string, purpose: string, token: string | undefined): T | null {
  if (!token || token.length > 2048) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, purpose, payload));
  if (!sameBytes(expected, Buffer.from(signature))) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
