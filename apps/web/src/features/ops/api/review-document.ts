import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsDocument, ReviewReason } from '@lorrybazaar/contract';
import { OPS_KEY, opsApi } from './ops-api';

export interface Review {
  id: string;
  outcome: 'approve' | 'reject';
  reason?: ReviewReason;
  note?: string;
}

export const reviewDocument = ({ id, ...body }: Review) =>
  opsApi<{ message: string; data: OpsDocument }>(`/documents/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body,
  });

export function useReviewDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: OPS_KEY }),
  });
}
