/**
 * What every ops use case (commands/, queries/) is given, first: the database, the
 * configuration (the operators' mobiles), the clock, the events, and the modules the console
 * acts through. Built once by ops.service.ts.
 */
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Events } from '../../plugins/app/events.js';
import type { AuthService } from '../auth/auth.service.js';
import type { Membership } from '../membership/index.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import * as repo from './ops.repository.js';

export interface OpsContext {
  db: Db;
  config: Config;
  clock: Clock;
  events: Events;
  auth: AuthService;
  profiles: ProfilesService;
  membership: Pick<Membership, 'commands' | 'queries'>;
}

/** One operator action: the change and its audit row commit together, or neither does. */
export function audited<T>(
  { db, clock }: OpsContext,
  operatorId: number,
  action: string,
  target: { kind: string; id: number },
  change: (tx: Tx) => Promise<{ result: T; before: unknown; after: unknown }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, before, after } = await change(tx);
    await repo.appendAudit(tx, {
      operatorId,
      action,
      targetKind: target.kind,
      targetId: target.id,
      before,
      after,
      at: clock.now(),
    });
    return result;
  });
}

/** The user's listings may leave or return to the lists (withheld_users): the pages kept forget. */
export function standingChanged({ events }: OpsContext, by: number, userId: number) {
  events.publish({ type: 'user.standing_changed', user_id: userId, by, recipients: [] });
}
