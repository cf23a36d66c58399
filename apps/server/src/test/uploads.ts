import type { FastifyInstance } from 'fastify';
import type { CookieJar } from './app.js';
import { PDF } from './one-page-pdf.js';

/**
 * Real files, as small as they can be while still passing the KYC readability check
 * (modules/files/image-check.ts): a 240×240 striped PNG and a one-page PDF.
 */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAADwCAMAAAAJixmgAAAABlBMVEUeHh7m5uYfj2xeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABE0lEQVR42u3ZoREAQAgDwdB/028QFIB6FofcOZlUX/p+/wMMDAwMDAwMDAwMDAwMPE5pYGBgYGBgYGBgYGBg4EtgZYGBgYGBgYGBgYGBgYHtw0oDAwMDAwMDAwMDAwMD24eVBQYGBgYGBgYGBgYGBrYPKw0MDAwMDAwMDAwMDAxsH1YWGBgYGBgYGBgYGBgY2D6sNDAwMDAwMDAwMDAwMLB9WFlgYGBgYGBgYGBgYGBg+7DSwMDAwMDAwMDAwMDAwPZhZYGBgYGBgYGBgYGBgYHtw0oDAwMDAwMDAwMDAwMD24eVBQYGBgYGBgYGBgYGBrYPKw0MDAwMDAwMDAwMDAxsH1YWGBgYGBgYGBgYGBgYePF/5Mhwgd9IVvEAAAAASUVORK5CYII=',
  'base64',
);
export { PDF };
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0)]);

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body as a browser sends it; the file under `fileField` (`file` for uploadFile). */
export function multipart(fields: Record<string, string>, file?: UploadFile, fileField = 'file') {
  const boundary = '----lorrybazaar-test-boundary';
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/Transpoter/uploadFile as `jar`; the default file is a small PDF. */
export function upload(
  app: FastifyInstance,
  jar: CookieJar,
  purpose: string,
  file: UploadFile | null = { name: `${purpose}.pdf`, type: 'application/pdf', bytes: PDF },
) {
  return jar.inject(app, {
    method: 'POST',
    url: '/api/Transpoter/uploadFile',
    ...multipart({ purpose }, file ?? undefined),
  });
}

/** Uploads and answers the new file's id (fails the test unless the upload is accepted). */
export async function uploadId(app: FastifyInstance, jar: CookieJar, purpose: string, file?: UploadFile) {
  const response = await upload(app, jar, purpose, file);
  if (response.statusCode !== 201)
    throw new Error(`upload ${purpose}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { file_id: string } }>().data.file_id;
}
