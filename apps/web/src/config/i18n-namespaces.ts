import { PROFILE_NS } from '@lorrybazaar/contract';

/**
 * The i18n namespaces (one file each in packages/contract/locales/<lng>/). Their names live here,
 * below the features, because screens read each other's texts: a dashboard shows the profile,
 * membership and bid texts, the schedule screens share the bid screens' (docs/decisions/022).
 */
export const PUBLIC_NS = 'public';
export const MARKETPLACE_NS = 'marketplace';
export const MEMBERSHIP_NS = 'membership';
export const ACHIEVEMENTS_NS = 'achievements';
export const DASHBOARD_NS = 'dashboard';
/** Bid modals, bid review, Trip Requests. */
export const BIDS_NS = 'bids';
/** Accept, Schedule, trip detail, lorry receipt and proof of delivery. */
export const SCHEDULES_NS = 'schedules';
/** Saved lanes and their Save this search button on the search screens. */
export const LANES_NS = 'lanes';
export { PROFILE_NS };
/** Return loads under a truck (Your Truck) and a trip (schedule detail). */
export const RETURNS_NS = 'returns';
/** Ratings, lane prices and price confirmations (docs/decisions/030), on cards, bids and trips. */
export const TRUST_NS = 'trust';
/** A trip's paperwork: its driver, the consignment note (LR), the driver's page (docs/decisions/039). */
export const PAPERWORK_NS = 'paperwork';
/** The Notifications screen and the header's bell. */
export const NOTIFICATIONS_NS = 'notifications';
/** The Alerts screen (push and SMS settings) and its links from the profile and Notifications. */
export const ALERTS_NS = 'alerts';

/**
 * Every namespace the bid and trip screens read: their own two, `marketplace` (shared cards,
 * route lines, role gate, upload messages), `membership` (the driver subscription error) and
 * `trust` (ratings, lane prices).
 */
export const BID_SCREEN_NAMESPACES = [BIDS_NS, SCHEDULES_NS, MARKETPLACE_NS, MEMBERSHIP_NS, TRUST_NS];

/**
 * Every namespace a dashboard reads: its own, the cards' (`profile`, `membership`,
 * `achievements`), and the bid screens' (the waiting list, and the marketplace with Bid Now).
 */
export const DASHBOARD_NAMESPACES = [DASHBOARD_NS, PROFILE_NS, ACHIEVEMENTS_NS, ...BID_SCREEN_NAMESPACES];

/** A trip's money on record: the Money card on the trip page (decision 048). */
export const MONEY_NS = 'money';

/** Trip tracking: milestones, location sharing, tracking links, the public tracking page (decision 040). */
export const TRACKING_NS = 'tracking';

/** The operator console at /ops (its own area; docs/decisions/029-operator-console.md). */
export const OPS_NS = 'ops';
