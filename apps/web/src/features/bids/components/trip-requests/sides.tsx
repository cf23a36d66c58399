import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import {
  SEARCH_TRUCKS_DEFAULT,
  TRUCK_STATUS,
  type LoadListing,
  type OwnLoad,
  type OwnTruck,
  type PendingAction,
  type PostedTruckListing,
} from '@lorrybazaar/contract';
import { useOwnTrucks } from '#api/get-trucks-by-user-id';
import { paths } from '#config/paths';
import { useOwnOpenLoads } from '#features/bids/api/get-own-open-loads';
import { pendingForLoad, pendingForTruck } from '#features/bids/api/get-pending-actions';
import {
  loadsForTruckFilters,
  trucksForLoadFilters,
  useLoadsForTruck,
  useTrucksForLoad,
} from '#features/bids/api/suggestions';
import { BidNowButton, BidOnTruckButton } from '#features/bids/components/bid-now-button';
import { ViewLoadBidsLink, ViewTruckBidsLink } from '#features/bids/components/view-bids-link';
import { formatDate } from '#lib/format';

export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Other users' listings that fit one of mine, each with Bid Now, and the full search prefilled. */
export interface MatchSide<Item, Match> {
  testId: string;
  headingKey: string;
  emptyKey: string;
  searchKey: string;
  useMatches: (item: Item) => UseQueryResult<{ data: Match[] }>;
  searchTo: (item: Item) => string;
  /** One match: the id of its title (Bid Now is described by it), its details, Bid Now with `item` chosen. */
  row: (
    match: Match,
    item: Item,
    placeName: (place: string) => string,
  ) => { id: string; title: ReactNode; detail: ReactNode; action: ReactNode };
}

/** What differs between the two sides of Trip Requests: my open loads and my posted trucks. */
export interface RequestSide<Item, Match> {
  testId: string;
  icon: 'box' | 'truck';
  failedKey: string;
  emptyKey: string;
  addKey: string;
  addTo: string;
  /** My items on this side (the lists are shared with the screen through the query cache). */
  useItems: (enabled?: boolean) => { query: ListQuery; items: Item[] | undefined };
  key: (item: Item) => string;
  waiting: (pending: readonly PendingAction[], item: Item) => number;
  title: (item: Item) => ReactNode;
  detail: (item: Item, t: TFunction) => ReactNode;
  route: (item: Item) => { from: string; to: string } | undefined;
  bidsLink: (item: Item, describedBy: string) => ReactNode;
  matches: MatchSide<Item, Match>;
}

/** A marketplace search prefilled with these filters (empty ones left out). */
function searchLink(base: string, filters: Record<string, string | null | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return `${base}?${query}`;
}

const postedOn = (truck: PostedTruckListing | OwnTruck) =>
  formatDate(truck.postTrucks_dateTime?.split(' ')[0]);

/** My open loads: the bids waiting on each, and posted trucks that fit it. */
export const LOAD_SIDE: RequestSide<OwnLoad, PostedTruckListing> = {
  testId: 'trip-load',
  icon: 'box',
  failedKey: 'screens.trips.loadsFailed',
  emptyKey: 'screens.trips.noOpenLoads',
  addKey: 'screens.trips.addLoad',
  addTo: paths.shared.addLoad,
  useItems: (enabled) => {
    const query = useOwnOpenLoads(enabled);
    return { query, items: query.data };
  },
  key: (load) => load.loads_id,
  waiting: (pending, load) => pendingForLoad(pending, load.loads_id).length,
  title: (load) => `${load.materials_name} · ${load.truck_capacities_name}`,
  detail: (load, t) => t('screens.trips.pickupOn', { date: formatDate(load.pickupDate) }),
  route: (load) => ({ from: load.pickupLoc, to: load.deliveryLoc }),
  bidsLink: (load, describedBy) => (
    <ViewLoadBidsLink load={load} describedBy={describedBy} className="sm:flex-none" />
  ),
  matches: {
    testId: 'suggested-trucks',
    headingKey: 'screens.trips.suggestedTrucks',
    emptyKey: 'screens.trips.noTrucks',
    searchKey: 'screens.trips.searchTrucks',
    useMatches: useTrucksForLoad,
    searchTo: (load) => {
      const filters = trucksForLoadFilters(load);
      return searchLink(paths.shared.trucks, {
        postTrucks_from: filters.postTrucks_from,
        postTrucks_capacity_id: filters.postTrucks_capacity_id,
        no_of_trucks: String(SEARCH_TRUCKS_DEFAULT),
      });
    },
    row: (truck, load, placeName) => {
      const id = `suggested-truck-${truck.postTrucks_id}`;
      return {
        id,
        title: (
          <>
            {truck.truck_types_name} · <span className="font-mono">{truck.regNumber}</span>
          </>
        ),
        // Places in the screen's language, as on every other card (docs/decisions/020).
        detail: `${placeName(truck.postTrucks_from)} → ${placeName(truck.postTrucks_to)} · ${truck.truck_capacities_name} · ${postedOn(truck)}`,
        action: (
          <BidOnTruckButton truck={truck} loadId={load.loads_id} describedBy={id} className="sm:w-auto" />
        ),
      };
    },
  },
};

/** My posted trucks: the bids waiting on each, and open loads that fit it ("Find load"). */
export const TRUCK_SIDE: RequestSide<OwnTruck, LoadListing> = {
  testId: 'trip-truck',
  icon: 'truck',
  failedKey: 'screens.trips.trucksFailed',
  emptyKey: 'screens.trips.noPostedTrucks',
  addKey: 'screens.trips.postTruck',
  addTo: paths.shared.yourTruck,
  useItems: (enabled) => {
    const query = useOwnTrucks(TRUCK_STATUS.posted, enabled);
    return { query, items: query.data?.data.filter((truck) => truck.trucks_status === TRUCK_STATUS.posted) };
  },
  key: (truck) => truck.truck_id,
  waiting: (pending, truck) => pendingForTruck(pending, truck.truck_id).length,
  title: (truck) => (
    <>
      <span className="font-mono">{truck.regNumber}</span> · {truck.truck_types_name}
    </>
  ),
  detail: (truck, t) => (
    <>
      {truck.truck_capacities_name}
      {truck.postTrucks_dateTime && ` · ${t('screens.trips.postedFor', { date: postedOn(truck) })}`}
    </>
  ),
  route: (truck) =>
    truck.postTrucks_from && truck.postTrucks_to
      ? { from: truck.postTrucks_from, to: truck.postTrucks_to }
      : undefined,
  bidsLink: (truck, describedBy) => (
    <ViewTruckBidsLink truck={truck} describedBy={describedBy} className="sm:flex-none" />
  ),
  matches: {
    testId: 'matching-loads',
    headingKey: 'screens.trips.matchingLoads',
    emptyKey: 'screens.trips.noLoads',
    searchKey: 'screens.trips.findLoad',
    useMatches: useLoadsForTruck,
    searchTo: (truck) => {
      const filters = loadsForTruckFilters(truck);
      return searchLink(paths.shared.loads, {
        pickupLoc: filters.pickupLoc,
        capacity_id: filters.capacity_id,
      });
    },
    row: (load, truck, placeName) => {
      const id = `matching-load-${load.loads_id}`;
      return {
        id,
        title: `${load.materials_name} · ${load.truck_capacities_name}`,
        detail: `${placeName(load.pickupLoc)} → ${placeName(load.deliveryLoc)} · ${formatDate(load.pickupDate)} · ${load.users_name}`,
        action: <BidNowButton load={load} truckId={truck.truck_id} describedBy={id} className="sm:w-auto" />,
      };
    },
  },
};
