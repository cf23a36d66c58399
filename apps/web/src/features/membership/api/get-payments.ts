import { useQuery } from '@tanstack/react-query';
import type { PaymentsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getPayments = () => api<PaymentsResponse>('/Transpoter/payments');

/** The signed-in user's payments, newest first (history and receipts). */
export function usePayments() {
  return useQuery({ queryKey: ['membership', 'payments'], queryFn: getPayments });
}
