import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '@lorrybazaar/contract';
import { MEMBERSHIP_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getPlans = () => api<PlansResponse>('/Transpoter/plans');

/** The plans of the signed-in user's role. */
export const plansQueryOptions = () =>
  queryOptions({ queryKey: [...MEMBERSHIP_KEY, 'plans'], queryFn: getPlans, staleTime: 10 * 60_000 });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
