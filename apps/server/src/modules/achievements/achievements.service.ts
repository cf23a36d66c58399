import {
  badgesOfRole,
  type AchievementFigure,
  type Achievements,
  type Badge,
  type Role,
} from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import * as repo from './achievements.repository.js';
import type { Actor } from '../../lib/actor.js';

const DAY_MS = 86_400_000;

/**
 * The badges a role can earn (`badgesOfRole`) for these figures: the one place badges are worked
 * out. A shipper is never shown truck-posting badges it cannot earn.
 */
export function badgesFor(figures: Record<AchievementFigure, number>, role: Role): Badge[] {
  return badgesOfRole(role).map(({ id, figure, target }) => {
    const progress = Math.min(Math.max(0, figures[figure]), target);
    return { id, achieved: progress >= target, progress, target };
  });
}

export function createAchievementsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function of({ userId, role }: Actor): Promise<Achievements> {
    const counts = await repo.countsOf(db, userId);
    // The session belongs to an existing user; a vanished account is simply not found.
    if (!counts) throw notFound();
    const memberDays = Math.floor((clock.now().getTime() - counts.memberSince.getTime()) / DAY_MS);
    return {
      loads_posted: counts.loadsPosted,
      trucks_posted: counts.trucksPosted,
      bids_won: counts.bidsWon,
      schedules_completed: counts.schedulesCompleted,
      member_since: counts.memberSince.toISOString(),
      badges: badgesFor(
        {
          loads_posted: counts.loadsPosted,
          trucks_posted: counts.trucksPosted,
          bids_won: counts.bidsWon,
          schedules_completed: counts.schedulesCompleted,
          member_days: memberDays,
        },
        role,
      ),
    };
  }

  return { of };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
