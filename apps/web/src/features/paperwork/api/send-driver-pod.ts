import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverTripResponse } from '@lorrybazaar/contract';
import { API_BASE_URL } from '#config/app';
import { ApiError } from '#lib/api-client';
import { driverTripQueryOptions } from './driver-trip';

export interface PodInput {
  receivedBy: string;
  /** The drawn signature, a PNG data: URL. */
  signature: string;
  photo: Blob;
}

/** The proof of delivery from the driver's page: one multipart request, no account. */
export async function sendDriverPod(token: string, input: PodInput): Promise<DriverTripResponse> {
  const form = new FormData();
  form.append('received_by', input.receivedBy);
  form.append('signature', input.signature);
  form.append('photo', input.photo, 'photo.jpg');
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/public/driver/${encodeURIComponent(token)}/pod`, {
      method: 'POST',
      body: form,
    });
  } catch {
    throw new ApiError(0, { code: 'errors.network', message: 'Network error' });
  }
  const body = (await response.json().catch(() => null)) as DriverTripResponse | ApiError['body'];
  if (!response.ok) throw new ApiError(response.status, body as ApiError['body']);
  return body as DriverTripResponse;
}

export function useSendDriverPod(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PodInput) => sendDriverPod(token, input),
    onSuccess: (answer) => client.setQueryData(driverTripQueryOptions(token).queryKey, answer),
  });
}
