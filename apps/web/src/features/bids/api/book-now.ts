import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookNowBody, ScheduleCreatedResponse } from '@lorrybazaar/contract';
import { BOOKED_KEYS } from '#api/query-keys';
import { api } from '#lib/api-client';

/** Book Now: one truck of a load at its asking price (docs/api.md, Terms and Book Now). */
export const bookNow = (body: BookNowBody) =>
  api<ScheduleCreatedResponse>('/Transpoter/bookNow', { method: 'POST', body });

/** A booking changes what an accept changes: bids, schedules, own items, the marketplace. */
export function useBookNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bookNow,
    onSuccess: () => Promise.all(BOOKED_KEYS.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
