import { useQuery } from '@tanstack/react-query';
import type { LoadsForTruckQuery, LoadsForTruckResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/**
 * Open loads for one of my trucks, best first, ranked on the server (docs/decisions/028): return
 * loads after a trip (`schedule_id`) or after where the truck goes next, or loads where its
 * posting starts (`near: 'pickup'`, Trip Requests).
 */
export const getLoadsForTruck = (query: LoadsForTruckQuery, signal?: AbortSignal) =>
  api<LoadsForTruckResponse>('/Transpoter/getLoadsForTruck', { query: { ...query }, signal });

/** Under ['marketplace']: a new load, a bid or a booking refreshes it with the listings. */
export const useLoadsForTruck = (query: LoadsForTruckQuery, enabled = true) =>
  useQuery({
    queryKey: ['marketplace', 'loads-for-truck', query],
    queryFn: ({ signal }) => getLoadsForTruck(query, signal),
    enabled,
  });
