import type { Actor } from '../../../lib/actor.js';
import * as repo from '../alerts.repository.js';
import { DEFAULTS, present, type AlertsContext } from '../context.js';

/** The user's alert settings, how many browsers have push, and whether push is on here. */
export async function settings(ctx: AlertsContext, { userId }: Pick<Actor, 'userId'>) {
  const { db, push } = ctx;
  const [stored, subscriptions] = await Promise.all([
    repo.settingsOf(db, [userId]),
    repo.countSubscriptions(db, userId),
  ]);
  return {
    ...present(stored.get(userId) ?? DEFAULTS),
    pushSubscriptions: subscriptions,
    pushAvailable: !!push,
  };
}
