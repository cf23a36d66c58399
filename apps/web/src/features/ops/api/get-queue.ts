import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsDocument } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const queueQueryOptions = () =>
  queryOptions({
    queryKey: [...OPS_KEY, 'documents'],
    queryFn: ({ signal }) => opsApi<{ data: OpsDocument[] }>('/documents', { signal }),
  });

export const useQueue = () => useQuery(queueQueryOptions());
