import { i18n, i18nReady, withText } from '#lib/i18n';

/** The `bids` namespace (locales/<lng>/bids.json): bid modals, bid review, Trip Requests. */
export const BIDS_NS = 'bids';
/** The `schedules` namespace: accept, Schedule, trip detail, lorry receipt and proof of delivery. */
export const SCHEDULES_NS = 'schedules';
/**
 * Every namespace these screens read: their own two, `marketplace` (shared cards, route lines,
 * role gate, upload messages) and `membership` (the driver subscription error).
 */
export const BID_SCREEN_NAMESPACES = [BIDS_NS, SCHEDULES_NS, 'marketplace', 'membership'];

/** Starts loading the namespaces (idempotent); the promise settles when they are there. */
export const loadBidsText = () => i18nReady.then(() => i18n.loadNamespaces(BID_SCREEN_NAMESPACES));

/** A route module with the bid screens' texts (see `withText`). */
export const withBidsText = <T>(module: Promise<T>) => withText(module, BID_SCREEN_NAMESPACES);
