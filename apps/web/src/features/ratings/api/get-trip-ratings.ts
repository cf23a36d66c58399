import { useQuery } from '@tanstack/react-query';
import type { TripRatingsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const tripRatingsKey = (scheduleId: string) => ['ratings', 'trip', scheduleId] as const;

/** A delivered trip's two ratings and whether the caller may rate (docs/api.md, tripRatings). */
export const useTripRatings = (scheduleId: string, enabled: boolean) =>
  useQuery({
    queryKey: tripRatingsKey(scheduleId),
    queryFn: ({ signal }) =>
      api<TripRatingsResponse>('/Transpoter/tripRatings', { query: { schedule_id: scheduleId }, signal }),
    enabled,
    select: (answer) => answer.data,
  });
