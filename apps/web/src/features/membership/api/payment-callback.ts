import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentCallbackBody, PaymentCallbackResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { mySubscriptionQueryOptions } from './get-my-subscription';

export const paymentCallback = (body: PaymentCallbackBody) =>
  api<PaymentCallbackResponse>('/Transpoter/paymentCallback', { method: 'POST', body });

/** Hands the provider's answer (the return address's fields) to the server to verify. */
export function usePaymentCallback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: paymentCallback,
    onSuccess: (answer) =>
      client.setQueryData(mySubscriptionQueryOptions().queryKey, { data: answer.data.subscription }),
  });
}
