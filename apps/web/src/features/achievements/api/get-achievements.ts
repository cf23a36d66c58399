import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '@lorrybazaar/contract';
import { ACHIEVEMENTS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getAchievements = (signal?: AbortSignal) =>
  api<AchievementsResponse>('/Transpoter/achievements', { signal });

/** The signed-in user's figures and badges (`data`). */
export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: ACHIEVEMENTS_KEY, queryFn: ({ signal }) => getAchievements(signal) });

export const useAchievements = () => useQuery(achievementsQueryOptions());
