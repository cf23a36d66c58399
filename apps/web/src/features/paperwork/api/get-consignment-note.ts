import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsignmentNoteResponse } from '@lorrybazaar/contract';
import { PAPERWORK_KEY } from '#api/query-keys';
import { api } from '#lib/api-client';

export const getConsignmentNote = (scheduleId: string, signal?: AbortSignal) =>
  api<ConsignmentNoteResponse>('/Transpoter/consignmentNote', { query: { schedule_id: scheduleId }, signal });

/** The trip's consignment note (an empty draft before one is saved). */
export const consignmentNoteQueryOptions = (scheduleId: string) =>
  queryOptions({
    queryKey: [...PAPERWORK_KEY, 'note', scheduleId],
    queryFn: ({ signal }) => getConsignmentNote(scheduleId, signal),
  });

/** The PDF's links work for 5 minutes (docs/api.md, Files): read again every 4 while on screen. */
export const useConsignmentNote = (scheduleId: string) =>
  useQuery({ ...consignmentNoteQueryOptions(scheduleId), refetchInterval: 4 * 60_000 });

/**
 * The number of the trip's LR issued in the app, null while none is (a draft, or not read yet):
 * the trip's documents then offer no LR upload beside it (docs/decisions/039, amended 2026-11-29).
 */
export function useIssuedLrNumber(scheduleId: string): string | null {
  const note = useConsignmentNote(scheduleId).data?.data;
  return note?.status === 'issued' ? note.lr_number : null;
}
