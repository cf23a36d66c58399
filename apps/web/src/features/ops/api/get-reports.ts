import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsReport } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const reportsQueryOptions = (status: 'open' | 'closed') =>
  queryOptions({
    queryKey: [...OPS_KEY, 'reports', status],
    queryFn: ({ signal }) => opsApi<{ data: OpsReport[] }>('/reports', { query: { status }, signal }),
  });

export const useReports = (status: 'open' | 'closed') => useQuery(reportsQueryOptions(status));
