import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TrackingLinkResponse,
  TripEventBody,
  TripPositionsBody,
  TripTrackingResponse,
} from '@lorrybazaar/contract';
import { SCHEDULES_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getTripTracking = (scheduleId: string, signal?: AbortSignal) =>
  api<TripTrackingResponse>('/Transpoter/tripTracking', { query: { schedule_id: scheduleId }, signal });

/** Under the schedules root: a notification about the trip (a milestone, a document) refreshes it too. */
export const tripTrackingQueryOptions = (scheduleId: string) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'tracking', scheduleId],
    queryFn: ({ signal }) => getTripTracking(scheduleId, signal),
  });

export const useTripTracking = (scheduleId: string) => useQuery(tripTrackingQueryOptions(scheduleId));

/** The truck side checks a milestone in; the answer is the timeline as it now stands. */
export function useRecordMilestone(scheduleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TripEventBody, 'schedule_id'>) =>
      api<TripTrackingResponse>('/Transpoter/tripEvents', {
        method: 'POST',
        body: { ...body, schedule_id: scheduleId },
      }),
    onSuccess: (answer) => client.setQueryData(tripTrackingQueryOptions(scheduleId).queryKey, answer),
  });
}

/** The trip page's positions, queued under the trip's id (use-share-position.ts). */
export const tripPositionsChannel = (scheduleId: string) => ({
  queue: scheduleId,
  send: (positions: TripPositionsBody['positions']) =>
    api('/Transpoter/tripPositions', { method: 'POST', body: { schedule_id: scheduleId, positions } }),
});

/** Makes (or answers the live) tracking link of the viewer, or revokes one. */
export function useTrackingLink(scheduleId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: tripTrackingQueryOptions(scheduleId).queryKey });
  const create = useMutation({
    mutationFn: () =>
      api<TrackingLinkResponse>('/Transpoter/trackingLinks', {
        method: 'POST',
        body: { schedule_id: scheduleId },
      }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (linkId: string) =>
      api<{ message: string }>('/Transpoter/trackingLinks', { method: 'DELETE', body: { link_id: linkId } }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
