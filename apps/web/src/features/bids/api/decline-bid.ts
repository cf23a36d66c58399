import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidKind, DeclineResponse } from '@lorrybazaar/contract';
import { BIDS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

/** Decline (docs/api.md): PATCH bidsTruckStatus for bids on a load, bidsLoadStatus for bids on a truck. */
export const declineBid = (kind: BidKind, bidId: string) =>
  kind === 'on_load'
    ? api<DeclineResponse>('/Transpoter/bidsTruckStatus', { method: 'PATCH', body: { bidsTruck_id: bidId } })
    : api<DeclineResponse>('/Transpoter/bidsLoadStatus', { method: 'PATCH', body: { bidsLoad_id: bidId } });

export function useDeclineBid(kind: BidKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bidId: string) => declineBid(kind, bidId),
    onSuccess: () => client.invalidateQueries({ queryKey: BIDS_KEY }),
  });
}
