import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveLaneBody, SavedLane } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { LANES_KEY } from './get-saved-lanes';

export const saveLane = (body: SaveLaneBody) =>
  api<{ message: string; data: SavedLane }>('/Transpoter/savedLanes', { method: 'POST', body });

export function useSaveLane() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLane,
    onSuccess: () => client.invalidateQueries({ queryKey: LANES_KEY }),
  });
}
