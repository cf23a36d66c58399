import type { FastifyInstance } from 'fastify';
import type { CookieJar } from './app.js';

/** Files whose first bytes say what they are (the server checks content, not names). */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0)]);

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body as a browser sends it. */
export function multipart(fields: Record<string, string>, file?: UploadFile) {
  const boundary = '----lorrybazaar-test-boundary';
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
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
