import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidKind, ScheduleCreatedResponse } from '@lorrybazaar/contract';
import { BOOKED_KEYS } from '#api/query-keys';
import { api } from '#lib/api-client';

/**
 * Accepting a bid is the schedule call (docs/api.md, Schedules): insertLoadSchedule for a bid on a load,
 * POST truckschedules for a bid on a posted truck. The bid decides everything else, so the
 * bid id is all that is sent (the server also takes the contract's fuller payload).
 */
export const acceptBid = (kind: BidKind, bidId: string) =>
  kind === 'on_load'
    ? api<ScheduleCreatedResponse>('/Transpoter/insertLoadSchedule', {
        method: 'POST',
        body: { bidsTruck_id: bidId },
      })
    : api<ScheduleCreatedResponse>('/Transpoter/truckschedules', {
        method: 'POST',
        body: { bidsLoad_id: bidId },
      });

/** After an accept every list may change: bids, schedules, own loads and trucks, the marketplace. */
export function useAcceptBid(kind: BidKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bidId: string) => acceptBid(kind, bidId),
    onSuccess: () => Promise.all(BOOKED_KEYS.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
