import { DOCUMENT_STATUS, type DomainEvent, type ReviewReason } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import { STATUS_CODE, type ProfilesContext } from '../context.js';
import { forOperator } from '../present.js';
import * as repo from '../profiles.repository.js';

/**
 * An operator approves or rejects a pending current document, or revokes (rejects) an approved
 * one, inside the caller's transaction (which also writes the audit row). Returns the row before
 * and after, and the event to publish once committed. A document decided that way already, or
 * replaced since, answers 409.
 */
export async function reviewDocument(
  ctx: ProfilesContext,
  tx: DbOrTx,
  operatorId: number,
  documentId: number,
  decision: { approve: boolean; reason: ReviewReason | null; note: string | null },
) {
  const { clock } = ctx;
  const before = await repo.lockDocumentForReview(tx, documentId);
  if (!before) throw notFound('ops:errors.notFound');
  // Approving takes a pending document; rejecting also takes an approved one: a revoke, which
  // ends "Verified" until a new upload is approved (decision 046).
  const decidable = decision.approve
    ? before.status === DOCUMENT_STATUS.pending
    : before.status !== DOCUMENT_STATUS.rejected;
  if (before.replaced || !decidable) throw conflict('ops:errors.alreadyDecided');
  const decidedBy = `operator:${operatorId}`;
  await repo.decideDocument(tx, documentId, {
    status: decision.approve ? STATUS_CODE.approved : STATUS_CODE.rejected,
    decidedBy,
    at: clock.now(),
    reason: decision.approve ? null : decision.reason,
    note: decision.note,
  });
  const after = (await repo.lockDocumentForReview(tx, documentId))!;
  const event: DomainEvent = {
    type: 'document.reviewed',
    document_id: documentId,
    type_id: Number(before.typeId),
    outcome: decision.approve ? 'verified' : 'rejected',
    decided_by: decidedBy,
    by: operatorId,
    recipients: [Number(before.userId)],
    // The owner's notification names a truck paper's truck and says why it was rejected
    // (decision 067).
    ...(before.truckReg ? { truck_reg_number: before.truckReg } : {}),
    // A rejected truck paper takes its truck off the marketplace (trade hears it, decision 069).
    ...(before.truckId ? { truck_id: Number(before.truckId) } : {}),
    ...(!decision.approve && decision.reason ? { reason: decision.reason } : {}),
  };
  return { before: forOperator(ctx, before, operatorId), after: forOperator(ctx, after, operatorId), event };
}
