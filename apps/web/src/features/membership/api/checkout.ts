import { useMutation } from '@tanstack/react-query';
import type { CheckoutBody, CheckoutResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const checkout = (body: CheckoutBody) =>
  api<CheckoutResponse>('/Transpoter/checkout', { method: 'POST', body });

/** Opens a pending payment; the answer's `checkout_url` is where the browser pays it. */
export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}
