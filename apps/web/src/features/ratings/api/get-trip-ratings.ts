import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripRatingsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { RATINGS_KEY } from './get-user-rating';

/** A delivered trip's two ratings and whether the caller may rate (docs/api.md, tripRatings). */
export const tripRatingsQueryOptions = (scheduleId: string) =>
  queryOptions({
    queryKey: [...RATINGS_KEY, 'trip', scheduleId],
    queryFn: ({ signal }) =>
      api<TripRatingsResponse>('/Transpoter/tripRatings', { query: { schedule_id: scheduleId }, signal }),
    select: (answer) => answer.data,
  });

export const useTripRatings = (scheduleId: string, enabled: boolean) =>
  useQuery({ ...tripRatingsQueryOptions(scheduleId), enabled });
