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
