import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsUser } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export const setSuspended = ({ id, suspend, note }: { id: string; suspend: boolean; note: string }) =>
  opsApi<{ message: string; data: OpsUser }>(
    `/users/${encodeURIComponent(id)}/${suspend ? 'suspend' : 'restore'}`,
    { method: 'POST', body: { note } },
  );

export function useSetSuspended() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSuspended,
    onSuccess: () => client.invalidateQueries({ queryKey: OPS_KEY }),
  });
}
