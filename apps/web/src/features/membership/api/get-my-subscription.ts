import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySubscriptionResponse } from '@lorrybazaar/contract';
import { MEMBERSHIP_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getMySubscription = () => api<MySubscriptionResponse>('/Transpoter/mySubscription');

/** The signed-in user's plan, status and expiry, as the server computes them now. */
export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: [...MEMBERSHIP_KEY, 'mySubscription'], queryFn: getMySubscription });

export function useMySubscription() {
  return useQuery(mySubscriptionQueryOptions());
}
