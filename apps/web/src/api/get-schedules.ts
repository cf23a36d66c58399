import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateFilter, LoadSchedulesResponse, TruckSchedulesResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { SCHEDULES_KEY } from './query-keys';

/** Trips of my loads (docs/api.md, GET loadschedules; `data.data`). '' = All. */
export const getLoadSchedules = (filter: DateFilter | '', signal?: AbortSignal) =>
  api<LoadSchedulesResponse>('/Transpoter/loadschedules', { query: { date_filter: filter }, signal });

/** Trips of my trucks (truckschedules; `schedules`). */
export const getTruckSchedules = (filter: DateFilter | '', signal?: AbortSignal) =>
  api<TruckSchedulesResponse>('/Transpoter/truckschedules', { query: { date_filter: filter }, signal });

export const loadSchedulesQueryOptions = (filter: DateFilter | '') =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'loads', filter],
    queryFn: ({ signal }) => getLoadSchedules(filter, signal),
  });

export const truckSchedulesQueryOptions = (filter: DateFilter | '') =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'trucks', filter],
    queryFn: ({ signal }) => getTruckSchedules(filter, signal),
  });

export const useLoadSchedules = (filter: DateFilter | '', enabled = true) =>
  useQuery({ ...loadSchedulesQueryOptions(filter), enabled });

export const useTruckSchedules = (filter: DateFilter | '', enabled = true) =>
  useQuery({ ...truckSchedulesQueryOptions(filter), enabled });
