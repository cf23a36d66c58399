import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleDetailsResponse, TripDocumentPurpose } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { uploadFile } from '#api/upload-file';
import { showTripAsAnswered } from './get-schedule-details';

const ATTACH_PATH: Record<TripDocumentPurpose, string> = {
  lorry_receipt: '/Transpoter/uploadLorryReceipt',
  proof_of_delivery: '/Transpoter/uploadProofOfDelivery',
};

/**
 * A lorry receipt or proof of delivery: the file goes up first (private storage, with progress),
 * then its id is attached to the trip, which answers the trip as it now stands.
 */
export async function attachTripDocument(
  purpose: TripDocumentPurpose,
  scheduleId: string,
  file: File,
  onProgress?: (fraction: number) => void,
) {
  const uploaded = await uploadFile(purpose, file, onProgress);
  return api<ScheduleDetailsResponse>(ATTACH_PATH[purpose], {
    method: 'POST',
    body: { schedule_id: scheduleId, file_id: uploaded.file_id },
  });
}

export function useAttachTripDocument(purpose: TripDocumentPurpose, scheduleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      attachTripDocument(purpose, scheduleId, file, onProgress),
    onSuccess: (answer) => showTripAsAnswered(client, scheduleId, answer),
  });
}
