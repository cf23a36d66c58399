import { useQuery } from '@tanstack/react-query';
import type { OpsDocument } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const useQueue = () =>
  useQuery({
    queryKey: [...OPS_KEY, 'documents'],
    queryFn: ({ signal }) => opsApi<{ data: OpsDocument[] }>('/documents', { signal }),
  });
