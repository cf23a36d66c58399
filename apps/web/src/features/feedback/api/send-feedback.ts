import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackBody, FeedbackCreatedResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const sendFeedback = (body: FeedbackBody) =>
  api<FeedbackCreatedResponse>('/Transpoter/feedback', { method: 'POST', body });

export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: ['feedback'] }),
  });
}
