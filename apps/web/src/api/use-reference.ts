import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '#lib/api-client';

/**
 * Reference data (docs/api.md, Reference data) changes only with a migration, so it is cached for the whole
 * visit. Names are localised (`?lang=`) and the key carries the language: switching refetches.
 */
const REFERENCE_STALE_MS = 24 * 60 * 60_000;

export const referenceQueryOptions = <T>(call: string, query: Record<string, string>, lang: string) =>
  queryOptions({
    queryKey: ['reference', call, query, lang],
    queryFn: ({ signal }) =>
      api<{ data?: T[] }>(`/Transpoter/${call}`, { query: { ...query, lang }, signal }).then(
        (body) => body.data ?? [],
      ),
    staleTime: REFERENCE_STALE_MS,
    gcTime: REFERENCE_STALE_MS,
  });

export function useReference<T>(call: string, query: Record<string, string> = {}, enabled = true) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({ ...referenceQueryOptions<T>(call, query, lang), enabled });
}
