import { useQuery } from '@tanstack/react-query';
import type { SavedLanesResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** Every lane call answers with the list fresh or marks it stale under this key. */
export const LANES_KEY = ['lanes'] as const;

export const getSavedLanes = (signal?: AbortSignal) =>
  api<SavedLanesResponse>('/Transpoter/savedLanes', { signal });

/** The signed-in user's saved lanes, oldest first (`data`), and how many they may keep (`max`). */
export const useSavedLanes = () =>
  useQuery({ queryKey: LANES_KEY, queryFn: ({ signal }) => getSavedLanes(signal) });
