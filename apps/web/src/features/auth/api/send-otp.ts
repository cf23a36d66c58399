import type { Role, SendOtpBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** As the contract has it: the transporter modal uses /Transpoter/send-otp, every other /Broker/send-otp. */
export const sendOtp = (role: Role, mobile: string) =>
  api<{ data: true; message: string; resend_after: number }>(
    role === 'transporter' ? '/Transpoter/send-otp' : '/Broker/send-otp',
    { method: 'POST', body: { transporters_mob: mobile } satisfies SendOtpBody },
  );
