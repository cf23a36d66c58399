import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlaceNames } from '@lorrybazaar/contract';
import { api } from './api-client';

/** How a stored place is looked up: any case, one space after the comma. */
const placeKey = (place: string) =>
  place
    .trim()
    .toLowerCase()
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ');

/** Place names change only with a migration: fetched once a visit per language. */
const PLACE_NAMES_STALE_MS = 24 * 60 * 60_000;

/** The lookup of place names in one language, keyed as placeKey has them; English asks for nothing. */
export const placeNamesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['reference', 'getPlaceNames', lang],
    queryFn: ({ signal }) =>
      api<{ data?: PlaceNames }>('/Transpoter/getPlaceNames', { query: { lang }, signal }).then(
        (body) =>
          new Map(Object.entries(body.data ?? {}).map(([english, local]) => [placeKey(english), local])),
      ),
    enabled: lang !== 'en',
    staleTime: PLACE_NAMES_STALE_MS,
    gcTime: PLACE_NAMES_STALE_MS,
  });

/**
 * Shows a stored location in the screen's language: places are stored in English ("Nagpur,
 * Maharashtra", so every language's searches find them) and named on screen from the lookup
 * getPlaceNames sends (docs/decisions/020): a whole name, else "District, State" from its two
 * parts. Text that names no known place is shown as typed.
 * English asks for nothing.
 */
export function usePlaceName(): (place: string) => string {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const { data } = useQuery(placeNamesQueryOptions(lang));
  return useCallback(
    (place: string) => {
      if (!data) return place;
      const whole = data.get(placeKey(place));
      if (whole) return whole;
      // "Nagpur, Maharashtra": the district and the state, each named.
      const comma = place.lastIndexOf(',');
      const district = comma > 0 ? data.get(placeKey(place.slice(0, comma))) : undefined;
      const state = comma > 0 ? data.get(placeKey(place.slice(comma + 1))) : undefined;
      return district && state ? `${district}, ${state}` : place;
    },
    [data],
  );
}
