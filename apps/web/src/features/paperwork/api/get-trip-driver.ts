import { useQuery } from '@tanstack/react-query';
import type { TripDriverResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const tripDriverKey = (scheduleId: string) => ['paperwork', 'driver', scheduleId] as const;

export const getTripDriver = (scheduleId: string, signal?: AbortSignal) =>
  api<TripDriverResponse>('/Transpoter/tripDriver', { query: { schedule_id: scheduleId }, signal });

export const useTripDriver = (scheduleId: string) =>
  useQuery({
    queryKey: tripDriverKey(scheduleId),
    queryFn: ({ signal }) => getTripDriver(scheduleId, signal),
  });
