import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** A page of the user's notifications, newest first (docs/api.md, Notifications). */
export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, page],
    queryFn: ({ signal }) =>
      api<NotificationsResponse>('/Transpoter/notifications', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
