import { ROLE_AREA, ROLE_PREFIX, type Role, type VerifyOtpResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const verifyOtp = (role: Role, mobile: string, otp: string) =>
  api<VerifyOtpResponse>(`/${ROLE_AREA[role]}/Verify-otp`, {
    method: 'POST',
    body: { [`${ROLE_PREFIX[role]}_mob`]: mobile, otp },
  });
