import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripDriverResponse } from '@lorrybazaar/contract';
import { PAPERWORK_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getTripDriver = (scheduleId: string, signal?: AbortSignal) =>
  api<TripDriverResponse>('/Transpoter/tripDriver', { query: { schedule_id: scheduleId }, signal });

/** The trip's driver, and whether the caller may name one. */
export const tripDriverQueryOptions = (scheduleId: string) =>
  queryOptions({
    queryKey: [...PAPERWORK_KEY, 'driver', scheduleId],
    queryFn: ({ signal }) => getTripDriver(scheduleId, signal),
  });

export const useTripDriver = (scheduleId: string) => useQuery(tripDriverQueryOptions(scheduleId));
