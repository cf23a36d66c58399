import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ScheduleDetailsResponse } from '@lorrybazaar/contract';
import { PAPERWORK_KEY, SCHEDULES_KEY } from '#api/query-keys';
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

/**
 * After a change that answers the trip as it now stands (a cancel, a lorry receipt, a proof of
 * delivery): the detail is that answer, and what the same screen shows beside it (the trip's
 * money, tracking and paperwork) is read again now, not at the next visit. The lists of trips and
 * the rest of `also` are only marked stale: no screen shows them at the same time.
 */
export async function showTripAsAnswered(
  client: QueryClient,
  scheduleId: string,
  answer: ScheduleDetailsResponse,
  also: readonly (readonly string[])[] = [],
) {
  const detail = scheduleDetailsQueryOptions(scheduleId).queryKey;
  client.setQueryData(detail, answer);
  for (const queryKey of [SCHEDULES_KEY, PAPERWORK_KEY, ...also]) {
    await client.invalidateQueries({ queryKey, refetchType: 'none' });
  }
  await client.refetchQueries({
    predicate: ({ queryKey }) =>
      (queryKey[0] === PAPERWORK_KEY[0] || queryKey[0] === SCHEDULES_KEY[0]) &&
      queryKey.at(-1) === scheduleId &&
      queryKey[1] !== detail[1],
    type: 'active',
  });
}
