import { withText } from '#lib/i18n';
import { MARKETPLACE_NS, TRUST_NS } from '#config/i18n-namespaces';

/** A route module with the `marketplace` texts and the cards' ratings and lane prices (`trust`). */
export const withMarketplaceText = <T>(module: Promise<T>) => withText(module, [MARKETPLACE_NS, TRUST_NS]);
