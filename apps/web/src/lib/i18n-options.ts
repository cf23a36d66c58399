import type { FormatterModule, InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, localDigits } from '@lorrybazaar/contract';

/**
 * What the browser's i18next (lib/i18n.ts) and the prerender's (src/prerender/i18n.ts) share:
 * a prerendered page is hydrated, so both must turn the same keys into the same text
 * (docs/decisions/031-prerendered-public-pages.md).
 */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  load: 'languageOnly',
  nonExplicitSupportedLngs: true,
  defaultNS: 'translation',
  // Every value passes DIGITS below, so a number in a sentence has the language's digits.
  interpolation: { escapeValue: false, alwaysFormat: true },
  react: { useSuspense: true },
} satisfies InitOptions;

/**
 * A number put into a text ("{{count}} bids", "{{open}} of {{total}} trucks") is written in the
 * language's digits, as rupees and dates are (docs/decisions/041): Bengali its own, the others
 * 0–9. Text values (names, amounts already formatted, registration numbers) are left as they are.
 * The texts use no named formats, so this replaces i18next's formatter.
 */
export const DIGITS: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, lng) =>
    (typeof value === 'number' ? localDigits(String(value), lng) : value) as string,
};
