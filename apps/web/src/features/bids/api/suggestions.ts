import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnLoad, OwnTruck } from '@lorrybazaar/contract';
import { useLoadsForTruck as useRankedLoads } from '#api/get-loads-for-truck';
import { getMatchingPostTrucks } from '#api/get-matching-post-trucks';
import { LISTINGS_KEY } from '#api/query-keys';

/** How many suggestions Trip Requests shows per item. */
export const SUGGESTIONS_MAX = 3;

/**
 * Posted trucks that fit one of my loads: the same route, a capacity at least the load's weight
 * and the load's preferred truck type (getMatchingPostTrucks).
 */
export const trucksForLoadFilters = (load: OwnLoad) => ({
  postTrucks_from: load.pickupLoc,
  postTrucks_to: load.deliveryLoc,
  postTrucks_capacity_id: load.truck_capacities_id,
  truck_type_id: load.truck_types_id,
});

/** Under the listings: a bid or a booking refreshes the suggestions with them. */
export const trucksForLoadQueryOptions = (load: OwnLoad) =>
  queryOptions({
    queryKey: [...LISTINGS_KEY, 'suggested-trucks', load.loads_id],
    queryFn: ({ signal }) =>
      getMatchingPostTrucks({ ...trucksForLoadFilters(load), page: 1, limit: SUGGESTIONS_MAX }, signal),
  });

export const useTrucksForLoad = (load: OwnLoad) => useQuery(trucksForLoadQueryOptions(load));

/** The Find Load search for one of my posted trucks: from where it is posted, loads it can carry. */
export const loadsForTruckFilters = (truck: OwnTruck) => ({
  pickupLoc: truck.postTrucks_from ?? truck.location,
  deliveryLoc: truck.postTrucks_to ?? '',
  capacity_id: truck.truck_capacities_id,
  truck_type_id: truck.truck_types_id,
});

/**
 * The loads Trip Requests suggests for a posted truck: the server's one ranking (the same as
 * return loads, docs/decisions/028) from where the posting starts: in its district, then its
 * state, from its day to three days after, loads it can carry, the best fit and earliest first.
 */
export const useLoadsForTruck = (truck: OwnTruck) =>
  useRankedLoads({ truck_id: truck.truck_id, near: 'pickup', limit: SUGGESTIONS_MAX });
