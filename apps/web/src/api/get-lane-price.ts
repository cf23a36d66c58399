import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanePriceResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export interface LaneOf {
  pickupLoc: string;
  deliveryLoc: string;
  capacity_id: string;
}

/**
 * A lane's usual price (docs/decisions/030): Add Load, the bid modals and View Bids show it.
 * Null when the lane has too few trips; nothing is asked until the lane is complete.
 */
export const lanePriceQueryOptions = (lane: Partial<LaneOf> | null | undefined) =>
  queryOptions({
    queryKey: ['lanePrice', lane?.pickupLoc, lane?.deliveryLoc, lane?.capacity_id],
    queryFn: ({ signal }) =>
      api<LanePriceResponse>('/Transpoter/lanePrice', { query: { ...(lane as LaneOf) }, signal }),
    enabled: Boolean(lane?.pickupLoc?.trim() && lane.deliveryLoc?.trim() && lane.capacity_id),
    staleTime: 10 * 60_000,
    select: (answer) => answer.data,
  });

export const useLanePrice = (lane: Partial<LaneOf> | null | undefined) =>
  useQuery(lanePriceQueryOptions(lane));
