import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Notification, NotificationType } from '@lorrybazaar/contract';
import { useLiveEvents, useOnNotification } from '#lib/live-events';

/**
 * What each kind of notification changes on screen: the queries (by key prefix) to fetch again
 * when one arrives, so the bell, View Bids, the negotiation, the schedules and the listings
 * update without a reload (docs/decisions/024).
 */
const REFRESH: Record<NotificationType, readonly (readonly string[])[]> = {
  'bid.created': [['bids'], ['marketplace']],
  'bid.countered': [['bids']],
  'bid.declined': [['bids'], ['marketplace']],
  'bid.accepted': [['bids'], ['marketplace'], ['schedules'], ['own-loads'], ['own-trucks'], ['achievements']],
  'schedule.document_attached': [['schedules'], ['achievements']],
  'document.reviewed': [['profile'], ['bids', 'driver-verified']],
  'lane.matched': [['marketplace']],
  'ewaybill.expiring': [['paperwork']],
};

/** Holds the live stream open in the signed-in shell and refreshes what each notification concerns. */
export function LiveUpdates() {
  useLiveEvents();
  const client = useQueryClient();
  const refresh = useCallback(
    (notification: Notification) => {
      for (const queryKey of [...REFRESH[notification.type], ['notifications']]) {
        void client.invalidateQueries({ queryKey });
      }
    },
    [client],
  );
  useOnNotification(refresh);
  return null;
}
