import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTrackResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** How often the public page asks again while it is open (positions come every 5 minutes). */
export const PUBLIC_TRACK_REFRESH_MS = 60_000;

/**
 * A shared trip, as anyone with the link sees it. The server names places in the language the
 * i18next cookie says, so the language is part of the key: choosing another asks again.
 */
export const publicTrackQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: ['public-track', token, language],
    queryFn: ({ signal }) =>
      api<PublicTrackResponse>(`/public/track/${encodeURIComponent(token)}`, { signal }),
    refetchInterval: PUBLIC_TRACK_REFRESH_MS,
    retry: false,
  });

export const usePublicTrack = (token: string, language: string) =>
  useQuery(publicTrackQueryOptions(token, language));
