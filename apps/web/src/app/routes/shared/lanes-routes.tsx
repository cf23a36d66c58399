import type { RouteObject } from 'react-router';
import { LANES_NS, MARKETPLACE_NS } from '#config/i18n-namespaces';
import { withText } from '#lib/i18n';

/** Saved lanes (/c/SavedLanes): a child of the /c shell, for every role. */
export const sharedLanesRoutes: RouteObject[] = [
  {
    path: 'SavedLanes',
    lazy: async () => ({
      // `marketplace`: the shared list states (loading, retry).
      Component: (await withText(import('./saved-lanes'), [LANES_NS, MARKETPLACE_NS])).SavedLanesRoute,
    }),
  },
];
