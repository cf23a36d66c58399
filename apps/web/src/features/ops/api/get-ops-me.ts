import { queryOptions, useQuery } from '@tanstack/react-query';
import { OPS_KEY, opsApi } from './ops-api';

/** Whether the signed-in account is an operator (401: nobody signed in; 403: not an operator). */
export const opsMeQueryOptions = () =>
  queryOptions({
    queryKey: [...OPS_KEY, 'me'],
    queryFn: ({ signal }) => opsApi<{ operator: true }>('/me', { signal }),
    retry: false,
  });

export const useOpsMe = () => useQuery(opsMeQueryOptions());
