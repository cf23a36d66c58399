import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A body the server sends often: its ETag and its compressed forms, made once. */
export interface Compressed {
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compressed(body: Buffer): Compressed {
  return {
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

type Encoding = 'br' | 'gzip';

/**
 * The encoding to send: Brotli, else gzip, when the request accepts it (a `q=0` refuses it).
 * `*` accepts both.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * Sends it in the encoding the request accepts, or 304 when the request already has it (its
 * ETag). The caller sets the type, the caching and what the answer varies by.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, kept: Compressed) {
  reply.header('etag', kept.etag);
  if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(kept.body);
  return reply.header('content-encoding', encoding).send(kept[encoding]);
}
