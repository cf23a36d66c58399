import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '@lorrybazaar/contract';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES_DIR } from '../../lib/i18n.js';
import { sendError } from '../app/errors.js';
import { compressed, sendCompressed, type Compressed } from './compressed.js';

/** A translation file as sent, kept until the file changes. */
interface Kept extends Compressed {
  mtimeMs: number;
  size: number;
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
      ...compressed(body),
      mtimeMs: info.mtimeMs,
      size: info.size,
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
      .header('vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8');
    return sendCompressed(request, reply, found);
  };
  // Files, not an API route: left out of the OpenAPI document (/api/docs), as the static files are.
  app.get('/locales/:language/:file', { schema: { hide: true } }, handler);
}
