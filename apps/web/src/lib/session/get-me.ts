import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { store } from '#lib/store';
import { SESSION_CHECK_KEY, clearSession, setRoleData } from './session-slice';

export const getMe = (signal?: AbortSignal) => api<MeResponse>('/Transpoter/Me', { signal });

/**
 * Puts the server's answer into the session record: the cookie decides, so an answer for another
 * user than the stored one replaces the record rather than merging into it.
 */
function applyMe(me: MeResponse) {
  if (me.User.users_id !== store.getState().transporter.users_id) store.dispatch(clearSession());
  store.dispatch(setRoleData({ ...me.data, ...me.User }));
}

/**
 * Checks the stored session against the server (which also renews an expired access token
 * through the API client) and keeps the record in step with the account.
 *
 * The session has one source of truth, the Redux slice `transporter` persisted under `root`
 * (docs/decisions/034-query-options-and-one-session.md). This query only feeds it: its function
 * writes the answer into the slice and caches nothing itself (its data is null), so no screen can
 * read a second, older copy of the user. A check cancelled on its way (logout and a lost session
 * clear the query cache) writes nothing.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_CHECK_KEY,
    queryFn: async ({ signal }) => {
      const me = await getMe(signal);
      if (!signal.aborted) applyMe(me);
      return null;
    },
    staleTime: 5 * 60_000,
  });

/** Runs the check while the signed-in shell is mounted; screens read the record (`useSession`). */
export function useMe() {
  useQuery(meQueryOptions());
}
