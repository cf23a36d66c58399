/**
 * The profiles service other modules and the routes call: each use case of commands/ and
 * queries/ with the module's context bound (docs/decisions/044), and the "verified" rule.
 */
import type { DbOrTx } from '../../db/client.js';
import { bindUseCases } from '../../lib/use-cases.js';
import { reviewDocument } from './commands/review-document.js';
import { saveDocuments } from './commands/save-documents.js';
import { sendMobileChangeOtp } from './commands/send-mobile-change-otp.js';
import { updateAccountDetails } from './commands/update-account-details.js';
import { updateAddress } from './commands/update-address.js';
import { replaceTruckPaper, submitTruckPapers } from './commands/submit-truck-papers.js';
import type { ProfilesContext } from './context.js';
import { getProfile } from './queries/get-profile.js';
import { documentsForOperator, pendingForReview } from './queries/review-queue.js';
import { truckPapers } from './queries/truck-papers.js';
import { isVerifiedUser } from './verified.js';

/** A verified driver (verified.ts): Driving Licence (23) and Vehicle Insurance (24) both current and approved. */
export const isVerifiedDriver = (tx: DbOrTx, userId: number) => isVerifiedUser(tx, userId);

export function createProfilesService(ctx: ProfilesContext) {
  return {
    ...bindUseCases(ctx, {
      pendingForReview,
      documentsForOperator,
      submitTruckPapers,
      replaceTruckPaper,
      truckPapers,
      reviewDocument,
      getProfile,
      updateAddress,
      saveDocuments,
      sendMobileChangeOtp,
      updateAccountDetails,
    }),
    isVerifiedDriver,
    isVerifiedUser,
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
