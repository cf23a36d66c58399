import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnTrucksResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** `status`: '' All, '1' Added, '5' Posted; always the signed-in user's trucks. */
export const getTrucksByUserId = (status: string, signal?: AbortSignal) =>
  api<OwnTrucksResponse>('/Transpoter/getTrucksByUserId', { query: { trucks_status: status }, signal });

export function useOwnTrucks(status: string, enabled = true) {
  return useQuery({
    queryKey: ['own-trucks', status],
    queryFn: ({ signal }) => getTrucksByUserId(status, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
