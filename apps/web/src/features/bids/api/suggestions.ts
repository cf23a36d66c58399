import { useQuery } from '@tanstack/react-query';
import type { OwnLoad, OwnTruck } from '@lorrybazaar/contract';
import { getMatchingLoads } from '#api/get-matching-loads';
import { getMatchingPostTrucks } from '#api/get-matching-post-trucks';

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

export const useTrucksForLoad = (load: OwnLoad) =>
  useQuery({
    queryKey: ['marketplace', 'suggested-trucks', load.loads_id],
    queryFn: ({ signal }) =>
      getMatchingPostTrucks({ ...trucksForLoadFilters(load), page: 1, limit: SUGGESTIONS_MAX }, signal),
  });

/**
 * Open loads that fit one of my posted trucks: from where it is posted to where it goes, within
 * its capacity and of its truck type (a bid must fit the load, docs/decisions/017).
 */
export const loadsForTruckFilters = (truck: OwnTruck) => ({
  pickupLoc: truck.postTrucks_from ?? truck.location,
  deliveryLoc: truck.postTrucks_to ?? '',
  capacity_id: truck.truck_capacities_id,
  truck_type_id: truck.truck_types_id,
});

export const useLoadsForTruck = (truck: OwnTruck) =>
  useQuery({
    queryKey: ['marketplace', 'suggested-loads', truck.truck_id, truck.postTrucks_id],
    queryFn: ({ signal }) =>
      getMatchingLoads({ ...loadsForTruckFilters(truck), page: 1, limit: SUGGESTIONS_MAX }, signal),
  });
