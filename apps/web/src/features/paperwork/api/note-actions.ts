import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsignmentNoteBody, ConsignmentNoteResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { SCHEDULES_KEY } from '#api/query-keys';
import { consignmentNoteQueryOptions } from './get-consignment-note';

export const saveConsignmentNote = (body: ConsignmentNoteBody) =>
  api<ConsignmentNoteResponse>('/Transpoter/consignmentNote', { method: 'PUT', body });

export const issueConsignmentNote = (scheduleId: string) =>
  api<ConsignmentNoteResponse>('/Transpoter/consignmentNote/issue', {
    method: 'POST',
    body: { schedule_id: scheduleId },
  });

export const cancelConsignmentNote = (scheduleId: string) =>
  api<ConsignmentNoteResponse>('/Transpoter/consignmentNote/cancel', {
    method: 'POST',
    body: { schedule_id: scheduleId },
  });

/**
 * Save, issue or cancel: each answers the note as it now stands, which the card shows at once (a
 * read of the note under way is dropped first, so an older answer cannot put "Draft" back).
 * Issuing attaches the LR to the trip (in transit), so the trip's own queries are read again too.
 */
export function useNoteAction<A>(scheduleId: string, action: (input: A) => Promise<ConsignmentNoteResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (answer) => {
      const { queryKey } = consignmentNoteQueryOptions(scheduleId);
      await client.cancelQueries({ queryKey });
      client.setQueryData(queryKey, answer);
      await client.invalidateQueries({ queryKey: SCHEDULES_KEY });
    },
  });
}
