import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MySubscriptionResponse, StartTrialBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { mySubscriptionQueryOptions } from './get-my-subscription';

export const startTrial = (body: StartTrialBody) =>
  api<MySubscriptionResponse>('/Transpoter/startTrial', { method: 'POST', body });

export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (answer) => client.setQueryData(mySubscriptionQueryOptions().queryKey, { data: answer.data }),
  });
}
