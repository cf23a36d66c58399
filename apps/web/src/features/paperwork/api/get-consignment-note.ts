import { useQuery } from '@tanstack/react-query';
import type { ConsignmentNoteResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const consignmentNoteKey = (scheduleId: string) => ['paperwork', 'note', scheduleId] as const;

export const getConsignmentNote = (scheduleId: string, signal?: AbortSignal) =>
  api<ConsignmentNoteResponse>('/Transpoter/consignmentNote', { query: { schedule_id: scheduleId }, signal });

/** The PDF's links work for 5 minutes (docs/api.md, Files): read again every 4 while on screen. */
export const useConsignmentNote = (scheduleId: string) =>
  useQuery({
    queryKey: consignmentNoteKey(scheduleId),
    queryFn: ({ signal }) => getConsignmentNote(scheduleId, signal),
    refetchInterval: 4 * 60_000,
  });
