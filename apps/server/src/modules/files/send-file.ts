import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { cleanName } from './files.service.js';

/**
 * A stored file as an answer: its own type and size, shown in the browser or downloaded under its
 * cleaned name, never kept by a cache and never run as a page of the site (the signed links of
 * files.routes.ts, the driver's uploaded LR).
 */
export function sendStoredFile(
  reply: FastifyReply,
  row: { originalName: string; contentType: string; sizeBytes: number },
  stream: Readable,
  download = false,
) {
  // Cleaned again on the way out: rows stored before names were cleaned this way.
  const encoded = encodeURIComponent(cleanName(row.originalName, row.contentType));
  return reply
    .header('content-type', row.contentType)
    .header('content-length', row.sizeBytes)
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename*=UTF-8''${encoded}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .send(stream);
}
