import { useQuery } from '@tanstack/react-query';
import type { MySubscriptionResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getMySubscription = () => api<MySubscriptionResponse>('/Transpoter/mySubscription');

export const MY_SUBSCRIPTION_KEY = ['membership', 'mySubscription'] as const;

/** The signed-in user's plan, status and expiry, as the server computes them now. */
export function useMySubscription() {
  return useQuery({ queryKey: MY_SUBSCRIPTION_KEY, queryFn: getMySubscription });
}
