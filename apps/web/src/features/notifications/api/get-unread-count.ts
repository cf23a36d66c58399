import { queryOptions } from '@tanstack/react-query';
import type { NotificationsResponse } from '@lorrybazaar/contract';
import { NOTIFICATIONS_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

/**
 * The unread count, as the first page of notifications tells it: the header's bell asks for it
 * while the live stream is down. Its own file, so the header (loaded on every signed-in page)
 * does not load the Notifications screen's calls.
 */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: ({ signal }) =>
      api<NotificationsResponse>('/Transpoter/notifications', { query: { page: 1 }, signal }).then(
        (answer) => answer.unread,
      ),
  });
