import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertTruckBody, InsertTruckResponse } from '@lorrybazaar/contract';
import { OWN_TRUCKS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const insertTruck = (body: InsertTruckBody) =>
  api<InsertTruckResponse>('/Transpoter/insertTruck', { method: 'POST', body });

export function useInsertTruck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: insertTruck,
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_TRUCKS_KEY }),
  });
}
