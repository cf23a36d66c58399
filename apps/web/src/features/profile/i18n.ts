import { PROFILE_NS } from '@lorrybazaar/contract';
import { i18n, i18nReady } from '../../lib/i18n';

export { PROFILE_NS };

/**
 * Loads a route module together with the `profile` namespace (locales/<lng>/profile.json), so a
 * profile screen renders with its text at once instead of suspending after navigation.
 */
export async function withProfileText<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, i18nReady.then(() => i18n.loadNamespaces(PROFILE_NS))]);
  return loaded;
}
