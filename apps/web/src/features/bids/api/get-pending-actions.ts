import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingAction, PendingActionsResponse } from '@lorrybazaar/contract';
import { BIDS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';
import { pollWhenDown, useLiveStatus } from '#lib/live-events';

export const getPendingActions = (signal?: AbortSignal) =>
  api<PendingActionsResponse>('/Transpoter/pendingActions', { signal });

export const pendingActionsQueryOptions = () =>
  queryOptions({
    queryKey: [...BIDS_KEY, 'pending'],
    queryFn: ({ signal }) => getPendingActions(signal),
  });

/** How often the count is asked for while the live stream is down (it tells of new bids otherwise). */
const PENDING_REFRESH_MS = 60_000;

/**
 * The bids waiting for the signed-in user's answer (the badge counts these, not a
 * fixed 3). `data.count` is the full number; `data.items` the newest of them. Used by the View
 * Bids badges, Trip Requests and the dashboard bell.
 */
export function usePendingActions() {
  const live = useLiveStatus();
  return useQuery({
    ...pendingActionsQueryOptions(),
    refetchInterval: pollWhenDown(live, PENDING_REFRESH_MS),
    refetchIntervalInBackground: false,
  });
}

/**
 * Waiting items that concern one of my loads: bids on it (I own the load) and counters to bids I
 * made with it (I am the bidder on someone's truck).
 */
export const pendingForLoad = (items: readonly PendingAction[], loadId: string) =>
  items.filter(
    (item) =>
      item.loads_id === loadId &&
      ((item.kind === 'on_load' && item.your_side === 'owner') ||
        (item.kind === 'on_truck' && item.your_side === 'bidder')),
  );

/** The same for one of my trucks. */
export const pendingForTruck = (items: readonly PendingAction[], truckId: string) =>
  items.filter(
    (item) =>
      item.truck_id === truckId &&
      ((item.kind === 'on_truck' && item.your_side === 'owner') ||
        (item.kind === 'on_load' && item.your_side === 'bidder')),
  );
