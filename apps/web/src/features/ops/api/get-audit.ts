import { useQuery } from '@tanstack/react-query';
import type { OpsAuditEntry } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const useAudit = (page: number) =>
  useQuery({
    queryKey: [...OPS_KEY, 'audit', page],
    queryFn: ({ signal }) =>
      opsApi<{ data: OpsAuditEntry[]; totalPages: number }>('/audit', { query: { page }, signal }),
  });
