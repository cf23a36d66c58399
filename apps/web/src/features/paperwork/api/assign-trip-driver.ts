import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripDriverBody, TripDriverResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { tripDriverKey } from './get-trip-driver';

export const assignTripDriver = (body: TripDriverBody) =>
  api<TripDriverResponse>('/Transpoter/tripDriver', { method: 'PUT', body });

/** Names the driver; the note shows the driver too, so it is read again. */
export function useAssignTripDriver(scheduleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TripDriverBody, 'schedule_id'>) =>
      assignTripDriver({ ...body, schedule_id: scheduleId }),
    onSuccess: (answer) => {
      client.setQueryData(tripDriverKey(scheduleId), answer);
      return client.invalidateQueries({ queryKey: ['paperwork', 'note', scheduleId] });
    },
  });
}
