import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoadRejectReason,
  OpsHeldLoadReleasedResponse,
  OpsHeldLoadsResponse,
} from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

/** Loads held for a price far above their lane's (docs/decisions/049), oldest first. */
export const useHeldLoads = () =>
  useQuery({
    queryKey: [...OPS_KEY, 'heldLoads'],
    queryFn: ({ signal }) => opsApi<OpsHeldLoadsResponse>('/heldLoads', { signal }),
  });

/** Releases one: it enters the marketplace; every console list is read again after. */
export function useReleaseLoad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (loadId: string) =>
      opsApi<OpsHeldLoadReleasedResponse>(`/heldLoads/${encodeURIComponent(loadId)}/release`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: OPS_KEY }),
  });
}

/** Rejects one with a reason (docs/decisions/057): it is closed unlisted and its poster told why. */
export function useRejectLoad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loadId, reason }: { loadId: string; reason: LoadRejectReason }) =>
      opsApi<OpsHeldLoadReleasedResponse>(`/heldLoads/${encodeURIComponent(loadId)}/reject`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: OPS_KEY }),
  });
}
