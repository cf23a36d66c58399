import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DriverTripEventBody,
  DriverTripPositionsBody,
  DriverTripResponse,
  TripPositionsResponse,
} from '@lorrybazaar/contract';
import { API_BASE_URL } from '#config/app';
import { PAPERWORK_KEY } from '#api/query-keys';
import { publicApi } from '#lib/api-client';

/** The driver's page of one trip, by the link's token (no account). */
export const driverTripQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...PAPERWORK_KEY, 'driver-trip', token],
    queryFn: ({ signal }) =>
      publicApi<DriverTripResponse>(`/public/driver/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

export const useDriverTrip = (token: string) => useQuery(driverTripQueryOptions(token));

/** The issued LR's PDF, downloaded through the driver's link. */
export const driverLrUrl = (token: string) => `${API_BASE_URL}/public/driver/${encodeURIComponent(token)}/lr`;

/** The driver's page checks the next milestone in (by the link: no account); answers the page. */
export function useDriverCheckIn(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DriverTripEventBody) =>
      publicApi<DriverTripResponse>(`/public/driver/${encodeURIComponent(token)}/tripEvents`, {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => client.setQueryData(driverTripQueryOptions(token).queryKey, answer),
  });
}

/**
 * The driver's page's positions while it shares them (by the link: no account; decision 051),
 * queued under the link's id, not the whole token (the token is the driver's secret).
 */
export const driverPositionsChannel = (token: string) => ({
  queue: `driver-${token.split('.')[0]}`,
  send: (positions: DriverTripPositionsBody['positions']) =>
    publicApi<TripPositionsResponse>(`/public/driver/${encodeURIComponent(token)}/tripPositions`, {
      method: 'POST',
      body: { positions },
    }),
});
