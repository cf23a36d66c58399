import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRatingResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** Every rating query: a new rating refreshes them all. */
export const RATINGS_KEY = ['ratings'] as const;

/** A user's public profile card: standing and latest ratings (docs/api.md, userRating). */
export const userRatingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...RATINGS_KEY, 'user', userId],
    queryFn: ({ signal }) =>
      api<UserRatingResponse>('/Transpoter/userRating', { query: { users_id: userId }, signal }),
    select: (answer) => answer.data,
  });

export const useUserRating = (userId: string) => useQuery(userRatingQueryOptions(userId));
