import { ROLE_AREA, ROLE_PREFIX, type Role } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const verifyOtp = (role: Role, mobile: string, otp: string) =>
  api<{ message: string; data?: Record<string, string> }>(`/${ROLE_AREA[role]}/Verify-otp`, {
    method: 'POST',
    body: { [`${ROLE_PREFIX[role]}_mob`]: mobile, otp },
  });
