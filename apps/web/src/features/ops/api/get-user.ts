import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsUserDetail } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const opsUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...OPS_KEY, 'user', id],
    queryFn: ({ signal }) => opsApi<{ data: OpsUserDetail }>(`/users/${encodeURIComponent(id)}`, { signal }),
  });

export const useOpsUser = (id: string) => useQuery(opsUserQueryOptions(id));
