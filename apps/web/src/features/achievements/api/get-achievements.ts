import { useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getAchievements = (signal?: AbortSignal) =>
  api<AchievementsResponse>('/Transpoter/achievements', { signal });

/** The signed-in user's figures and badges (`data`). */
export const useAchievements = () =>
  useQuery({
    queryKey: ['achievements'],
    queryFn: ({ signal }) => getAchievements(signal),
  });
