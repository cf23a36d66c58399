import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@lorrybazaar/contract';

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
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
} satisfies InitOptions;
