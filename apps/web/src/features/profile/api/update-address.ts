import { PROFILE_PATHS, type Role, type UpdateAddressBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** updateTransporterBasicDetails (POST) / UpdateBrokerProfile, UpdateShipperProfile, UpdateDriverBasicDetails (PATCH). */
export const updateAddress = (role: Role, body: UpdateAddressBody) =>
  api<{ message: string; data: Record<string, unknown> }>(PROFILE_PATHS[role].address.path, {
    method: PROFILE_PATHS[role].address.method,
    body,
  });
