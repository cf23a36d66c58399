import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SCHEDULE_CODES,
  type ScheduleDetailsResponse,
  type TripDocumentPurpose,
} from '@lorrybazaar/contract';
import { api } from '#lib/api-client';
import { errorCode } from '#lib/error-text';
import { PAPERWORK_KEY, SCHEDULES_KEY } from '#api/query-keys';
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
    // An LR was issued in the app meanwhile (the other party, or another tab): the trip and its
    // note are read again, so the page shows that LR and stops offering the upload.
    onError: (failure) =>
      errorCode(failure) === SCHEDULE_CODES.lrIssuedInApp
        ? Promise.all([
            client.invalidateQueries({ queryKey: PAPERWORK_KEY }),
            client.invalidateQueries({ queryKey: SCHEDULES_KEY }),
          ])
        : undefined,
  });
}
