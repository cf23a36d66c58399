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
import { BADGE_IDS } from './achievement-badges.js';

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
