import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentResponse } from '@lorrybazaar/contract';
import { MEMBERSHIP_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getPayment = (paymentId: string) =>
  api<PaymentResponse>(`/Transpoter/payment/${encodeURIComponent(paymentId)}`);

/**
 * One payment. `refetchEveryMs` while it waits for the gateway: after ten minutes the server
 * asks the gateway itself when it is read (a lost webhook), so a waiting screen polls slowly.
 */
export const paymentQueryOptions = (paymentId: string, options: { refetchEveryMs?: number } = {}) =>
  queryOptions({
    queryKey: [...MEMBERSHIP_KEY, 'payment', paymentId],
    queryFn: () => getPayment(paymentId),
    retry: false,
    refetchInterval: (query) =>
      options.refetchEveryMs && query.state.data?.data.status === 'pending' ? options.refetchEveryMs : false,
  });

export function usePayment(paymentId: string, options: { refetchEveryMs?: number } = {}) {
  return useQuery(paymentQueryOptions(paymentId, options));
}
