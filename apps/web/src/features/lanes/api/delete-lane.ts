import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { savedLanesQueryOptions } from './get-saved-lanes';

export const deleteLane = (id: string) =>
  api<{ message: string }>(`/Transpoter/savedLanes/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteLane() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLane,
    onSuccess: () => client.invalidateQueries({ queryKey: savedLanesQueryOptions().queryKey }),
  });
}
