import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationType, type OwnLoad } from '@lorrybazaar/contract';
import { loadsForTruckQueryOptions } from '#api/get-loads-for-truck';
import { loadSchedulesQueryOptions, truckSchedulesQueryOptions } from '#api/get-schedules';
import { ownTrucksQueryOptions } from '#api/get-trucks-by-user-id';
import { achievementsQueryOptions } from '#features/achievements/api/get-achievements';
import { bidsOnMyLoadQueryOptions, myBidsWithTruckQueryOptions } from '#features/bids/api/bid-lists';
import { driverVerifiedQueryOptions } from '#features/bids/api/get-driver-verified';
import { ownOpenLoadsQueryOptions } from '#features/bids/api/get-own-open-loads';
import { pendingActionsQueryOptions } from '#features/bids/api/get-pending-actions';
import { negotiationQueryOptions } from '#features/bids/api/negotiation';
import { driverTripQueryOptions } from '#features/paperwork/api/driver-trip';
import { consignmentNoteQueryOptions } from '#features/paperwork/api/get-consignment-note';
import { tripDriverQueryOptions } from '#features/paperwork/api/get-trip-driver';
import { trucksForLoadQueryOptions } from '#features/bids/api/suggestions';
import { mySubscriptionQueryOptions } from '#features/membership/api/get-my-subscription';
import { paymentQueryOptions } from '#features/membership/api/get-payment';
import { paymentsQueryOptions } from '#features/membership/api/get-payments';
import { savedLanesQueryOptions } from '#features/lanes/api/get-saved-lanes';
import { ownLoadsQueryOptions } from '#features/marketplace/api/get-own-loads';
import { loadListingQueryOptions } from '#features/marketplace/api/use-load-listing';
import { postedTruckListingQueryOptions } from '#features/marketplace/api/use-posted-truck-listing';
import { notificationsQueryOptions } from '#features/notifications/api/get-notifications';
import { unreadCountQueryOptions } from '#features/notifications/api/get-unread-count';
import { profileQueryOptions } from '#features/profile/api/get-profile';
import { tripRatingsQueryOptions } from '#features/ratings/api/get-trip-ratings';
import { scheduleDetailsQueryOptions } from '#features/schedules/api/get-schedule-details';
import { meQueryOptions } from '#lib/session/get-me';
import { tripMoneyQueryOptions } from '#features/money/api/trip-money';
import { refreshAfter } from './live-updates';

/** Queries of the screens a notification may concern, grouped by what they show, keyed by their options. */
const SCREENS: Record<string, QueryKey[]> = {
  bids: [
    bidsOnMyLoadQueryOptions('L1').queryKey,
    myBidsWithTruckQueryOptions('T1').queryKey,
    pendingActionsQueryOptions().queryKey,
    negotiationQueryOptions('on_load', 'B1', '2025-01-01T00:00:00Z').queryKey,
  ],
  driverVerified: [driverVerifiedQueryOptions().queryKey],
  listings: [
    loadListingQueryOptions(null, 1).queryKey,
    postedTruckListingQueryOptions(null, 2).queryKey,
    loadsForTruckQueryOptions({ truck_id: 'T1', near: 'pickup', limit: 3 }).queryKey,
    trucksForLoadQueryOptions({ loads_id: 'L1' } as OwnLoad).queryKey,
  ],
  ownLoads: [ownLoadsQueryOptions(1).queryKey, ownOpenLoadsQueryOptions().queryKey],
  ownTrucks: [ownTrucksQueryOptions('').queryKey, ownTrucksQueryOptions('5').queryKey],
  schedules: [
    loadSchedulesQueryOptions('').queryKey,
    truckSchedulesQueryOptions('last_day').queryKey,
    scheduleDetailsQueryOptions('S1').queryKey,
    tripMoneyQueryOptions('S1').queryKey,
  ],
  achievements: [achievementsQueryOptions().queryKey],
  membership: [
    mySubscriptionQueryOptions().queryKey,
    paymentQueryOptions('P1').queryKey,
    paymentsQueryOptions().queryKey,
  ],
  profile: [profileQueryOptions('transporter', 'U1', 'hi').queryKey],
  notifications: [notificationsQueryOptions(1).queryKey, unreadCountQueryOptions().queryKey],
  paperwork: [
    tripDriverQueryOptions('S1').queryKey,
    consignmentNoteQueryOptions('S1').queryKey,
    driverTripQueryOptions('token').queryKey,
  ],
  untouched: [
    savedLanesQueryOptions().queryKey,
    tripRatingsQueryOptions('S1').queryKey,
    meQueryOptions().queryKey,
  ],
};

/** What each notification refreshes (docs/decisions/024); every one also refreshes the notifications. */
const EXPECTED: Record<NotificationType, string[]> = {
  'bid.created': ['bids', 'driverVerified', 'listings'],
  'bid.countered': ['bids', 'driverVerified'],
  'bid.declined': ['bids', 'driverVerified', 'listings'],
  'bid.accepted': [
    'bids',
    'driverVerified',
    'listings',
    'ownLoads',
    'ownTrucks',
    'schedules',
    'achievements',
  ],
  'schedule.document_attached': ['schedules', 'achievements'],
  'trip.milestone': ['schedules'],
  'trip.cancelled': ['bids', 'driverVerified', 'listings', 'ownLoads', 'ownTrucks', 'schedules'],
  'trip.party_suspended': ['schedules'],
  'document.reviewed': ['profile', 'driverVerified'],
  'lane.matched': ['listings'],
  'membership.paid': ['membership'],
  'membership.payment_failed': ['membership'],
  'membership.halted': ['membership'],
  'ewaybill.expiring': ['paperwork'],
  'payment.due': ['schedules'],
  'payment.overdue': ['schedules'],
  'payment.recorded': ['schedules'],
  'payment.confirmed': ['schedules'],
  'payment.disputed': ['schedules'],
  'load.rejected': ['ownLoads'],
};

describe('live updates refresh what a notification concerns', () => {
  it('names every notification type', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it.each(NOTIFICATION_TYPES)('%s', (type) => {
    const client = new QueryClient();
    for (const key of Object.values(SCREENS).flat()) client.setQueryData(key, {});
    refreshAfter(client, { type });
    const refreshed = Object.entries(SCREENS).flatMap(([screen, keys]) =>
      keys.map((key) => [screen, client.getQueryState(key)?.isInvalidated] as const),
    );
    const expected = new Set([...EXPECTED[type], 'notifications']);
    expect(refreshed).toEqual(
      Object.entries(SCREENS).flatMap(([screen, keys]) =>
        keys.map(() => [screen, expected.has(screen)] as const),
      ),
    );
  });
});
