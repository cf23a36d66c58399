import { withText } from '#lib/i18n';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';

/** A route module with the `marketplace` texts (see `withText`). */
export const withMarketplaceText = <T>(module: Promise<T>) => withText(module, MARKETPLACE_NS);
