import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveLaneBody, SavedLane } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { savedLanesQueryOptions } from './get-saved-lanes';

export const saveLane = (body: SaveLaneBody) =>
  api<{ message: string; data: SavedLane }>('/Transpoter/savedLanes', { method: 'POST', body });

export function useSaveLane() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLane,
    onSuccess: () => client.invalidateQueries({ queryKey: savedLanesQueryOptions().queryKey }),
  });
}
