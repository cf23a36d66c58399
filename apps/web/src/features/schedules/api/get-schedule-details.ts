import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleDetailsResponse } from '@lorrybazaar/contract';
import { SCHEDULES_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getScheduleDetails = (scheduleId: string, signal?: AbortSignal) =>
  api<ScheduleDetailsResponse>('/Transpoter/scheduleDetails', { query: { schedule_id: scheduleId }, signal });

/**
 * The document links in the answer work for 5 minutes (docs/api.md, Files), so the detail is fetched
 * again every 4 minutes while it is on screen.
 */
export const SIGNED_LINK_REFRESH_MS = 4 * 60_000;

export const scheduleDetailsQueryOptions = (scheduleId: string) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'detail', scheduleId],
    queryFn: ({ signal }) => getScheduleDetails(scheduleId, signal),
    refetchInterval: SIGNED_LINK_REFRESH_MS,
    staleTime: 0,
  });

export const useScheduleDetails = (scheduleId: string) => useQuery(scheduleDetailsQueryOptions(scheduleId));
