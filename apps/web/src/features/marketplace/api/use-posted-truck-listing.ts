import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type MatchingPostTrucksBody } from '@lorrybazaar/contract';
import { getMatchingPostTrucks } from '#api/get-matching-post-trucks';
import { LISTINGS_KEY } from '#api/query-keys';
import { getPaginatedTrucks } from './get-paginated-trucks';

/** Every page of the Trucks tab, searched or not: a new posting refreshes them. */
export const POSTED_TRUCK_LISTING_KEY = [...LISTINGS_KEY, 'trucks'] as const;

/** The Trucks tab: every open posting until the user searches, then the matching ones; pages of 12. */
export const postedTruckListingQueryOptions = (filters: MatchingPostTrucksBody | null, page: number) =>
  queryOptions({
    queryKey: [...POSTED_TRUCK_LISTING_KEY, filters, page],
    queryFn: ({ signal }) =>
      filters
        ? getMatchingPostTrucks({ ...filters, page, limit: PAGE_SIZE }, signal)
        : getPaginatedTrucks(page, signal),
    placeholderData: keepPreviousData,
  });

export const usePostedTruckListing = (filters: MatchingPostTrucksBody | null, page: number) =>
  useQuery(postedTruckListingQueryOptions(filters, page));
