import { useQuery } from '@tanstack/react-query';
import type { DateFilter, LoadSchedulesResponse, TruckSchedulesResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** Trips of my loads (docs/api.md, GET loadschedules; `data.data`). '' = All. */
export const getLoadSchedules = (filter: DateFilter | '', signal?: AbortSignal) =>
  api<LoadSchedulesResponse>('/Transpoter/loadschedules', { query: { date_filter: filter }, signal });

/** Trips of my trucks (truckschedules; `schedules`). */
export const getTruckSchedules = (filter: DateFilter | '', signal?: AbortSignal) =>
  api<TruckSchedulesResponse>('/Transpoter/truckschedules', { query: { date_filter: filter }, signal });

export const useLoadSchedules = (filter: DateFilter | '', enabled = true) =>
  useQuery({
    queryKey: ['schedules', 'loads', filter],
    queryFn: ({ signal }) => getLoadSchedules(filter, signal),
    enabled,
  });

export const useTruckSchedules = (filter: DateFilter | '', enabled = true) =>
  useQuery({
    queryKey: ['schedules', 'trucks', filter],
    queryFn: ({ signal }) => getTruckSchedules(filter, signal),
    enabled,
  });
