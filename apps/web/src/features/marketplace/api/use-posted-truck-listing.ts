import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type MatchingPostTrucksBody } from '@lorrybazaar/contract';
import { getMatchingPostTrucks } from '#api/get-matching-post-trucks';
import { getPaginatedTrucks } from './get-paginated-trucks';

/** The Trucks tab: every open posting until the user searches, then the matching ones; pages of 12. */
export function usePostedTruckListing(filters: MatchingPostTrucksBody | null, page: number) {
  return useQuery({
    queryKey: ['marketplace', 'trucks', filters, page],
    queryFn: ({ signal }) =>
      filters
        ? getMatchingPostTrucks({ ...filters, page, limit: PAGE_SIZE }, signal)
        : getPaginatedTrucks(page, signal),
    placeholderData: keepPreviousData,
  });
}
