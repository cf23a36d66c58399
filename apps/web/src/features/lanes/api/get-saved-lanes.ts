import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedLanesResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getSavedLanes = (signal?: AbortSignal) =>
  api<SavedLanesResponse>('/Transpoter/savedLanes', { signal });

/**
 * The signed-in user's saved lanes, oldest first (`data`), and how many they may keep (`max`).
 * Every lane call marks it stale.
 */
export const savedLanesQueryOptions = () =>
  queryOptions({ queryKey: ['lanes'], queryFn: ({ signal }) => getSavedLanes(signal) });

export const useSavedLanes = () => useQuery(savedLanesQueryOptions());
