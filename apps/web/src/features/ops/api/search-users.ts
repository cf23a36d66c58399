import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsUser } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const userSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...OPS_KEY, 'users', q],
    queryFn: ({ signal }) => opsApi<{ data: OpsUser[] }>('/users', { query: { q }, signal }),
    enabled: q.trim().length > 0,
  });

export const useUserSearch = (q: string) => useQuery(userSearchQueryOptions(q));
