import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { followLanguageFonts } from './fonts';
import { fallbackOnDemand } from './i18n-fallback';
import { DIGITS, I18N_OPTIONS } from './i18n-options';

const fallback = fallbackOnDemand(i18n);

/**
 * Translations (docs/decisions/004): /locales/{lng}/translation.json, detection order localStorage, cookie,
 * htmlTag, querystring, navigator; the choice cached in localStorage and a cookie.
 * Other namespaces (`public`: landing, footer, policies, FAQ) sit next to translation.json and
 * are loaded only by the pages that use them. English, the fallback, is fetched only when it can
 * be shown (lib/i18n-fallback.ts).
 */
export const i18nReady = i18n
  .use(fallback.Backend)
  .use(DIGITS)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ...I18N_OPTIONS,
    ns: ['translation'],
    saveMissing: true,
    missingKeyHandler: fallback.missingKeyHandler,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    detection: {
      order: ['localStorage', 'cookie', 'htmlTag', 'querystring', 'navigator'],
      // A phone set to hi-IN (or ta-IN, bn-IN …) gets `hi`: the language is what we translate,
      // the region never changes a word, and the cookie the server reads stays a bare code.
      convertDetectedLanguage: (lng: string) => lng.split(/[-_]/)[0]!.toLowerCase(),
      caches: ['localStorage', 'cookie'],
      // A year, not the session: the server picks a prerendered page's language by this cookie
      // (docs/decisions/031), and a phone that kept localStorage but lost the cookie on a
      // restart would get the page in another language than the app's.
      cookieMinutes: 365 * 24 * 60,
      cookieOptions: { path: '/', sameSite: 'strict' },
    },
  });

/**
 * Resolves once the language is chosen, before translation.json has arrived: detection is
 * synchronous at the start of init's (deferred) load, which announces it with `languageChanging`.
 * A screen's namespaces are then requested beside translation.json instead of after it, one round
 * trip less before a first page on a slow network (docs/performance.md).
 */
const languageChosen = new Promise<void>((resolve) => {
  if (i18n.language) resolve();
  else i18n.on('languageChanging', () => queueMicrotask(resolve));
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
followLanguageFonts(i18n);

export { i18n };

/**
 * Loads a route module together with the i18n namespaces its screen reads, so the screen renders
 * with its text at once instead of suspending the whole app after navigation (the root Suspense
 * is above the shell).
 */
export async function withText<T>(module: Promise<T>, namespaces: string | readonly string[]): Promise<T> {
  const [loaded] = await Promise.all([
    module,
    languageChosen.then(() => i18n.loadNamespaces(namespaces as string | string[])),
  ]);
  return loaded;
}
