import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripDriverBody, TripDriverResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { consignmentNoteQueryOptions } from './get-consignment-note';
import { tripDriverQueryOptions } from './get-trip-driver';

export const assignTripDriver = (body: TripDriverBody) =>
  api<TripDriverResponse>('/Transpoter/tripDriver', { method: 'PUT', body });

/** Names the driver; the note shows the driver too, so it is read again. */
export function useAssignTripDriver(scheduleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TripDriverBody, 'schedule_id'>) =>
      assignTripDriver({ ...body, schedule_id: scheduleId }),
    onSuccess: (answer) => {
      client.setQueryData(tripDriverQueryOptions(scheduleId).queryKey, answer);
      return client.invalidateQueries({ queryKey: consignmentNoteQueryOptions(scheduleId).queryKey });
    },
  });
}
