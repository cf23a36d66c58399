import type { i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { FALLBACK_LANGUAGE } from '@lorrybazaar/contract';

/**
 * English stays the fallback language (docs/decisions/004), fetched only when it can be shown
 * (docs/decisions/038-the-first-tap-on-a-weak-network.md). i18next loads a namespace in the
 * reader's language and in the fallback together, yet every language file has every key
 * (packages/contract/src/locales.test.ts), so a Hindi reader's English files were fetched for
 * nothing: on a 2G phone, two more requests before the first tap does anything.
 *
 * So the backend answers the fallback's files with nothing while another language is in use
 * (i18next then keeps no bundle and asks again later), and fetches them for real when they are
 * wanted: the language becomes English, or a text is missing from the reader's file (a file
 * older than the app, kept by a cache). That namespace's English file is then fetched, and the
 * screens render again with it.
 */
export function fallbackOnDemand(i18n: I18n) {
  /** Namespaces a missing text asked for in the fallback language. */
  const wanted = new Set<string>();
  /** The language being loaded: the one asked for while a change is under way, else the current one. */
  let changingTo: string | undefined;
  i18n.on('languageChanging', (language: string | undefined) => {
    changingTo = language;
  });
  const inUse = () => changingTo ?? i18n.language;

  class Backend extends HttpBackend {
    override read(language: string, namespace: string, callback: Parameters<HttpBackend['read']>[2]) {
      if (language === FALLBACK_LANGUAGE && inUse() !== FALLBACK_LANGUAGE && !wanted.has(namespace)) {
        callback(null, null);
        return;
      }
      super.read(language, namespace, callback);
    }
  }

  /**
   * i18next's missingKeyHandler (with saveMissing): a text not found. Only a text the reader's
   * file lacks once it is here; a screen that renders before its texts arrive misses them all.
   */
  const missingKeyHandler = (_languages: readonly string[], namespace: string) => {
    const language = inUse();
    if (language === FALLBACK_LANGUAGE || wanted.has(namespace)) return;
    if (!language || !i18n.hasResourceBundle(language, namespace)) return;
    wanted.add(namespace);
    void i18n
      .loadNamespaces(namespace)
      // The same language again: every screen renders once more, now with the fallback's text.
      .then(() => i18n.changeLanguage(i18n.language));
  };

  return { Backend, missingKeyHandler };
}
