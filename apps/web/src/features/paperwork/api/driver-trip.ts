import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverTripResponse } from '@lorrybazaar/contract';
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
