import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { NOTIFICATIONS_KEY } from '#api/query-keys';

/** Marks some notifications (`ids`) or all (`all: true`) read; the stream tells the new count. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadBody) =>
      api<{ unread: number }>('/Transpoter/notifications/read', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
