import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type OwnLoadsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** The signed-in user's loads: the server takes the user from the session, not from a query id. */
export const getLoadsByUserId = (page: number, signal?: AbortSignal) =>
  api<OwnLoadsResponse>('/Transpoter/getLoadsByUserId', { query: { page, limit: PAGE_SIZE }, signal });

export function useOwnLoads(page: number) {
  return useQuery({
    queryKey: ['own-loads', page],
    queryFn: ({ signal }) => getLoadsByUserId(page, signal),
    placeholderData: keepPreviousData,
  });
}
