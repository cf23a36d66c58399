import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoRenewBody, MySubscriptionResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { mySubscriptionQueryOptions } from './get-my-subscription';

export const setAutoRenew = (body: AutoRenewBody) =>
  api<MySubscriptionResponse>('/Transpoter/autoRenew', { method: 'POST', body });

export function useSetAutoRenew() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAutoRenew,
    onSuccess: (answer) => client.setQueryData(mySubscriptionQueryOptions().queryKey, { data: answer.data }),
  });
}
