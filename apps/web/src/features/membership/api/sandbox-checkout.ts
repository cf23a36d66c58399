import { useMutation } from '@tanstack/react-query';
import type { SandboxCheckoutBody, SandboxCheckoutResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const sandboxCheckout = (body: SandboxCheckoutBody) =>
  api<SandboxCheckoutResponse>('/Transpoter/sandboxCheckout', { method: 'POST', body });

/** The sandbox checkout page's Pay / Fail: answers the signed address to return to. */
export function useSandboxCheckout() {
  return useMutation({ mutationFn: sandboxCheckout });
}
