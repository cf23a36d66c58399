import type { Role } from './roles.js';

/**
 * Who may do what: the one role table, read by the server's guards and the web app's screens
 * (docs/api.md, Roles).
 * - postLoads: add loads and see the bids on them (Your Loads, View Bids of a load);
 * - ownTrucks: add trucks, post them to the marketplace and see the bids on them;
 * - bidOnLoads: bid on someone's load with an own truck (a driver must also be verified);
 * - bidOnTrucks: bid on someone's posted truck with an own load;
 * - businessPlans: buy a business membership plan (drivers have their own subscription).
 * Searching the marketplace, profiles, documents, help and feedback are open to every role.
 * Reviewing KYC documents is not a role's right: it belongs to operators.
 */
export const PERMISSIONS = {
  postLoads: ['transporter', 'broker', 'shipper'],
  ownTrucks: ['transporter', 'broker', 'driver'],
  bidOnLoads: ['transporter', 'broker', 'driver'],
  bidOnTrucks: ['transporter', 'broker', 'shipper'],
  businessPlans: ['transporter', 'broker', 'shipper'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The roles that hold a permission (a fresh array, for guards that take a list). */
export const rolesWith = (permission: Permission): Role[] => [...PERMISSIONS[permission]];

export const can = (role: Role | null | undefined, permission: Permission): boolean =>
  role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
