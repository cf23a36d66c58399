import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_PATHS,
  ROLE_PREFIX,
  toProfileView,
  type ProfileView,
  type Role,
} from '@lorrybazaar/contract';
import { PROFILE_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

/** Signed links last 5 minutes: the profile is read again before they run out. */
const LINK_REFRESH_MS = 4 * 60_000;

/** The profile in one role, in every language: a save refreshes it. */
export const profileQueryKey = (role: Role | null) => [...PROFILE_KEY, role] as const;

/** GET …ById for the signed-in user (docs/api.md, Profiles and documents): the owner's full record. */
export async function getProfile(
  role: Role,
  ownId: string,
  signal?: AbortSignal,
): Promise<ProfileView | null> {
  const body = await api<{ data?: Record<string, unknown> }>(PROFILE_PATHS[role].get, {
    query: { [`${ROLE_PREFIX[role]}_id`]: ownId || undefined },
    signal,
  });
  return body.data && body.data.visibility === 'owner' ? toProfileView(role, body.data) : null;
}

export const profileQueryOptions = (role: Role | null, ownId: string, lang: string) =>
  queryOptions({
    // The language is in the key: state names come back in it.
    queryKey: [...profileQueryKey(role), lang],
    queryFn: ({ signal }) => getProfile(role!, ownId, signal),
    enabled: Boolean(role),
    staleTime: 60_000,
    refetchInterval: LINK_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useProfile(role: Role | null, ownId: string) {
  const { i18n } = useTranslation();
  return useQuery(profileQueryOptions(role, ownId, i18n.resolvedLanguage ?? i18n.language));
}
