import { ROLE_AREA, type ProfileFormValues, type RegisterResponse, type Role } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const register = async (role: Role, mobile: string, values: ProfileFormValues) => {
  // With the profile rules' module: the sign-in dialog loads it after it has opened.
  const { toRegisterBody } = await import('#features/auth/profile-rules');
  return api<RegisterResponse>(`/${ROLE_AREA[role]}/Register`, {
    method: 'POST',
    body: toRegisterBody(role, mobile, values),
  });
};
