import { REPORT_STATUS } from '@lorrybazaar/contract';
import { audited, standingChanged, type OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';
import { assertOpenReport } from '../policy.js';
import { reportState } from '../present.js';

/** Resolves or dismisses an open report; the decision and its audit row commit together. */
export async function decideReport(
  ctx: OpsContext,
  operatorId: number,
  reportId: number,
  outcome: 'resolved' | 'dismissed',
  note: string | null,
) {
  const decided = await audited(
    ctx,
    operatorId,
    `report.${outcome === 'resolved' ? 'resolve' : 'dismiss'}`,
    { kind: 'report', id: reportId },
    async (tx) => {
      const before = assertOpenReport(await repo.findReport(tx, reportId, true));
      await repo.decideReport(tx, reportId, Number(REPORT_STATUS[outcome]), operatorId, ctx.clock.now());
      const after = (await repo.findReport(tx, reportId))!;
      return { result: after, before: reportState(before), after: { ...reportState(after), note } };
    },
  );
  // A decided report no longer counts towards withholding the user's listings.
  standingChanged(ctx, operatorId, Number(decided.target_user_id));
  return decided;
}
