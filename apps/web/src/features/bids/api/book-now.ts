import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookNowBody, BookTruckNowBody, ScheduleCreatedResponse } from '@lorrybazaar/contract';
import { BOOKED_KEYS } from '#api/query-keys';
import { api } from '#lib/api-client';

/** Book Now: one truck of a load at its asking price (docs/api.md, Terms and Book Now). */
export const bookNow = (body: BookNowBody) =>
  api<ScheduleCreatedResponse>('/Transpoter/bookNow', { method: 'POST', body });

/** Book Now on a posted truck: with one of my loads, at the posting's asking price. */
export const bookTruckNow = (body: BookTruckNowBody) =>
  api<ScheduleCreatedResponse>('/Transpoter/bookTruckNow', { method: 'POST', body });

/** A booking changes what an accept changes: bids, schedules, own items, the marketplace. */
function useBooking<B>(book: (body: B) => Promise<ScheduleCreatedResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: book,
    onSuccess: () => Promise.all(BOOKED_KEYS.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useBookNow = () => useBooking(bookNow);
export const useBookTruckNow = () => useBooking(bookTruckNow);
