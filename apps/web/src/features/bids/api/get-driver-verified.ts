import { useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

/**
 * Whether the signed-in driver may bid (both driver documents approved; docs/api.md, Roles). Read from
 * the driver's own profile; the server checks again on every bid.
 */
export const getDriverVerified = (signal?: AbortSignal) =>
  api<{ data: { verified?: boolean } }>('/Driver/getDriverById', { signal }).then(
    (body) => body.data.verified === true,
  );

export const useDriverVerified = (enabled: boolean) =>
  useQuery({
    queryKey: ['bids', 'driver-verified'],
    queryFn: ({ signal }) => getDriverVerified(signal),
    enabled,
    staleTime: 60_000,
  });
