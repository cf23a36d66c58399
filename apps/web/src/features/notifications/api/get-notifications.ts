import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@lorrybazaar/contract';
import { NOTIFICATIONS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

/** A page of the user's notifications, newest first (docs/api.md, Notifications). */
export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, page],
    queryFn: ({ signal }) =>
      api<NotificationsResponse>('/Transpoter/notifications', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (page: number) => useQuery(notificationsQueryOptions(page));
