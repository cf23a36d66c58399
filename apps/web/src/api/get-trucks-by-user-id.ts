import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnTrucksResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { OWN_TRUCKS_KEY } from './query-keys';

/** `status`: '' All, '1' Added, '5' Posted; always the signed-in user's trucks. */
export const getTrucksByUserId = (status: string, signal?: AbortSignal) =>
  api<OwnTrucksResponse>('/Transpoter/getTrucksByUserId', { query: { trucks_status: status }, signal });

export const ownTrucksQueryOptions = (status: string) =>
  queryOptions({
    queryKey: [...OWN_TRUCKS_KEY, status],
    queryFn: ({ signal }) => getTrucksByUserId(status, signal),
    placeholderData: keepPreviousData,
  });

export const useOwnTrucks = (status: string, enabled = true) =>
  useQuery({ ...ownTrucksQueryOptions(status), enabled });
