import { queryOptions, useQuery } from '@tanstack/react-query';
import { DRIVER_VERIFIED_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

/**
 * Whether the signed-in driver may bid (both driver documents approved; docs/api.md, Roles). Read from
 * the driver's own profile; the server checks again on every bid.
 */
export const getDriverVerified = (signal?: AbortSignal) =>
  api<{ data: { verified?: boolean } }>('/Driver/getDriverById', { signal }).then(
    (body) => body.data.verified === true,
  );

export const driverVerifiedQueryOptions = () =>
  queryOptions({
    queryKey: DRIVER_VERIFIED_KEY,
    queryFn: ({ signal }) => getDriverVerified(signal),
    staleTime: 60_000,
  });

export const useDriverVerified = (enabled: boolean) => useQuery({ ...driverVerifiedQueryOptions(), enabled });
