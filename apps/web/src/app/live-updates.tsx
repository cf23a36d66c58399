import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Notification, NotificationType } from '@lorrybazaar/contract';
import { BIDS_KEY, BOOKED_KEYS, LISTINGS_KEY, SCHEDULES_KEY } from '#api/query-keys';
import { useLiveEvents, useOnNotification } from '#lib/live-events';
import { achievementsQueryOptions } from '#features/achievements/api/get-achievements';
import { driverVerifiedQueryOptions } from '#features/bids/api/get-driver-verified';
import { NOTIFICATIONS_KEY } from '#features/notifications/api/get-notifications';
import { PROFILE_KEY } from '#features/profile/api/get-profile';

const ACHIEVEMENTS_KEY = achievementsQueryOptions().queryKey;

/**
 * What each kind of notification changes on screen: the queries (by key prefix) to fetch again
 * when one arrives, so the bell, View Bids, the negotiation, the schedules and the listings
 * update without a reload (docs/decisions/024). Each key comes from the query options that own it
 * (docs/decisions/034).
 */
const REFRESH: Record<NotificationType, readonly QueryKey[]> = {
  'bid.created': [BIDS_KEY, LISTINGS_KEY],
  'bid.countered': [BIDS_KEY],
  'bid.declined': [BIDS_KEY, LISTINGS_KEY],
  'bid.accepted': [...BOOKED_KEYS, ACHIEVEMENTS_KEY],
  'schedule.document_attached': [SCHEDULES_KEY, ACHIEVEMENTS_KEY],
  'document.reviewed': [PROFILE_KEY, driverVerifiedQueryOptions().queryKey],
  'lane.matched': [LISTINGS_KEY],
};

/** Marks what a notification concerns stale, and the notifications themselves; mounted screens refetch. */
export function refreshAfter(client: QueryClient, notification: Pick<Notification, 'type'>) {
  for (const queryKey of [...REFRESH[notification.type], NOTIFICATIONS_KEY]) {
    void client.invalidateQueries({ queryKey });
  }
}

/** Holds the live stream open in the signed-in shell and refreshes what each notification concerns. */
export function LiveUpdates() {
  useLiveEvents();
  const client = useQueryClient();
  const refresh = useCallback((notification: Notification) => refreshAfter(client, notification), [client]);
  useOnNotification(refresh);
  return null;
}
