import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedListingResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/**
 * A shared load or truck, as anyone with the link sees it (docs/decisions/050). The server names
 * places and trucks in the language the i18next cookie says, so the language is part of the key:
 * choosing another in the header asks again.
 */
export const sharedListingQueryOptions = (kind: string, id: string, language: string) =>
  queryOptions({
    queryKey: ['shared-listing', kind, id, language],
    queryFn: ({ signal }) =>
      api<SharedListingResponse>(`/public/listings/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, {
        signal,
      }),
    retry: false,
  });

export const useSharedListing = (kind: string, id: string, language: string) =>
  useQuery(sharedListingQueryOptions(kind, id, language));
