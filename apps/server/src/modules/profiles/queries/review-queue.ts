import type { DbOrTx } from '../../../db/client.js';
import type { ProfilesContext } from '../context.js';
import { forOperator } from '../present.js';
import * as repo from '../profiles.repository.js';

/** The verification queue: current documents waiting for an operator, oldest first. */
export async function pendingForReview(ctx: ProfilesContext, operatorId: number) {
  const { db } = ctx;
  return (await repo.pendingDocuments(db, 100)).map((row) => forOperator(ctx, row, operatorId));
}

/** A user's current documents, for an operator. */
export async function documentsForOperator(
  ctx: ProfilesContext,
  tx: DbOrTx,
  userId: number,
  operatorId: number,
) {
  return (await repo.documentsForReview(tx, userId)).map((row) => forOperator(ctx, row, operatorId));
}
