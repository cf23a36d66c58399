import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsPayment } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const resyncPayment = (id: string) =>
  opsApi<{ message: string; data: OpsPayment }>(`/payments/${encodeURIComponent(id)}/resync`, {
    method: 'POST',
  });

/** Asks the gateway about one payment now; every console list is read again after. */
export function useResyncPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resyncPayment,
    onSuccess: () => client.invalidateQueries({ queryKey: OPS_KEY }),
  });
}
