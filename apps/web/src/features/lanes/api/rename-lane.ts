import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedLane } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { savedLanesQueryOptions } from './get-saved-lanes';

export const renameLane = ({ id, name }: { id: string; name: string }) =>
  api<{ message: string; data: SavedLane }>(`/Transpoter/savedLanes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
  });

export function useRenameLane() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameLane,
    onSuccess: () => client.invalidateQueries({ queryKey: savedLanesQueryOptions().queryKey }),
  });
}
