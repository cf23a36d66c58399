import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostTruckBody, PostTruckResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const postTruck = (body: PostTruckBody) =>
  api<PostTruckResponse>('/Transpoter/postTruck', { method: 'POST', body });

export function usePostTruck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postTruck,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['own-trucks'] }),
        client.invalidateQueries({ queryKey: ['marketplace', 'trucks'] }),
      ]),
  });
}
