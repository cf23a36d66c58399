import type { RouteObject } from 'react-router';
import { withBidsText } from '#features/bids/i18n';
import { ACHIEVEMENTS_NS, ALERTS_NS, NOTIFICATIONS_NS } from '#config/i18n-namespaces';
import { withText } from '#lib/i18n';

/** Achievements, the trip documents screen (/c/View), Notifications and Alerts: children of the /c shell. */
export const sharedAchievementsRoutes: RouteObject[] = [
  {
    path: 'Achievments',
    lazy: async () => ({
      Component: (await withText(import('./achievements'), [ACHIEVEMENTS_NS, 'marketplace']))
        .AchievementsRoute,
    }),
  },
  {
    path: 'Notifications',
    lazy: async () => ({
      Component: (await withText(import('./notifications'), [NOTIFICATIONS_NS, ALERTS_NS]))
        .NotificationsRoute,
    }),
  },
  {
    path: 'Alerts',
    lazy: async () => ({ Component: (await withText(import('./alerts'), [ALERTS_NS])).AlertsRoute }),
  },
  {
    path: 'View',
    lazy: async () => ({ Component: (await withBidsText(import('./trip-documents'))).TripDocumentsRoute }),
  },
];
