/**
 * The key roots of data that changes through something outside the feature showing it: another
 * feature's call, or a live notification (app/live-updates.tsx). Each query's options build its
 * key under one of these, and whoever makes the change refreshes the root: TanStack Query matches
 * keys by prefix, so one root reaches every screen showing such data, and the one refreshing it
 * imports a key, not the feature (docs/decisions/034). A key that one feature alone reads and
 * changes stays in that feature's `api/`.
 */

/**
 * Bid lists, pending bids, negotiations: a bid, counter, decline or accept changes them; a rating
 * shows on their rows.
 */
export const BIDS_KEY = ['bids'] as const;

/** Whether the signed-in driver may bid: an operator's review of a document changes it. */
export const DRIVER_VERIFIED_KEY = [...BIDS_KEY, 'driver-verified'] as const;

/**
 * Others' loads and trucks with the viewer's bid on each: the marketplace tabs, return loads,
 * Trip Requests' suggestions. A bid, a booking, a new posting or a lane match changes them.
 */
export const LISTINGS_KEY = ['marketplace'] as const;

/** The signed-in user's loads: Your Loads, and the loads a bid screen offers. */
export const OWN_LOADS_KEY = ['own-loads'] as const;

/** The signed-in user's trucks: Your Truck, Post Truck, the trucks a bid screen offers. */
export const OWN_TRUCKS_KEY = ['own-trucks'] as const;

/** Trips: the schedule lists and a trip's detail. */
export const SCHEDULES_KEY = ['schedules'] as const;

/** The signed-in user's figures and badges: a booking or a trip document changes them. */
export const ACHIEVEMENTS_KEY = ['achievements'] as const;

/** The signed-in user's profile, in any role and language: a reviewed document changes it. */
export const PROFILE_KEY = ['profile'] as const;

/**
 * The driver's plan, payments and the one waiting for the gateway: a webhook that lands (a month
 * paid, a payment refused, a mandate halted) changes them, live.
 */
export const MEMBERSHIP_KEY = ['membership'] as const;
/** A trip's paperwork (its driver, its consignment note): an e-way bill's alert tells of it. */
export const PAPERWORK_KEY = ['paperwork'] as const;

/** The notifications and their unread count: every notification changes them. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** What a booking (an accepted bid) changes, for the one who accepts and, live, the other party. */
export const BOOKED_KEYS = [BIDS_KEY, SCHEDULES_KEY, OWN_LOADS_KEY, OWN_TRUCKS_KEY, LISTINGS_KEY] as const;
