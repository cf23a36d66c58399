import type { Role } from '@lorrybazaar/contract';

/**
 * Who may bid in which direction (docs/api.md, Roles; the server enforces the same): a load is bid on
 * with an own truck, a posted truck with an own load. A driver must also be verified, which the
 * bid modal explains instead of hiding the button.
 */
export const BID_ON_LOAD_ROLES: readonly Role[] = ['transporter', 'broker', 'driver'];
export const BID_ON_TRUCK_ROLES: readonly Role[] = ['transporter', 'broker', 'shipper'];

export const canBidOnLoad = (role: Role | null) => role !== null && BID_ON_LOAD_ROLES.includes(role);
export const canBidOnTruck = (role: Role | null) => role !== null && BID_ON_TRUCK_ROLES.includes(role);
