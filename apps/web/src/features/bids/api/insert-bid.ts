import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InsertBidsLoadBody,
  InsertBidsTruckBody,
  InsertLoadBidResponse,
  InsertTruckBidResponse,
} from '@lorrybazaar/contract';
import { BIDS_KEY, LISTINGS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

/** Bid on a load with one of my trucks (the contract's crossed name: insertBidsLoad, bidsTruck_*). */
export const insertBidsLoad = (body: InsertBidsLoadBody) =>
  api<InsertTruckBidResponse>('/Transpoter/insertBidsLoad', { method: 'POST', body });

/** Bid on a posted truck with one of my loads (insertBidsTruck, bidsLoad_*). */
export const insertBidsTruck = (body: InsertBidsTruckBody) =>
  api<InsertLoadBidResponse>('/Transpoter/insertBidsTruck', { method: 'POST', body });

export function useBidOnLoad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: insertBidsLoad,
    // The marketplace cards and Trip Requests suggestions now say "Bid placed".
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: BIDS_KEY }),
        client.invalidateQueries({ queryKey: LISTINGS_KEY }),
      ]),
  });
}

export function useBidOnTruck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: insertBidsTruck,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: BIDS_KEY }),
        client.invalidateQueries({ queryKey: LISTINGS_KEY }),
      ]),
  });
}
