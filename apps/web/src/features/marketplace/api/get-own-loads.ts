import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@lorrybazaar/contract';
import { getLoadsByUserId } from '#api/get-loads-by-user-id';
import { OWN_LOADS_KEY } from '#api/query-keys';

/** Your Loads, a page at a time. */
export const ownLoadsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...OWN_LOADS_KEY, page],
    queryFn: ({ signal }) => getLoadsByUserId(page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

export const useOwnLoads = (page: number) => useQuery(ownLoadsQueryOptions(page));
