import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '@lorrybazaar/contract';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALES_DIR } from '../../lib/i18n.js';
import { sendError } from '../app/errors.js';

/** A translation file as sent: the text, its compressed forms and its ETag, kept until the file changes. */
interface Kept {
  mtimeMs: number;
  size: number;
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
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
 * The translation files at /locales/{lng}/{ns}.json (docs/api.md), compressed: they are the
 * packages' own files, read and compressed once and again only when one changes (a developer's
 * edit shows on the next request), so they cost no compression per request. On a 50 kB/s
 * network the Hindi landing page's two files are 1.3 s as they are and 0.3 s compressed
 * (docs/decisions/038-the-first-tap-on-a-weak-network.md). Cached for five minutes, revalidated
 * by ETag.
 */
export function localeFilesRoute(app: FastifyInstance, dir = LOCALES_DIR) {
  const kept = new Map<string, Promise<Kept>>();

  async function file(name: string): Promise<Kept | undefined> {
    const info = await stat(name).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const found = await kept.get(name);
    if (found && found.mtimeMs === info.mtimeMs && found.size === info.size) return found;
    const reading = readFile(name).then((body) => ({
      mtimeMs: info.mtimeMs,
      size: info.size,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(body, { level: 9 }),
    }));
    kept.set(name, reading);
    reading.catch(() => kept.delete(name));
    return reading;
  }

  const languages = new Set<string>(LANGUAGES);
  const handler = async (
    request: FastifyRequest<{ Params: { language: string; file: string } }>,
    reply: FastifyReply,
  ) => {
    const { language, file: name } = request.params;
    // Our own file names only: nothing else in (or above) the folder is ever read.
    const found =
      languages.has(language) && /^[a-z][a-z-]*\.json$/.test(name)
        ? await file(path.join(dir, language, name))
        : undefined;
    if (!found) return sendError(reply, request, 404, 'errors.notFound');
    reply
      .header('cache-control', 'public, max-age=300')
      .header('etag', found.etag)
      .header('vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(found.body);
    return reply.header('content-encoding', encoding).send(found[encoding]);
  };
  app.get('/locales/:language/:file', handler);
}
