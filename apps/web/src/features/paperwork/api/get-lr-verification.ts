import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LrVerificationResponse } from '@lorrybazaar/contract';
import { publicApi } from '#lib/api-client';

/** What an LR's QR code opens: its number, date, truck, route, names and state. */
export const lrVerificationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['lr-verification', token],
    queryFn: ({ signal }) =>
      publicApi<LrVerificationResponse>(`/public/lr/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

export const useLrVerification = (token: string) => useQuery(lrVerificationQueryOptions(token));
