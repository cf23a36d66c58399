import { ROLE_AREA, type Role, type SendMobileChangeOtpBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** A code to the NEW mobile number (Edit Basic Details), under the sign-in limits. */
export const sendMobileChangeOtp = (role: Role, mobile: string) =>
  api<{ data: true; message: string; resend_after: number }>(`/${ROLE_AREA[role]}/sendMobileChangeOtp`, {
    method: 'POST',
    body: { mobile } satisfies SendMobileChangeOtpBody,
  });
