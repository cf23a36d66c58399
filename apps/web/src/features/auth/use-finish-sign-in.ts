import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProfileFormValues, Role } from '@lorrybazaar/contract';
import { afterSignIn } from '#lib/after-sign-in';
import { useAppDispatch } from '#lib/store';
import { register } from '#features/auth/api/register';
import { clearSession, setRoleData } from '#lib/session/session-slice';

/**
 * Register (which signs in, docs/decisions/003) with these profile values, fill the session record
 * and open the role's area, or the page a deep link asked for (`?next=`, lib/after-sign-in.ts). Used
 * by the profile form and, for a returning user whose record is already complete, straight after
 * the OTP (docs/decisions/003-sign-in-and-sessions.md).
 */
export function useFinishSignIn(role: Role) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    /** `as`: another role's account of the same mobile, opened instead (sign-in modal). */
    async (mobile: string, values: ProfileFormValues, as: Role = role) => {
      const result = await register(as, mobile, values);
      dispatch(clearSession());
      dispatch(setRoleData({ ...result.data, ...result.User }));
      navigate(afterSignIn(as, search, result.User.users_operator === '1'), { replace: true });
    },
    [dispatch, navigate, role, search],
  );
}
