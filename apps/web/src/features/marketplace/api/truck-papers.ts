import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertTruckResponse, TruckPaperBody } from '@lorrybazaar/contract';
import { OWN_TRUCKS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

/** One paper of the user's truck uploaded again (docs/api.md, truckPapers): it waits for the check. */
export const sendTruckPaper = (body: TruckPaperBody) =>
  api<InsertTruckResponse>('/Transpoter/truckPapers', { method: 'POST', body });

export function useSendTruckPaper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTruckPaper,
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_TRUCKS_KEY }),
  });
}
