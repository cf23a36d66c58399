import { trackingPath, type Milestone, type TrackingLink, type TripMilestone } from '@lorrybazaar/contract';
import { linkExpiry } from './policy.js';
import type { TrackingLinkRow, TripEventRow } from './tracking.schema.js';
import type { TripFacts } from './trip-port.js';

/** A stored milestone as the API names it. */
export const presentMilestone = (row: TripEventRow): Milestone => ({
  kind: row.kind as TripMilestone,
  at: row.at.toISOString(),
  distance_km: row.distanceKm,
  outside_area: row.outsideArea === true,
});

/** A tracking link as its maker sees it. */
export const presentLink = (row: TrackingLinkRow, trip: Pick<TripFacts, 'deliveredAt'>): TrackingLink => ({
  link_id: String(row.id),
  token: row.token,
  path: trackingPath(row.token),
  created_at: row.createdAt.toISOString(),
  expires_at: linkExpiry(trip)?.toISOString() ?? null,
});
