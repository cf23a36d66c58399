import { API_BASE_URL } from '#config/app';
import { ApiError, withRefresh } from '#lib/api-client';

export type FilePurpose =
  'rc' | 'insurance' | 'document' | 'profile_picture' | 'lorry_receipt' | 'proof_of_delivery';
export interface UploadedFile {
  file_id: string;
  name: string;
  content_type: string;
  size: number;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

function send(purpose: FilePurpose, file: File, onProgress?: (fraction: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}/Transpoter/uploadFile`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response });
    request.onerror = () => reject(new ApiError(0, { code: 'errors.network', message: 'Network error' }));
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    request.send(form);
  });
}

/**
 * Uploads one file through the API (private storage; docs/api.md, Files) with upload progress, and
 * answers its id for the payload that uses it. Same refresh-once rule as every API call.
 */
export async function uploadFile(
  purpose: FilePurpose,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadedFile> {
  if (file.size > MAX_UPLOAD_BYTES)
    throw new ApiError(413, { code: 'errors.files.size', message: 'Too large' });
  const result = await withRefresh(
    () => send(purpose, file, onProgress),
    (answer) => (answer.body as ApiError['body'])?.code,
  );
  if (result.status !== 201) throw new ApiError(result.status, result.body as ApiError['body']);
  onProgress?.(1);
  return (result.body as { data: UploadedFile }).data;
}
