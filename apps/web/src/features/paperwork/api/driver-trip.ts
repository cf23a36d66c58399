import { useQuery } from '@tanstack/react-query';
import type { DriverTripResponse } from '@lorrybazaar/contract';
import { API_BASE_URL } from '#config/app';
import { publicApi } from '#lib/api-client';

export const driverTripKey = (token: string) => ['paperwork', 'driver-trip', token] as const;

/** The driver's page of one trip, by the link's token (no account). */
export const useDriverTrip = (token: string) =>
  useQuery({
    queryKey: driverTripKey(token),
    queryFn: ({ signal }) =>
      publicApi<DriverTripResponse>(`/public/driver/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

/** The issued LR's PDF, downloaded through the driver's link. */
export const driverLrUrl = (token: string) => `${API_BASE_URL}/public/driver/${encodeURIComponent(token)}/lr`;
