import {
  ROLE_AREA,
  toRegisterBody,
  type ProfileFormValues,
  type RegisterResponse,
  type Role,
} from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const register = (role: Role, mobile: string, values: ProfileFormValues) =>
  api<RegisterResponse>(`/${ROLE_AREA[role]}/Register`, {
    method: 'POST',
    body: toRegisterBody(role, mobile, values),
  });
