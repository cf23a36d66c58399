import type { AccountDetailsInput, Role } from '@lorrybazaar/contract';
import { isUniqueViolation } from '../../../db/errors.js';
import type { Actor } from '../../../lib/actor.js';
import { HttpError, badRequest, conflict, forbidden } from '../../../lib/http-error.js';
import type { SignInClient } from '../../auth/auth.service.js';
import { sessionUser } from '../../auth/auth.service.js';
import { IMAGE_TYPES, type AllowedContentType } from '../../files/content-type.js';
import type { ProfilesContext } from '../context.js';
import { ownerRecord } from '../present.js';
import * as repo from '../profiles.repository.js';

/** One account per mobile and role: the constraint of migration 0001 on users (mobile, user_type_id). */
const MOBILE_OF_ROLE = 'users_mobile_user_type_id_key';

/**
 * Edit Basic Details: e-mail, landline, picture, and the mobile once the code sent to the NEW
 * number is right. The code check and the change commit together; a wrong code is still counted.
 */
export async function updateAccountDetails(
  ctx: ProfilesContext,
  user: Actor,
  role: Role,
  input: AccountDetailsInput,
  client: SignInClient,
) {
  const { db, clock, files, auth } = ctx;
  const { language } = user;
  const now = clock.now();
  const outcome = await db
    .transaction(async (tx) => {
      const current = await repo.lockUser(tx, user.userId);
      if (!current) throw forbidden('errors.auth.required');
      if (input.profile_picture) {
        const file = await files.assertOwned(tx, input.profile_picture, user.userId, ['profile_picture']);
        if (!IMAGE_TYPES.includes(file.contentType as AllowedContentType)) {
          throw badRequest('errors.files.imageOnly');
        }
      }
      let mobile = current.mobile;
      if (input.mobile && input.mobile !== current.mobile) {
        const wrongCode = await auth.checkCode(tx, input.mobile, input.otp ?? '', now, {
          purpose: 'mobile-change',
          client,
        });
        if (wrongCode) return { error: wrongCode };
        if (await repo.mobileTaken(tx, input.mobile, current.userTypeId, user.userId)) {
          return { error: conflict('profile:errors.mobileTaken') };
        }
        mobile = input.mobile;
      }
      // The landline only when sent (absent keeps it: docs/api.md, updateAccountDetails).
      await repo.updateContact(
        tx,
        user.userId,
        { email: input.email ?? null, mobile, landPhone: input.land_phone },
        now,
      );
      if (input.profile_picture !== undefined) {
        await repo.savePicture(tx, user.userId, input.profile_picture, now);
      }
      const updated = await repo.lockUser(tx, user.userId);
      return { data: await ownerRecord(ctx, tx, role, user.userId, language), User: sessionUser(updated!) };
    })
    .catch((error: unknown) => {
      // Another account took the number between the check and the change.
      if (isUniqueViolation(error, MOBILE_OF_ROLE)) throw conflict('profile:errors.mobileTaken');
      throw error;
    });
  if ('error' in outcome) throw outcome.error as HttpError;
  return outcome;
}
