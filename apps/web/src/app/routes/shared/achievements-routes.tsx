import type { RouteObject } from 'react-router';
import { withBidsText } from '#features/bids/i18n';
import { ACHIEVEMENTS_NS } from '#config/i18n-namespaces';
import { withText } from '#lib/i18n';

/** Achievements and the trip documents screen (/c/View): children of the /c shell. */
export const sharedAchievementsRoutes: RouteObject[] = [
  {
    path: 'Achievments',
    lazy: async () => ({
      Component: (await withText(import('./achievements'), [ACHIEVEMENTS_NS, 'marketplace']))
        .AchievementsRoute,
    }),
  },
  {
    path: 'View',
    lazy: async () => ({ Component: (await withBidsText(import('./trip-documents'))).TripDocumentsRoute }),
  },
];
