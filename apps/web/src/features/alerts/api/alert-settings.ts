import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettingsResponse, SaveAlertSettingsBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getAlertSettings = (signal?: AbortSignal) =>
  api<AlertSettingsResponse>('/Transpoter/alertSettings', { signal });

/** The signed-in user's alert settings, and whether push is on for the account and the server. */
export const alertSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['alertSettings'], queryFn: ({ signal }) => getAlertSettings(signal) });

export const useAlertSettings = () => useQuery(alertSettingsQueryOptions());

export const saveAlertSettings = (body: SaveAlertSettingsBody) =>
  api<AlertSettingsResponse>('/Transpoter/alertSettings', { method: 'PUT', body });

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (answer) => client.setQueryData(alertSettingsQueryOptions().queryKey, answer),
  });
}
