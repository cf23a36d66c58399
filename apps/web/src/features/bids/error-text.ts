import type { TFunction } from 'i18next';
import { ApiError } from '#lib/api-client';

/** Codes that name no reason a user can act on: the screen's own text says it better. */
const GENERIC = new Set(['errors.validation', 'errors.badRequest', 'errors.server', 'errors.internal']);

/**
 * The text of a failed call ("the server's message if any, else …"): the first
 * field rule that failed, else the server's named reason (an i18n key such as
 * `bids:errors.duplicate`, shown in the current language), else the server's own message (already
 * in the user's language), else the screen's fallback key.
 */
export function errorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    const keys = [error.body?.issues?.[0]?.code, error.code].filter(
      (key): key is string => Boolean(key) && !GENERIC.has(key!),
    );
    for (const key of keys) {
      const text = t(key, { ns: ['translation'], defaultValue: '' });
      if (text) return text;
    }
    if (error.status > 0 && error.status < 500 && error.body?.message && keys.length > 0)
      return error.body.message;
  }
  return t(fallbackKey);
}

/** The server's i18n code of a failed call, if any. */
export const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : undefined);
