import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoadsForTruckQuery, LoadsForTruckResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { LISTINGS_KEY } from './query-keys';

/**
 * Open loads for one of my trucks, best first, ranked on the server (docs/decisions/028): return
 * loads after a trip (`schedule_id`) or after where the truck goes next, or loads where its
 * posting starts (`near: 'pickup'`, Trip Requests).
 */
export const getLoadsForTruck = (query: LoadsForTruckQuery, signal?: AbortSignal) =>
  api<LoadsForTruckResponse>('/Transpoter/getLoadsForTruck', { query: { ...query }, signal });

/** Under the listings: a new load, a bid or a booking refreshes it with them. */
export const loadsForTruckQueryOptions = (query: LoadsForTruckQuery) =>
  queryOptions({
    queryKey: [...LISTINGS_KEY, 'loads-for-truck', query],
    queryFn: ({ signal }) => getLoadsForTruck(query, signal),
  });

export const useLoadsForTruck = (query: LoadsForTruckQuery, enabled = true) =>
  useQuery({ ...loadsForTruckQueryOptions(query), enabled });
