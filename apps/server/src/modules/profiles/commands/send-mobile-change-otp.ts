import type { Actor } from '../../../lib/actor.js';
import { badRequest, forbidden } from '../../../lib/http-error.js';
import type { SignInClient } from '../../auth/auth.service.js';
import type { ProfilesContext } from '../context.js';
import * as repo from '../profiles.repository.js';

/** Edit Basic Details: a code to the new number, under the same limits as signing in. */
export async function sendMobileChangeOtp(
  ctx: ProfilesContext,
  user: Actor,
  mobile: string,
  client: SignInClient,
) {
  const { db, auth } = ctx;
  const row = await repo.findProfile(db, user.userId);
  if (!row) throw forbidden('errors.auth.required');
  if (row.mobile === mobile) throw badRequest('profile:errors.sameMobile');
  // Whether the number already holds an account is told only after its code is right
  // (docs/decisions/003: answers never reveal a registration before that).
  return auth.sendOtp(mobile, { purpose: 'mobile-change', language: user.language, client });
}
