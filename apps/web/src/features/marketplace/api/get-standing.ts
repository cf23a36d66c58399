import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/**
 * Whether people's open reports keep the user's loads and trucks out of the marketplace lists
 * (docs/decisions/042): Your Loads and Your Truck say so. Only an operator's decision or another
 * person's report changes it, so it is read again when the screen is opened, not live.
 */
export const standingQueryOptions = () =>
  queryOptions({
    queryKey: ['standing'],
    queryFn: ({ signal }) => api<StandingResponse>('/Transpoter/standing', { signal }),
    select: (answer) => answer.data.withheld,
    staleTime: 60_000,
  });

export const useWithheld = () => useQuery(standingQueryOptions());
