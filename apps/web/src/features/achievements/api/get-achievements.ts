import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getAchievements = (signal?: AbortSignal) =>
  api<AchievementsResponse>('/Transpoter/achievements', { signal });

/** The signed-in user's figures and badges (`data`): a booking or a trip document changes them. */
export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: ['achievements'], queryFn: ({ signal }) => getAchievements(signal) });

export const useAchievements = () => useQuery(achievementsQueryOptions());
