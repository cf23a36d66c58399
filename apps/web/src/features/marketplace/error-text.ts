import type { TFunction } from 'i18next';
import { ApiError } from '#lib/api-client';
import { MARKETPLACE_NS } from './i18n';

/** Codes that name no reason a user can act on: the screen's own text says it better. */
const GENERIC = new Set(['errors.validation', 'errors.badRequest', 'errors.server']);

/**
 * The text of a failed call ("the server's message if any, else …"): the first
 * field rule that failed, else the server's named reason, else the screen's fallback text.
 * Codes are i18n keys of `translation` or, prefixed, of `marketplace`.
 */
export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    const keys = [error.body?.issues?.[0]?.code, error.code].filter(
      (key): key is string => Boolean(key) && !GENERIC.has(key!),
    );
    for (const key of keys) {
      const text = t(key, { ns: ['translation', MARKETPLACE_NS], defaultValue: '' });
      if (text) return text;
    }
  }
  return t(fallbackKey, { ns: MARKETPLACE_NS });
}
