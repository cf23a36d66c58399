import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getPayment = (paymentId: string) =>
  api<PaymentResponse>(`/Transpoter/payment/${encodeURIComponent(paymentId)}`);

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['membership', 'payment', paymentId],
    queryFn: () => getPayment(paymentId),
    retry: false,
  });

export function usePayment(paymentId: string) {
  return useQuery(paymentQueryOptions(paymentId));
}
