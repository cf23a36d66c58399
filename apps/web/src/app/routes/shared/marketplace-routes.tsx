import type { RouteObject } from 'react-router';
import type { Role } from '@lorrybazaar/contract';
import { withMarketplaceText } from '#features/marketplace/i18n';
import { BIDS_NS, LANES_NS, MARKETPLACE_NS, PROFILE_NS, RETURNS_NS, TRUST_NS } from '#config/i18n-namespaces';
import { withText } from '#lib/i18n';

/** The search screens also show Save this search, in the `lanes` texts (and the cards' `bids`). */
const withSearchText = <T,>(module: Promise<T>) =>
  withText(module, [MARKETPLACE_NS, LANES_NS, TRUST_NS, BIDS_NS]);

/** Lazy route modules of the marketplace screens, loaded with their `marketplace` texts. */
const screens = {
  marketplace: async () => ({
    Component: (await withMarketplaceText(import('./marketplace'))).MarketplaceRoute,
  }),
  loads: async () => ({ Component: (await withSearchText(import('./search-loads'))).SearchLoadsRoute }),
  trucks: async () => ({
    Component: (await withSearchText(import('./search-trucks'))).SearchTrucksRoute,
  }),
  yourLoads: async () => ({ Component: (await withMarketplaceText(import('./your-loads'))).YourLoadsRoute }),
  yourTruck: async () => ({
    // Its cards say where each truck paper's check stands in the profile's words (truck-papers.tsx).
    Component: (await withText(import('./your-truck'), [MARKETPLACE_NS, RETURNS_NS, PROFILE_NS]))
      .YourTruckRoute,
  }),
  addLoad: async () => ({ Component: (await withMarketplaceText(import('./add-load'))).AddLoadRoute }),
  addTruck: async () => ({ Component: (await withMarketplaceText(import('./add-truck'))).AddTruckRoute }),
  postTruck: async () => ({ Component: (await withMarketplaceText(import('./post-truck'))).PostTruckRoute }),
} satisfies Record<string, RouteObject['lazy']>;

/** The shared /c marketplace screens (children of the /c shell); each screen checks the role. */
export const sharedMarketplaceRoutes: RouteObject[] = [
  { path: 'Marketplace', lazy: screens.marketplace },
  { path: 'Loads', lazy: screens.loads },
  { path: 'Trucks', lazy: screens.trucks },
  { path: 'Truck', lazy: screens.trucks },
  { path: 'YourLoads', lazy: screens.yourLoads },
  { path: 'YourTruck', lazy: screens.yourTruck },
  { path: 'AddLoad', lazy: screens.addLoad },
  { path: 'AddTruck', lazy: screens.addTruck },
  { path: 'PostTruck/:truck_id', lazy: screens.postTruck },
];

/**
 * The same screens inside the role areas, at the routes the contract gives them: the
 * transporter's Loads, Trucks, AddLoad, AddTruck and YourLoads; the broker's Loads, Trucks,
 * AddLoad and AddTruck.
 */
export function areaMarketplaceRoutes(role: Role): RouteObject[] {
  if (role === 'transporter')
    return [
      { path: 'Loads', lazy: screens.loads },
      { path: 'Trucks', lazy: screens.trucks },
      { path: 'AddLoad', lazy: screens.addLoad },
      { path: 'AddTruck', lazy: screens.addTruck },
      { path: 'YourLoads', lazy: screens.yourLoads },
    ];
  if (role === 'broker')
    return [
      { path: 'Loads', lazy: screens.loads },
      { path: 'Trucks', lazy: screens.trucks },
      { path: 'AddLoad', lazy: screens.addLoad },
      { path: 'AddTruck', lazy: screens.addTruck },
    ];
  return [];
}
