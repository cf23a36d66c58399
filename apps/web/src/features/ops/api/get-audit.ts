import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsAuditEntry } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...OPS_KEY, 'audit', page],
    queryFn: ({ signal }) =>
      opsApi<{ data: OpsAuditEntry[]; totalPages: number }>('/audit', { query: { page }, signal }),
  });

export const useAudit = (page: number) => useQuery(auditQueryOptions(page));
