import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * The text to show for a failed call: the server's own reason (already in the user's language,
 * which the i18next cookie tells it) when it named one, else the screen's fallback message.
 */
export function apiErrorMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('translation:errors.network');
    const code = error.code;
    if (code && code !== 'errors.validation' && code !== 'errors.badRequest' && error.body?.message) {
      return error.body.message;
    }
  }
  return t(fallbackKey);
}
