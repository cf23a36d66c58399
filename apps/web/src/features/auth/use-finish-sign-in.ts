import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ProfileFormValues, Role } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { useAppDispatch } from '#lib/store';
import { register } from '#features/auth/api/register';
import { clearSession, setRoleData } from '#lib/session/session-slice';

/**
 * Register (which signs in, docs/decisions/003) with these profile values, fill the session record
 * and open the role's area. Used by the profile form and, for a returning user whose record is
 * already complete, straight after the OTP (docs/decisions/003-sign-in-and-sessions.md).
 */
export function useFinishSignIn(role: Role) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (mobile: string, values: ProfileFormValues) => {
      const result = await register(role, mobile, values);
      dispatch(clearSession());
      dispatch(setRoleData({ ...result.data, ...result.User }));
      navigate(paths.roleHome(role), { replace: true });
    },
    [dispatch, navigate, role],
  );
}
