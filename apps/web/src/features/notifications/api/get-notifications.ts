import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** Every notification query: each new notification and each mark-read refreshes them. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

const getNotifications = (page: number, signal?: AbortSignal) =>
  api<NotificationsResponse>('/Transpoter/notifications', { query: { page }, signal });

/** A page of the user's notifications, newest first (docs/api.md, Notifications). */
export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, page],
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (page: number) => useQuery(notificationsQueryOptions(page));

/** The unread count, from the first page: the header's bell asks for it while the live stream is down. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: ({ signal }) => getNotifications(1, signal).then((answer) => answer.unread),
  });
