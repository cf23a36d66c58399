import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/** Codes that name no reason a user can act on: the screen's own text says it better. */
const GENERIC = new Set(['errors.validation', 'errors.badRequest', 'errors.server', 'errors.internal']);

/**
 * The one text of a failed call, in the user's language:
 * 1. the first field rule that failed, else the server's named reason (`errors.network` when the
 *    call never got an answer): an i18n key of `translation`, of the screen's namespaces `ns`, or
 *    prefixed (`bids:errors.duplicate`), with the wait, the tries left and the truck named filled in;
 * 2. else the server's own message (already in the user's language: the i18next cookie tells it),
 *    when it named a reason this build has no text for: a field rule's own message, since the
 *    overall one starts with the field's path (`price_basis: …`), which is no word of the user's;
 * 3. else the screen's `fallbackKey` (looked up in `ns` when given).
 */
export function errorText(
  t: TFunction,
  error: unknown,
  fallbackKey: string,
  ns: readonly string[] = [],
): string {
  if (error instanceof ApiError) {
    const keys = [error.body?.issues?.[0]?.code, error.code].filter(
      (key): key is string => Boolean(key) && !GENERIC.has(key!),
    );
    const seconds = error.body?.retry_after;
    const values = {
      // What the refusal names besides its code: the truck of a papers' hold (`reg_number`,
      // decision 069), as the server's own message has it.
      reg_number: error.body?.reg_number as string | undefined,
      seconds,
      hours: seconds ? Math.ceil(seconds / 3600) : undefined,
      count: error.body?.attempts_left as number | undefined,
    };
    for (const key of keys) {
      const text = t(key, { ...values, ns: ['translation', ...ns], defaultValue: '' });
      if (text) return text;
    }
    const message = error.body?.issues?.[0]?.message ?? error.body?.message;
    if (keys.length > 0 && error.status > 0 && error.status < 500 && message) return message;
  }
  return ns.length > 0 ? t(fallbackKey, { ns: [...ns] }) : t(fallbackKey);
}

/** The server's i18n code of a failed call, if any. */
export const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : undefined);
