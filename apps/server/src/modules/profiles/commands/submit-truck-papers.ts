import { TRUCK_PAPER_TYPE, type TruckPaperTypeId } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { STATUS_CODE, type ProfilesContext } from '../context.js';
import * as repo from '../profiles.repository.js';

/**
 * A truck paper for the operators' queue (decision 046), pending unless DRIVER_VERIFICATION=auto
 * approves on upload as for KYC. Truck papers count towards no one's "Verified".
 */
function insertPaper(
  { config }: ProfilesContext,
  tx: DbOrTx,
  paper: { userId: number; truckId: number; typeId: TruckPaperTypeId; fileId: string; at: Date },
) {
  const auto = config.driverVerification === 'auto';
  return repo.insertDocument(tx, {
    userId: paper.userId,
    truckId: paper.truckId,
    documentTypeId: paper.typeId,
    fileId: paper.fileId,
    status: auto ? STATUS_CODE.approved : STATUS_CODE.pending,
    decidedBy: auto ? 'auto' : null,
    decidedAt: auto ? paper.at : null,
    uploadedAt: paper.at,
  });
}

/** A new truck's RC and insurance, inside trade's add-truck transaction. */
export async function submitTruckPapers(
  ctx: ProfilesContext,
  tx: DbOrTx,
  paper: { userId: number; truckId: number; rcFileId: string; insuranceFileId: string },
) {
  const at = ctx.clock.now();
  for (const [typeId, fileId] of [
    [TRUCK_PAPER_TYPE.rc, paper.rcFileId],
    [TRUCK_PAPER_TYPE.insurance, paper.insuranceFileId],
  ] as const) {
    await insertPaper(ctx, tx, { userId: paper.userId, truckId: paper.truckId, typeId, fileId, at });
  }
}

/**
 * A truck's paper uploaded again (rejected, expired, renewed), inside trade's transaction that
 * checked the truck and the file are the caller's: the current one is marked replaced and the new
 * one waits for its check. The same file again changes nothing.
 */
export async function replaceTruckPaper(
  ctx: ProfilesContext,
  tx: DbOrTx,
  paper: { userId: number; truckId: number; typeId: TruckPaperTypeId; fileId: string },
) {
  const at = ctx.clock.now();
  const current = await repo.currentTruckPaper(tx, paper.truckId, paper.typeId);
  if (current?.fileId === paper.fileId) return;
  if (current) await repo.markReplaced(tx, current.id, at);
  await insertPaper(ctx, tx, { ...paper, at });
}
