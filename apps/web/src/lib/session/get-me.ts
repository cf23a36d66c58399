import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { useAppDispatch, useSession } from '#lib/store';
import { clearSession, setRoleData } from './session-slice';

export const getMe = () => api<MeResponse>('/Transpoter/Me');

/**
 * Checks the stored session against the server (which also renews an expired access token
 * through the API client) and keeps the record in step with the account: the cookie decides.
 */
export function useMe() {
  const dispatch = useAppDispatch();
  const session = useSession();
  const query = useQuery({ queryKey: ['me'], queryFn: getMe, staleTime: 5 * 60_000 });
  const me = query.data;
  useEffect(() => {
    if (!me) return;
    if (me.User.users_id !== session.users_id) dispatch(clearSession());
    dispatch(setRoleData({ ...me.data, ...me.User }));
  }, [me, session.users_id, dispatch]);
  return query;
}
