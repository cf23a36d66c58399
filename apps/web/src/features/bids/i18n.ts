import { firstRender } from '#lib/first-render';
import { i18n, i18nReady, withText } from '#lib/i18n';
import { BID_SCREEN_NAMESPACES } from '#config/i18n-namespaces';

/**
 * Starts loading the namespaces (idempotent) once the first page has asked for its own data
 * (lib/first-render.ts); the promise settles when they are there.
 */
export const loadBidsText = () =>
  Promise.all([i18nReady, firstRender]).then(() => i18n.loadNamespaces(BID_SCREEN_NAMESPACES));

/** A route module with the bid screens' texts (see `withText`). */
export const withBidsText = <T>(module: Promise<T>) => withText(module, BID_SCREEN_NAMESPACES);
