import { useQuery } from '@tanstack/react-query';
import type { UserRatingResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** A user's public profile card: standing and latest ratings (docs/api.md, userRating). */
export const useUserRating = (userId: string) =>
  useQuery({
    queryKey: ['ratings', 'user', userId],
    queryFn: ({ signal }) =>
      api<UserRatingResponse>('/Transpoter/userRating', { query: { users_id: userId }, signal }),
    select: (answer) => answer.data,
  });
