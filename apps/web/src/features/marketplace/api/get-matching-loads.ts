import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type LoadListingResponse, type MatchingLoadsBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { getAllLoads } from './get-all-loads';

export const getMatchingLoads = (body: MatchingLoadsBody, signal?: AbortSignal) =>
  api<LoadListingResponse>('/Transpoter/getMatchingLoads', { method: 'POST', body, signal });

/**
 * The Loads tab: every open load (getAllLoads) until the user searches, then the matching ones.
 * Both page by 12 (the loads tab pages like the trucks tab; docs/decisions/006).
 */
export function useLoadListing(filters: MatchingLoadsBody | null, page: number) {
  return useQuery({
    queryKey: ['marketplace', 'loads', filters, page],
    queryFn: ({ signal }) =>
      filters ? getMatchingLoads({ ...filters, page, limit: PAGE_SIZE }, signal) : getAllLoads(page, signal),
    placeholderData: keepPreviousData,
  });
}
