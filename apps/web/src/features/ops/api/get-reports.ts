import { useQuery } from '@tanstack/react-query';
import type { OpsReport } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const useReports = (status: 'open' | 'closed') =>
  useQuery({
    queryKey: [...OPS_KEY, 'reports', status],
    queryFn: ({ signal }) => opsApi<{ data: OpsReport[] }>('/reports', { query: { status }, signal }),
  });
