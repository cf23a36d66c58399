import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '#lib/store';
import { logout } from './logout';
import { clearSession } from './session-slice';

/** Logout: the server revokes the session, the record is cleared, back to /. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Even offline, the device forgets the user; the server session then expires on its own.
    await logout().catch(() => undefined);
    dispatch(clearSession());
    queryClient.clear();
    navigate('/', { replace: true });
  }, [dispatch, navigate, queryClient]);
}
