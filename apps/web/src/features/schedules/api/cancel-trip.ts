import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelReason, ScheduleDetailsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { BOOKED_KEYS } from '#api/query-keys';
import { showTripAsAnswered } from './get-schedule-details';

/** Calls the trip off (docs/decisions/045); the answer is the trip as it now stands. */
export const cancelTrip = (scheduleId: string, reason: CancelReason) =>
  api<ScheduleDetailsResponse>('/Transpoter/cancelTrip', {
    method: 'POST',
    body: { schedule_id: scheduleId, reason },
  });

export function useCancelTrip(scheduleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: CancelReason) => cancelTrip(scheduleId, reason),
    // The trip's money and papers change on screen; the load (and posting) are back on the
    // market, so the lists, own items and bids change too.
    onSuccess: (answer) => showTripAsAnswered(client, scheduleId, answer, BOOKED_KEYS),
  });
}
