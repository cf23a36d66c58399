import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationType } from '@lorrybazaar/contract';
import {
  ACHIEVEMENTS_KEY,
  BIDS_KEY,
  BOOKED_KEYS,
  DRIVER_VERIFIED_KEY,
  LISTINGS_KEY,
  MEMBERSHIP_KEY,
  NOTIFICATIONS_KEY,
  OWN_LOADS_KEY,
  PAPERWORK_KEY,
  PROFILE_KEY,
  SCHEDULES_KEY,
} from '#api/query-keys';
import { useLiveEvents, useOnListingAdded, useOnNotification, useOnResume } from '#lib/live-events';

/**
 * What each kind of notification changes on screen: the queries (by key prefix) to fetch again
 * when one arrives, so the bell, View Bids, the negotiation, the schedules and the listings
 * update without a reload (docs/decisions/024). The keys are roots the queries' options build on
 * (api/query-keys.ts, docs/decisions/034), so this table loads no feature.
 */
const REFRESH: Record<NotificationType, readonly QueryKey[]> = {
  'bid.created': [BIDS_KEY, LISTINGS_KEY],
  'bid.countered': [BIDS_KEY],
  'bid.declined': [BIDS_KEY, LISTINGS_KEY],
  'bid.accepted': [...BOOKED_KEYS, ACHIEVEMENTS_KEY],
  'schedule.document_attached': [SCHEDULES_KEY, ACHIEVEMENTS_KEY],
  'trip.milestone': [SCHEDULES_KEY],
  // A trip called off: the trip, and its load (and posting) back on the market.
  'trip.cancelled': BOOKED_KEYS,
  // The other party suspended: the trip page shows the notice and the re-post button.
  'trip.party_suspended': [SCHEDULES_KEY],
  'document.reviewed': [PROFILE_KEY, DRIVER_VERIFIED_KEY],
  'lane.matched': [LISTINGS_KEY],
  // A month paid, a payment refused, a mandate halted: the plan, the waiting payment, the history.
  'membership.paid': [MEMBERSHIP_KEY],
  'membership.payment_failed': [MEMBERSHIP_KEY],
  'membership.halted': [MEMBERSHIP_KEY],
  'ewaybill.expiring': [PAPERWORK_KEY],
  // A trip's advance or balance due or overdue: its Money card (under the schedules root).
  'payment.due': [SCHEDULES_KEY],
  'payment.overdue': [SCHEDULES_KEY],
  // A line of the trip's money recorded by the other party, or the reader's line answered: the
  // Money card (its query sits under the schedules root) shows it without a reload.
  'payment.recorded': [SCHEDULES_KEY],
  'payment.confirmed': [SCHEDULES_KEY],
  'payment.disputed': [SCHEDULES_KEY],
  // The owner's held load closed unlisted: Your Loads shows it expired.
  'load.rejected': [OWN_LOADS_KEY],
};

/** Marks what a notification concerns stale, and the notifications themselves; mounted screens refetch. */
export function refreshAfter(client: QueryClient, notification: Pick<Notification, 'type'>) {
  for (const queryKey of [...REFRESH[notification.type], NOTIFICATIONS_KEY]) {
    void client.invalidateQueries({ queryKey });
  }
}

/**
 * Names the server writes (truck types, capacities, materials inside listings, bids, trips) come
 * in the language of the request: after a switch, the screens' data is fetched again in the new
 * one (docs/decisions/041). Reference lists carry the language in their key and follow by
 * themselves.
 */
function useRefetchOnLanguageChange(refetch: () => void) {
  const { i18n } = useTranslation();
  useEffect(() => {
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [i18n, refetch]);
}

/**
 * Holds the live stream open in the signed-in shell and refreshes what each notification
 * concerns, what a language switch renames, and everything after the stream was down.
 */
export function LiveUpdates() {
  useLiveEvents();
  const client = useQueryClient();
  // Everything but the reference lists, which carry their language in the key and never change
  // with what users do.
  const refetchAll = useCallback(
    () => void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'reference' }),
    [client],
  );
  useRefetchOnLanguageChange(refetchAll);
  // The stream open again after a break: what was said meanwhile may not be replayed.
  useOnResume(refetchAll);
  const refresh = useCallback((notification: Notification) => refreshAfter(client, notification), [client]);
  useOnNotification(refresh);
  // Someone posted a load or a truck: the listings on screen fetch again (others are marked stale).
  // Not under an open dialog: a bid dialog belongs to its card, and a card that leaves the list
  // would take the dialog and its answer with it. The lists are marked stale; they fetch again
  // when next shown or focused.
  const listings = useCallback(() => {
    const dialogOpen = document.querySelector('dialog[open]') !== null;
    void client.invalidateQueries({ queryKey: LISTINGS_KEY, refetchType: dialogOpen ? 'none' : 'active' });
  }, [client]);
  useOnListingAdded(listings);
  return null;
}
