import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsResponse } from '@lorrybazaar/contract';
import { MEMBERSHIP_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getPayments = () => api<PaymentsResponse>('/Transpoter/payments');

/** The signed-in user's payments, newest first (history and receipts). */
export const paymentsQueryOptions = () =>
  queryOptions({ queryKey: [...MEMBERSHIP_KEY, 'payments'], queryFn: getPayments });

export function usePayments() {
  return useQuery(paymentsQueryOptions());
}
