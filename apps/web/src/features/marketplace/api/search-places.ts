import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Place } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export async function searchPlaces(q: string, lang: string, signal?: AbortSignal): Promise<Place[]> {
  const body = await api<{ data?: Place[] }>('/Transpoter/searchPlaces', { query: { q, lang }, signal });
  return body.data ?? [];
}

/**
 * Place suggestions (districts with their state) for location fields, from 2 characters; the
 * previous suggestions stay while the next ones come, so the list does not flicker per key.
 */
export const placeSuggestionsQueryOptions = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['places', q.toLowerCase(), lang],
    queryFn: ({ signal }) => searchPlaces(q, lang, signal),
    enabled: q.length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });

export function usePlaceSuggestions(q: string) {
  const { i18n } = useTranslation();
  return useQuery(placeSuggestionsQueryOptions(q, i18n.resolvedLanguage ?? i18n.language));
}
