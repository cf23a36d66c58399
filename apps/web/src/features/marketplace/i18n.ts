import { withText } from '#lib/i18n';

/** The `marketplace` i18n namespace (locales/<lng>/marketplace.json): loads, trucks, marketplace. */
export const MARKETPLACE_NS = 'marketplace';

/** A route module with the `marketplace` texts (see `withText`). */
export const withMarketplaceText = <T>(module: Promise<T>) => withText(module, MARKETPLACE_NS);
