import { ROLE_AREA, type AccountDetailsBody, type Role, type SessionUser } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** E-mail, picture, and the mobile with the code sent to it; answers the record and the session user. */
export const updateAccountDetails = (role: Role, body: AccountDetailsBody) =>
  api<{ message: string; data: Record<string, unknown>; User: SessionUser }>(
    `/${ROLE_AREA[role]}/updateAccountDetails`,
    { method: 'POST', body },
  );
