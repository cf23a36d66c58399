import type { RouteObject } from 'react-router';
import { withBidsText } from '#features/bids/i18n';
import {
  BID_SCREEN_NAMESPACES,
  MONEY_NS,
  PAPERWORK_NS,
  RETURNS_NS,
  TRACKING_NS,
} from '#config/i18n-namespaces';
import { withText } from '#lib/i18n';

/**
 * The shared /c screens of bidding (docs/decisions/012): the four bid-review screens, Schedule with its trip
 * detail, and Trip Requests; lazy modules loaded with their texts. Each screen checks the role.
 */
export const sharedBidsRoutes: RouteObject[] = [
  {
    path: 'ViewBidsLoad/:loads_id',
    lazy: async () => ({ Component: (await withBidsText(import('./view-bids'))).ViewBidsLoadRoute }),
  },
  {
    path: 'ViewAllMyLoadBids/:loads_id',
    lazy: async () => ({ Component: (await withBidsText(import('./view-bids'))).ViewAllMyLoadBidsRoute }),
  },
  {
    path: 'ViewBidsTruck/:truck_id',
    lazy: async () => ({ Component: (await withBidsText(import('./view-bids'))).ViewBidsTruckRoute }),
  },
  {
    path: 'ViewAllMyTruckBids/:truck_id',
    lazy: async () => ({ Component: (await withBidsText(import('./view-bids'))).ViewAllMyTruckBidsRoute }),
  },
  {
    path: 'Schedule',
    lazy: async () => ({ Component: (await withBidsText(import('./schedule'))).ScheduleRoute }),
  },
  {
    path: 'Schedule/:schedule_id',
    // The trip detail also shows its truck's return loads and its paperwork.
    lazy: async () => ({
      Component: (
        await withText(import('./schedule-detail'), [
          ...BID_SCREEN_NAMESPACES,
          RETURNS_NS,
          TRACKING_NS,
          PAPERWORK_NS,
          MONEY_NS,
        ])
      ).ScheduleDetailRoute,
    }),
  },
  {
    path: 'TripRequests',
    lazy: async () => ({ Component: (await withBidsText(import('./trip-requests'))).TripRequestsRoute }),
  },
];
