import { ACHIEVEMENTS_NS } from '#features/achievements/i18n';
import { BID_SCREEN_NAMESPACES } from '#features/bids/i18n';
import { PROFILE_NS } from '#features/profile/i18n';

/** The `dashboard` namespace (locales/<lng>/dashboard.json): the four role homes. */
export const DASHBOARD_NS = 'dashboard';

/**
 * Every namespace a dashboard reads: its own, the cards' (`profile`, `membership`,
 * `achievements`), and the bid screens' (the waiting list, and the marketplace with Bid Now).
 */
export const DASHBOARD_NAMESPACES = [DASHBOARD_NS, PROFILE_NS, ACHIEVEMENTS_NS, ...BID_SCREEN_NAMESPACES];
