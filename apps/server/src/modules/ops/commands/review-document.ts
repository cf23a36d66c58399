import type { DomainEvent, ReviewDocumentBody } from '@lorrybazaar/contract';
import { audited, type OpsContext } from '../context.js';
import { documentState } from '../present.js';

/** Approves or rejects a pending document; the decision and its audit row commit together. */
export async function reviewDocument(
  ctx: OpsContext,
  operatorId: number,
  documentId: number,
  body: ReviewDocumentBody,
) {
  const approve = body.outcome === 'approve';
  let event: DomainEvent | undefined;
  const data = await audited(
    ctx,
    operatorId,
    approve ? 'document.approve' : 'document.reject',
    { kind: 'document', id: documentId },
    async (tx) => {
      const decided = await ctx.profiles.reviewDocument(tx, operatorId, documentId, {
        approve,
        reason: body.reason ?? null,
        note: body.note ?? null,
      });
      event = decided.event;
      return {
        result: decided.after,
        before: documentState(decided.before),
        after: documentState(decided.after),
      };
    },
  );
  // Announced once committed: notifications tell the owner in the app; the SMS subscriber
  // (sms-on-review.ts) texts them in their language.
  ctx.events.publish(event!);
  return data;
}
