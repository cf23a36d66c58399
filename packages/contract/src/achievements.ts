/**
 * Achievements: real figures, not sample ones. The rules
 * for each figure are in docs/decisions/013-achievements-and-trip-documents.md. Texts are in the
 * `achievements` namespace (`packages/contract/locales/<lng>/achievements.json`).
 *
 * | method & path                 | request | 2xx answer                      | who may call        |
 * |-------------------------------|---------|---------------------------------|---------------------|
 * | GET /Transpoter/achievements  | —       | AchievementsResponse `{ data }` | any signed-in user (else 403) |
 *
 * Counts are JSON numbers; `member_since` is the ISO 8601 instant the account was created.
 * Badges are worked out by the server, in the order of `BADGES`, only those the caller's role can
 * earn (`badgesOfRole`: no truck-posting badges for a shipper, no load badges for a driver); `progress` is the figure the
 * badge counts, capped at its `target`, and `achieved` is `progress >= target`.
 */
import { z } from 'zod';
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

export const BadgeSchema = z.object({
  id: z.enum(BADGE_IDS),
  achieved: z.boolean(),
  progress: z.number().int(),
  target: z.number().int(),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const AchievementsSchema = z.object({
  /** Loads the user added. */
  loads_posted: z.number().int(),
  /** Times the user's trucks were posted (every posting counts). */
  trucks_posted: z.number().int(),
  /** The user's bids (on loads and on trucks) that were accepted. */
  bids_won: z.number().int(),
  /** Trips the user is a party of that are delivered (proof of delivery uploaded). */
  schedules_completed: z.number().int(),
  /** ISO 8601: when the account was created. */
  member_since: z.string(),
  badges: z.array(BadgeSchema),
});
export type Achievements = z.infer<typeof AchievementsSchema>;

export const AchievementsResponseSchema = z.object({ data: AchievementsSchema });
export type AchievementsResponse = z.infer<typeof AchievementsResponseSchema>;
