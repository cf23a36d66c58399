import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsReport } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const decideReport = ({ id, outcome }: { id: string; outcome: 'resolved' | 'dismissed' }) =>
  opsApi<{ message: string; data: OpsReport }>(`/reports/${encodeURIComponent(id)}/decide`, {
    method: 'POST',
    body: { outcome },
  });

export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: () => client.invalidateQueries({ queryKey: OPS_KEY }),
  });
}
