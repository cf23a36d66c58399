import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddLoadBody, AddLoadResponse } from '@lorrybazaar/contract';
import { OWN_LOADS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const addLoad = (body: AddLoadBody) =>
  api<AddLoadResponse>('/Transpoter/AddLoad', { method: 'POST', body });

export function useAddLoad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addLoad,
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_LOADS_KEY }),
  });
}
