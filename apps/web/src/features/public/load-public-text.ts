import { i18n, i18nReady } from '../../lib/i18n';
import { PUBLIC_NS } from './content';

/**
 * Loads a public route module together with the `public` namespace, so the page renders with its
 * text at once instead of suspending after navigation. Other areas never fetch public.json.
 */
export async function withPublicText<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, i18nReady.then(() => i18n.loadNamespaces(PUBLIC_NS))]);
  return loaded;
}
