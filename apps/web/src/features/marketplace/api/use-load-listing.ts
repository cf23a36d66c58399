import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type MatchingLoadsBody } from '@lorrybazaar/contract';
import { getMatchingLoads } from '#api/get-matching-loads';
import { LISTINGS_KEY } from '#api/query-keys';
import { getAllLoads } from './get-all-loads';

/**
 * The Loads tab: every open load (getAllLoads) until the user searches, then the matching ones.
 * Both page by 12 (the loads tab pages like the trucks tab; docs/decisions/006).
 */
export const loadListingQueryOptions = (filters: MatchingLoadsBody | null, page: number) =>
  queryOptions({
    queryKey: [...LISTINGS_KEY, 'loads', filters, page],
    queryFn: ({ signal }) =>
      filters ? getMatchingLoads({ ...filters, page, limit: PAGE_SIZE }, signal) : getAllLoads(page, signal),
    placeholderData: keepPreviousData,
  });

export const useLoadListing = (filters: MatchingLoadsBody | null, page: number) =>
  useQuery(loadListingQueryOptions(filters, page));
