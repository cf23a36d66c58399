import { TRUCK_PAPER_TYPE } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../../db/client.js';
import { STATUS_CODE, type ProfilesContext } from '../context.js';
import * as repo from '../profiles.repository.js';

/**
 * A new truck's RC and insurance, inside trade's add-truck transaction: each a document of its
 * truck for the operators' queue (decision 046), pending unless DRIVER_VERIFICATION=auto
 * approves on upload as for KYC. They count towards no one's "Verified".
 */
export async function submitTruckPapers(
  { config, clock }: ProfilesContext,
  tx: DbOrTx,
  paper: { userId: number; truckId: number; rcFileId: string; insuranceFileId: string },
) {
  const now = clock.now();
  const auto = config.driverVerification === 'auto';
  for (const [typeId, fileId] of [
    [TRUCK_PAPER_TYPE.rc, paper.rcFileId],
    [TRUCK_PAPER_TYPE.insurance, paper.insuranceFileId],
  ] as const) {
    await repo.insertDocument(tx, {
      userId: paper.userId,
      truckId: paper.truckId,
      documentTypeId: typeId,
      fileId,
      status: auto ? STATUS_CODE.approved : STATUS_CODE.pending,
      decidedBy: auto ? 'auto' : null,
      decidedAt: auto ? now : null,
      uploadedAt: now,
    });
  }
}
