/**
 * The badges and the figures they count (docs/decisions/013-achievements-and-trip-documents.md),
 * and which a role can earn (docs/decisions/058-what-a-role-can-earn-and-a-route-that-did-not-load.md),
 * apart from the answer's schemas in achievements.ts: the dashboard's card reads them, and a
 * module without zod keeps the schema library out of a signed-in page's first download
 * (docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
import { can, type Permission } from './permissions.js';
import type { Role } from './roles.js';

/** The five figures of the screen. */
export const ACHIEVEMENT_FIGURES = [
  'loads_posted',
  'trucks_posted',
  'bids_won',
  'schedules_completed',
  'member_days',
] as const;
export type AchievementFigure = (typeof ACHIEVEMENT_FIGURES)[number];

/**
 * Every badge: a stable id, the figure it counts and the milestone. `member_days` is whole days
 * since the account was created.
 */
export const BADGES = [
  { id: 'first_load', figure: 'loads_posted', target: 1 },
  { id: 'ten_loads', figure: 'loads_posted', target: 10 },
  { id: 'first_truck_posting', figure: 'trucks_posted', target: 1 },
  { id: 'ten_truck_postings', figure: 'trucks_posted', target: 10 },
  { id: 'first_bid_won', figure: 'bids_won', target: 1 },
  { id: 'ten_bids_won', figure: 'bids_won', target: 10 },
  { id: 'first_trip_completed', figure: 'schedules_completed', target: 1 },
  { id: 'twenty_five_trips_completed', figure: 'schedules_completed', target: 25 },
  { id: 'one_year_member', figure: 'member_days', target: 365 },
] as const satisfies readonly { id: string; figure: AchievementFigure; target: number }[];
export type BadgeId = (typeof BADGES)[number]['id'];

/**
 * The figures only some roles can raise: a shipper posts no trucks, a driver posts no loads.
 * Bids won, trips completed and membership days are open to every role (a shipper's bid on a
 * posted truck is won too, and every role is a party of its trips).
 */
const FIGURE_PERMISSION: Partial<Record<AchievementFigure, Permission>> = {
  loads_posted: 'postLoads',
  trucks_posted: 'ownTrucks',
};

/** Whether a role can ever raise this figure (and so earn its badges). */
export const figureOfRole = (figure: AchievementFigure, role: Role): boolean => {
  const permission = FIGURE_PERMISSION[figure];
  return permission === undefined || can(role, permission);
};

/** The badges a role can earn, in the order of `BADGES`: the server answers only these. */
export const badgesOfRole = (role: Role) => BADGES.filter((badge) => figureOfRole(badge.figure, role));
export const BADGE_IDS = BADGES.map((badge) => badge.id) as [BadgeId, ...BadgeId[]];
