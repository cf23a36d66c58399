import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateTripBody, RateTripResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const rateTrip = (body: RateTripBody) =>
  api<RateTripResponse>('/Transpoter/rateTrip', { method: 'POST', body });

/** Rate the other party of a delivered trip (or change it); their card and bids show it after. */
export function useRateTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rateTrip,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['ratings'] }),
        client.invalidateQueries({ queryKey: ['bids'], refetchType: 'none' }),
        client.invalidateQueries({ queryKey: ['marketplace'], refetchType: 'none' }),
      ]),
  });
}
