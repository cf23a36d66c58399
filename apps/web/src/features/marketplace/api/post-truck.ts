import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostTruckBody, PostTruckResponse } from '@lorrybazaar/contract';
import { OWN_TRUCKS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';
import { POSTED_TRUCK_LISTING_KEY } from './use-posted-truck-listing';

export const postTruck = (body: PostTruckBody) =>
  api<PostTruckResponse>('/Transpoter/postTruck', { method: 'POST', body });

export function usePostTruck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postTruck,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: OWN_TRUCKS_KEY }),
        client.invalidateQueries({ queryKey: POSTED_TRUCK_LISTING_KEY }),
      ]),
  });
}
