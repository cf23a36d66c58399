import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoadBidsResponse, TruckBidsResponse } from '@lorrybazaar/contract';
import { BIDS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

/**
 * The four bid lists (docs/api.md, Bids and negotiation; the body is `{ data: [...] }`, read as `data.data`).
 * The server takes the user from the session; ids of someone else's load or truck answer 404.
 */
export const viewAllBids = (loadId: string, signal?: AbortSignal) =>
  api<TruckBidsResponse>('/Transpoter/viewAllBids', { query: { load_id: loadId }, signal });
export const viewAllBidsTruck = (truckId: string, signal?: AbortSignal) =>
  api<LoadBidsResponse>('/Transpoter/viewAllBidsTruck', { query: { trucks_id: truckId }, signal });
export const getBidsByUserAndLoadId = (loadId: string, signal?: AbortSignal) =>
  api<LoadBidsResponse>('/Transpoter/getBidsByUserAndLoadId', { query: { load_id: loadId }, signal });
export const getBidsByUserAndTruck = (truckId: string, signal?: AbortSignal) =>
  api<TruckBidsResponse>('/Transpoter/getBidsByUserAndTruck', { query: { trucks_id: truckId }, signal });

/** Bids others made on my load (with their trucks): /c/ViewBidsLoad/{loads_id}. */
export const bidsOnMyLoadQueryOptions = (loadId: string) =>
  queryOptions({
    queryKey: [...BIDS_KEY, 'received', 'load', loadId],
    queryFn: ({ signal }) => viewAllBids(loadId, signal),
  });

/** Bids others made on my posted truck (with their loads): /c/ViewBidsTruck/{truck_id}. */
export const bidsOnMyTruckQueryOptions = (truckId: string) =>
  queryOptions({
    queryKey: [...BIDS_KEY, 'received', 'truck', truckId],
    queryFn: ({ signal }) => viewAllBidsTruck(truckId, signal),
  });

/** Bids I made with my load on posted trucks: /c/ViewAllMyLoadBids/{loads_id}. */
export const myBidsWithLoadQueryOptions = (loadId: string) =>
  queryOptions({
    queryKey: [...BIDS_KEY, 'mine', 'load', loadId],
    queryFn: ({ signal }) => getBidsByUserAndLoadId(loadId, signal),
  });

/** Bids I made with my truck on loads: /c/ViewAllMyTruckBids/{truck_id}. */
export const myBidsWithTruckQueryOptions = (truckId: string) =>
  queryOptions({
    queryKey: [...BIDS_KEY, 'mine', 'truck', truckId],
    queryFn: ({ signal }) => getBidsByUserAndTruck(truckId, signal),
  });

export const useBidsOnMyLoad = (loadId: string) => useQuery(bidsOnMyLoadQueryOptions(loadId));
export const useBidsOnMyTruck = (truckId: string) => useQuery(bidsOnMyTruckQueryOptions(truckId));
export const useMyBidsWithLoad = (loadId: string) => useQuery(myBidsWithLoadQueryOptions(loadId));
export const useMyBidsWithTruck = (truckId: string) => useQuery(myBidsWithTruckQueryOptions(truckId));
