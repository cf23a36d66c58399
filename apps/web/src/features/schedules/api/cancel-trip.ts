import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelReason, ScheduleDetailsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { BOOKED_KEYS } from '#api/query-keys';
import { scheduleDetailsQueryOptions } from './get-schedule-details';

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
    onSuccess: async (answer) => {
      client.setQueryData(scheduleDetailsQueryOptions(scheduleId).queryKey, answer);
      // The load (and posting) are back on the market: the lists, own items and bids change too.
      for (const queryKey of BOOKED_KEYS) {
        await client.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}
