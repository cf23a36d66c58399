import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BidKind,
  NegotiationBody,
  NegotiationHistoryResponse,
  NegotiationResponse,
} from '@lorrybazaar/contract';
import { BIDS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

/**
 * The negotiation of a bid: `on_load` bids (bidsTruck, a bid on a load) use the "Truck" calls,
 * `on_truck` bids (bidsLoad, a bid on a posted truck) the plain ones (docs/api.md, Bids and negotiation).
 */
const HISTORY_PATH: Record<BidKind, string> = {
  on_load: '/Transpoter/getTruckNegotiationByUserAndBid',
  on_truck: '/Transpoter/getNegotiationByUserAndBid',
};
const COUNTER_PATH: Record<BidKind, string> = {
  on_load: '/Transpoter/insertTruckNegotiation',
  on_truck: '/Transpoter/negotiations',
};

export const getNegotiation = (kind: BidKind, bidId: string, signal?: AbortSignal) =>
  api<NegotiationHistoryResponse>(HISTORY_PATH[kind], { query: { bid_id: bidId }, signal });

export const counterOffer = (kind: BidKind, body: NegotiationBody) =>
  api<NegotiationResponse>(COUNTER_PATH[kind], { method: 'POST', body });

/** `updatedAt` of the bid is in the key so a new offer refetches. */
export const negotiationQueryOptions = (kind: BidKind, bidId: string, updatedAt: string) =>
  queryOptions({
    queryKey: [...BIDS_KEY, 'negotiation', kind, bidId, updatedAt],
    queryFn: ({ signal }) => getNegotiation(kind, bidId, signal),
  });

/** Loaded when a row is opened. */
export const useNegotiation = (kind: BidKind, bidId: string, updatedAt: string, enabled: boolean) =>
  useQuery({ ...negotiationQueryOptions(kind, bidId, updatedAt), enabled });

export function useCounterOffer(kind: BidKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NegotiationBody) => counterOffer(kind, body),
    onSuccess: () => client.invalidateQueries({ queryKey: BIDS_KEY }),
  });
}
