import { audited, standingChanged, type OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';
import { assertMaySuspend } from '../policy.js';
import { shownUser, userState } from '../present.js';

/**
 * Suspend: the account's sessions end at once and it cannot sign in again; its listings leave
 * the marketplace (withheld_users). Restore undoes the flag; the user signs in again.
 */
export async function setSuspended(
  ctx: OpsContext,
  operatorId: number,
  userId: number,
  suspend: boolean,
  note: string | null,
) {
  const { clock, auth } = ctx;
  let ended: string[] = [];
  const result = await audited(
    ctx,
    operatorId,
    suspend ? 'user.suspend' : 'user.restore',
    { kind: 'user', id: userId },
    async (tx) => {
      const before = assertMaySuspend(await repo.findUser(tx, userId, true), operatorId, userId, suspend);
      await repo.setSuspended(tx, userId, suspend ? clock.now() : null);
      ended = suspend ? await auth.revokeAllSessions(tx, userId) : [];
      const after = (await repo.findUser(tx, userId))!;
      return {
        result: shownUser(after),
        before: userState(before),
        after: { ...userState(after), note, ...(suspend ? { sessions_ended: ended.length } : {}) },
      };
    },
  );
  await auth.sessionsEnded(ended);
  standingChanged(ctx, operatorId, userId);
  return result;
}
