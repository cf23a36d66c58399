import { i18n, i18nReady } from '../../lib/i18n';

/** The `marketplace` i18n namespace (locales/<lng>/marketplace.json): loads, trucks, marketplace. */
export const MARKETPLACE_NS = 'marketplace';

/**
 * Loads a route module together with its namespaces, so the screen renders with its text at once
 * instead of suspending the whole app after navigation (the root Suspense is above the shell).
 */
export async function withMarketplaceText<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, i18nReady.then(() => i18n.loadNamespaces(MARKETPLACE_NS))]);
  return loaded;
}
