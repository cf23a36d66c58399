import type { TFunction } from 'i18next';
import { ApiError } from '#lib/api-client';

/** The user-facing text of a failed call: the server's named reason if we know it, else `fallbackKey`. */
export function errorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.code) {
    const seconds = error.body?.retry_after;
    const params = {
      seconds,
      hours: seconds ? Math.ceil(seconds / 3600) : undefined,
      count: error.body?.attempts_left as number | undefined,
    };
    const text = t(error.code, { ...params, defaultValue: '' });
    if (text && error.code !== 'errors.validation' && error.code !== 'errors.badRequest') return text;
  }
  return t(fallbackKey);
}
