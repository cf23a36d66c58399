import type { Role } from '@lorrybazaar/contract';

/**
 * Who may use which screen (docs/api.md, Roles; the server enforces the same): loads are added by
 * transporters, brokers and shippers; trucks are added and posted by transporters, brokers and
 * drivers. Searching the marketplace is open to every role.
 */
export const LOAD_OWNER_ROLES: readonly Role[] = ['transporter', 'broker', 'shipper'];
export const TRUCK_OWNER_ROLES: readonly Role[] = ['transporter', 'broker', 'driver'];

export type Capability = 'loads' | 'trucks';
export const CAPABILITY_ROLES: Record<Capability, readonly Role[]> = {
  loads: LOAD_OWNER_ROLES,
  trucks: TRUCK_OWNER_ROLES,
};
