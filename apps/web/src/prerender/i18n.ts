import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@lorrybazaar/contract';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { DIGITS, I18N_OPTIONS } from '#lib/i18n-options';

/**
 * `#lib/i18n` in the prerender build (vite.config.ts aliases it here; docs/decisions/031): the
 * same exports, but the texts come from packages/contract/locales, bundled, instead of over HTTP,
 * and nothing reads the browser (no detector, no <html lang>, no fonts). The language of a page
 * is set by `i18n.changeLanguage` before it is rendered.
 */
const files = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contract/locales/*/{translation,public}.json',
  { eager: true, import: 'default' },
);

/** The namespaces a public page reads, as the browser loads them: `translation` and `public`. */
export const PRERENDER_NAMESPACES = ['translation', PUBLIC_NS] as const;

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, texts] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([a-z]+)\/([a-z]+)\.json$/.exec(file)!;
  (resources[language!] ??= {})[namespace!] = texts;
}
for (const language of LANGUAGES) {
  for (const namespace of PRERENDER_NAMESPACES) {
    if (!resources[language]?.[namespace]) throw new Error(`prerender: no ${language}/${namespace}.json`);
  }
}

export const i18nReady = i18n
  .use(DIGITS)
  .use(initReactI18next)
  .init({
    ...I18N_OPTIONS,
    ns: [...PRERENDER_NAMESPACES],
    resources,
    lng: I18N_OPTIONS.fallbackLng,
    initAsync: false,
  });

export { i18n };

/** What the route modules loaded while `loadedBy` runs went through `withText` with. */
let recording: { modules: unknown[]; namespaces: Set<string> } | undefined;

/**
 * Runs `load` (a route's lazy functions) and answers the modules they loaded through `withText`
 * (each module's namespace object) and the namespaces they asked for: what the build writes
 * down for the server to preload for that route (entry-server.tsx).
 */
export async function loadedBy(load: () => Promise<unknown>) {
  const into = { modules: [] as unknown[], namespaces: new Set<string>() };
  recording = into;
  try {
    await load();
  } finally {
    recording = undefined;
  }
  return into;
}

/**
 * Every text a public page reads is already here; a route that asks for another namespace
 * is not a public page, and stops the build rather than render its keys (unless `loadedBy` is
 * only noting what the route loads).
 */
export async function withText<T>(module: Promise<T>, namespaces: string | readonly string[]): Promise<T> {
  const into = recording;
  if (into) {
    for (const namespace of [namespaces].flat()) into.namespaces.add(namespace);
    const loaded = await module;
    into.modules.push(loaded);
    return loaded;
  }
  for (const namespace of [namespaces].flat()) {
    if (!(PRERENDER_NAMESPACES as readonly string[]).includes(namespace)) {
      throw new Error(`prerender: the namespace ${namespace} is not bundled`);
    }
  }
  return module;
}
