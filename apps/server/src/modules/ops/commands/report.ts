import { OPS_CODES, type ReportBody } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import { samePerson } from '../../auth/people.js';
import { standingChanged, type OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';

/**
 * A user reports a listing, a bid or a user: once per target; never themselves, and another
 * account of the reporter's own mobile is themselves too (decision 042). Whether the
 * target is withheld is read before and after the report in its transaction: the report that
 * tips the people's weight (migration 0027) announces the change.
 */
export async function report(
  ctx: OpsContext,
  { userId: reporterId }: Actor,
  body: ReportBody & { target_id: number },
) {
  const { db, clock } = ctx;
  // ON CONFLICT DO NOTHING keeps two racing reports of one target to one.
  const made = await db.transaction(async (tx) => {
    const kind = body.target_kind;
    const targetUserId = await repo.reportTargetUser(tx, kind, body.target_id, reporterId);
    if (targetUserId === null) throw notFound();
    if (await samePerson(tx, targetUserId, reporterId)) throw badRequest(OPS_CODES.reportSelf);
    const before = await repo.isWithheld(tx, targetUserId);
    const id = await repo.insertReport(tx, {
      reporterId,
      kind,
      targetId: body.target_id,
      targetUserId,
      reason: body.reason,
      note: body.note ?? null,
      at: clock.now(),
    });
    if (!id) throw conflict(OPS_CODES.alreadyReported);
    return { report_id: id, targetUserId, withheld: !before && (await repo.isWithheld(tx, targetUserId)) };
  });
  // Other reports change nothing a listing shows. Two racing reports may both tip it: both announce it.
  if (made.withheld) standingChanged(ctx, reporterId, made.targetUserId);
  return { report_id: made.report_id };
}
