import { useMutation } from '@tanstack/react-query';
import type { FeedbackBody, FeedbackCreatedResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const sendFeedback = (body: FeedbackBody) =>
  api<FeedbackCreatedResponse>('/Transpoter/feedback', { method: 'POST', body });

/** Nothing on screen reads feedback back: no query to refresh after it. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
