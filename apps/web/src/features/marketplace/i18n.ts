import { withText } from '#lib/i18n';
import { BIDS_NS, MARKETPLACE_NS, TRUST_NS } from '#config/i18n-namespaces';

/**
 * A route module with the `marketplace` texts, the cards' ratings and lane prices (`trust`) and
 * their Bid Now / Book Now buttons and fit notes (`bids`): loaded with the route, so no card waits
 * for a text file of its own (decision 038).
 */
export const withMarketplaceText = <T>(module: Promise<T>) =>
  withText(module, [MARKETPLACE_NS, TRUST_NS, BIDS_NS]);
