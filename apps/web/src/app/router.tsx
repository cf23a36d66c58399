import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ROLES, ROLE_AREA, roleFromUserTypeId, type Role } from '@lorrybazaar/contract';
import { ErrorScreen } from '#components/errors/error-screen';
import { PageSpinner } from '#components/ui/spinner';
import { withPublicText } from '#features/public/load-public-text';
import {
  DASHBOARD_NAMESPACES,
  MARKETPLACE_NS,
  PAPERWORK_NS,
  PUBLIC_NS,
  TRACKING_NS,
} from '#config/i18n-namespaces';
import { withText } from '#lib/i18n';
import { useSession } from '#lib/store';
import { RequireRole, RequireUser } from './guards';
import { paths } from '#config/paths';
import { areaMarketplaceRoutes, sharedMarketplaceRoutes } from '#app/routes/shared/marketplace-routes';
import { sharedBidsRoutes } from '#app/routes/shared/bids-routes';
import { areaMembershipRoutes, sharedMembershipRoutes } from '#app/routes/shared/membership-routes';
import { sharedAchievementsRoutes } from '#app/routes/shared/achievements-routes';
import { profileRoutes } from '#app/routes/profile/profile-routes';
import { sharedLanesRoutes } from '#app/routes/shared/lanes-routes';

/**
 * Route modules load on demand: the landing page does not carry the signed-in areas. Each goes
 * through `withText`, with the texts it needs beyond translation.json (none for the shells): the
 * build notes there which files each route loads, for the server to preload them
 * (src/prerender/entry-server.tsx).
 */
const lazyShell = async () => ({
  Component: (await withText(import('#app/layouts/app-shell'), [])).AppShell,
});

function roleArea(role: Role): RouteObject {
  return {
    path: ROLE_AREA[role],
    element: <RequireRole role={role} />,
    children: [
      {
        lazy: lazyShell,
        children: [
          {
            index: true,
            lazy: async () => {
              const { RoleHomeRoute } = await withText(
                import('#app/routes/areas/role-home'),
                DASHBOARD_NAMESPACES,
              );
              return { Component: () => <RoleHomeRoute role={role} /> };
            },
          },
          ...areaMarketplaceRoutes(role),
          ...areaMembershipRoutes(role),
          ...profileRoutes(role),
        ],
      },
    ],
  };
}

function updateProfile(role: Role): RouteObject {
  return {
    path: `${ROLE_AREA[role]}/UpdateProfile/:mobileNumber`,
    lazy: async () => {
      const { UpdateProfileRoute } = await withText(import('#app/routes/auth/update-profile'), []);
      return { Component: () => <UpdateProfileRoute role={role} /> };
    },
  };
}

/**
 * The operator console: its own shell and one lazy chunk of screens, so no other page carries
 * it (docs/decisions/029-operator-console.md).
 */
const OPS_NAMESPACES = ['ops', 'marketplace'];
const opsScreen =
  (
    name:
      | 'QueueRoute'
      | 'ReportsRoute'
      | 'UsersRoute'
      | 'UserRoute'
      | 'CountsRoute'
      | 'PaymentsRoute'
      | 'AuditRoute',
  ) =>
  async () => ({ Component: (await withText(import('#app/routes/ops/ops-screens'), OPS_NAMESPACES))[name] });
const opsArea: RouteObject = {
  path: 'ops',
  lazy: async () => ({
    Component: (await withText(import('#app/layouts/ops-shell'), OPS_NAMESPACES)).OpsShell,
  }),
  children: [
    { index: true, lazy: opsScreen('QueueRoute') },
    { path: 'reports', lazy: opsScreen('ReportsRoute') },
    { path: 'users', lazy: opsScreen('UsersRoute') },
    { path: 'users/:id', lazy: opsScreen('UserRoute') },
    { path: 'counts', lazy: opsScreen('CountsRoute') },
    { path: 'payments', lazy: opsScreen('PaymentsRoute') },
    { path: 'audit', lazy: opsScreen('AuditRoute') },
  ],
};

/** /c sends a signed-in user to their own home until its screens exist. */
function SharedIndex() {
  const role = roleFromUserTypeId(useSession().user_types_id);
  return <Navigate to={role ? paths.roleHome(role) : paths.home} replace />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    // Every first page is a lazy route: this is shown while its module loads.
    HydrateFallback: PageSpinner,
    children: [
      {
        // Loaded next to the page's own module (React Router runs both lazy() at once): the
        // signed-in areas never carry the public header and footer.
        lazy: async () => ({
          Component: (await withText(import('#app/layouts/public-layout'), [])).PublicLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await withPublicText(import('#app/routes/public/landing'))).LandingRoute,
            }),
          },
          {
            path: paths.legal.privacy,
            lazy: async () => ({
              Component: (await withPublicText(import('#app/routes/public/privacy-policy')))
                .PrivacyPolicyRoute,
            }),
          },
          {
            path: paths.legal.terms,
            lazy: async () => ({
              Component: (await withPublicText(import('#app/routes/public/terms-and-condition')))
                .TermsAndConditionRoute,
            }),
          },
          {
            path: paths.legal.faq,
            lazy: async () => ({
              Component: (await withPublicText(import('#app/routes/public/faq'))).FaqRoute,
            }),
          },
          {
            path: paths.legal.cancellation,
            lazy: async () => ({
              Component: (await withPublicText(import('#app/routes/public/cancellation-and-refunds')))
                .CancellationAndRefundsRoute,
            }),
          },
          {
            path: paths.legal.shipping,
            lazy: async () => ({
              Component: (await withPublicText(import('#app/routes/public/shipping-policy')))
                .ShippingPolicyRoute,
            }),
          },
          {
            path: paths.legal.pricing,
            lazy: async () => ({
              Component: (await withPublicText(import('#app/routes/public/pricing-policy')))
                .PricingPolicyRoute,
            }),
          },
          {
            path: paths.legal.licences,
            lazy: async () => ({
              Component: (await withPublicText(import('#app/routes/public/licences'))).LicencesRoute,
            }),
          },
          {
            // A tracking link's page: its own small chunk and texts, never prerendered (one per trip).
            path: 'track/:token',
            lazy: async () => ({
              Component: (await withText(import('#app/routes/public/track'), [PUBLIC_NS, TRACKING_NS]))
                .TrackRoute,
            }),
          },
          {
            // A load or a truck shared on WhatsApp (decision 050): its own small chunk, never
            // prerendered (one per listing); the server writes its preview's tags.
            path: 'share/:kind/:id',
            lazy: async () => ({
              Component: (await withText(import('#app/routes/public/shared-listing'), [MARKETPLACE_NS]))
                .SharedListingRoute,
            }),
          },
          ...ROLES.map(updateProfile),
          // Pages of a link, no sign-in: an LR's check (its QR code) and a driver's trip.
          {
            path: 'lr/:token',
            lazy: async () => ({
              Component: (await withPublicText(import('#app/routes/public/verify-lr'))).VerifyLrRoute,
            }),
          },
          {
            path: 'd/:token',
            lazy: async () => ({
              Component: (
                await withText(import('#app/routes/public/driver-trip'), [
                  PAPERWORK_NS,
                  MARKETPLACE_NS,
                  TRACKING_NS,
                ])
              ).DriverTripRoute,
            }),
          },
        ],
      },
      ...ROLES.map(roleArea),
      {
        path: 'c',
        element: <RequireUser />,
        children: [
          {
            lazy: lazyShell,
            children: [
              { index: true, element: <SharedIndex /> },
              ...sharedMarketplaceRoutes,
              ...sharedMembershipRoutes,
              ...sharedBidsRoutes,
              ...sharedAchievementsRoutes,
              ...sharedLanesRoutes,
            ],
          },
        ],
      },
      opsArea,
      {
        path: '*',
        loader: () => {
          throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
        },
      },
    ],
  },
];

export const createRouter = (options?: Parameters<typeof createBrowserRouter>[1]) =>
  createBrowserRouter(routes, options);

/**
 * Loads the lazy routes that match `pathname` (their modules and texts) and puts what they return
 * into the route objects, as React Router's guide to hydrating lazy routes does: a router created
 * afterwards renders the page in its first render, where it would otherwise show the
 * HydrateFallback spinner over a prerendered page (docs/decisions/031).
 */
export async function loadMatchedRoutes(pathname: string) {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
