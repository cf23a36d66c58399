import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsCounts } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const countsQueryOptions = () =>
  queryOptions({
    queryKey: [...OPS_KEY, 'counts'],
    queryFn: ({ signal }) =>
      opsApi<{ data: { day: string; today: OpsCounts; last_30_days: OpsCounts } }>('/counts', { signal }),
  });

export const useCounts = () => useQuery(countsQueryOptions());
