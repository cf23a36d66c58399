import { useQuery } from '@tanstack/react-query';
import type { OpsPayments } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

/** Payments and gateway mandates: recent ones, or a mobile's or a gateway id's. */
export const usePayments = (q: string) =>
  useQuery({
    queryKey: [...OPS_KEY, 'payments', q],
    queryFn: ({ signal }) => opsApi<{ data: OpsPayments }>('/payments', { query: q ? { q } : {}, signal }),
  });
