import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripMoneyResponse, TripPaymentBody } from '@lorrybazaar/contract';
import { SCHEDULES_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getTripMoney = (scheduleId: string, signal?: AbortSignal) =>
  api<TripMoneyResponse>('/Transpoter/tripPayments', { query: { schedule_id: scheduleId }, signal });

/** Under the schedules root: a notification about the trip (a document, a payment due) refreshes it too. */
export const tripMoneyQueryOptions = (scheduleId: string) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'money', scheduleId],
    queryFn: ({ signal }) => getTripMoney(scheduleId, signal),
  });

export const useTripMoney = (scheduleId: string) => useQuery(tripMoneyQueryOptions(scheduleId));

/** Records a line, or confirms or disputes one; the answer is the trip's money as it now stands. */
export function useTripMoneyActions(scheduleId: string) {
  const client = useQueryClient();
  const onSuccess = (answer: TripMoneyResponse) =>
    client.setQueryData(tripMoneyQueryOptions(scheduleId).queryKey, answer);
  const record = useMutation({
    mutationFn: (body: Omit<TripPaymentBody, 'schedule_id'>) =>
      api<TripMoneyResponse>('/Transpoter/tripPayments', {
        method: 'POST',
        body: { ...body, schedule_id: scheduleId },
      }),
    onSuccess,
  });
  const answer = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'confirm' | 'dispute' }) =>
      api<TripMoneyResponse>(`/Transpoter/tripPayments/${id}/${action}`, { method: 'POST' }),
    onSuccess,
  });
  return { record, answer };
}
