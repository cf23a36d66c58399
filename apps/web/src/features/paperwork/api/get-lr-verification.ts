import { useQuery } from '@tanstack/react-query';
import type { LrVerificationResponse } from '@lorrybazaar/contract';
import { publicApi } from '#lib/api-client';

/** What an LR's QR code opens: its number, date, truck, route, names and state. */
export const useLrVerification = (token: string) =>
  useQuery({
    queryKey: ['paperwork', 'verify', token],
    queryFn: ({ signal }) =>
      publicApi<LrVerificationResponse>(`/public/lr/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
