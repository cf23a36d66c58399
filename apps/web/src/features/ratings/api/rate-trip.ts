import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateTripBody, RateTripResponse } from '@lorrybazaar/contract';
import { BIDS_KEY, LISTINGS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';
import { RATINGS_KEY } from './get-user-rating';

export const rateTrip = (body: RateTripBody) =>
  api<RateTripResponse>('/Transpoter/rateTrip', { method: 'POST', body });

/** Rate the other party of a delivered trip (or change it); their card and bids show it after. */
export function useRateTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rateTrip,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: RATINGS_KEY }),
        client.invalidateQueries({ queryKey: BIDS_KEY, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: LISTINGS_KEY, refetchType: 'none' }),
      ]),
  });
}
