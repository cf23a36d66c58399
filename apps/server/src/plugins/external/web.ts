import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES_DIR } from '../../lib/i18n.js';
import { sendError } from '../app/errors.js';

const require = createRequire(import.meta.url);
/**
 * apps/web/dist, found through the workspace link rather than relative to this file: the same
 * answer for the source (tsx) and for the bundle in apps/server/dist (docs/decisions/023-production-build-and-shutdown.md).
 */
export const DEFAULT_WEB_DIST = path.join(
  path.dirname(require.resolve('@lorrybazaar/web/package.json')),
  'dist',
);

/**
 * One process serves the API and the built web app: static files, the translation files at
 * /locales/{lng}/translation.json, and index.html for every client route (SPA fallback).
 * Unknown /api/* paths answer a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(root, 'index.html'));

  await app.register(fastifyStatic, {
    root: LOCALES_DIR,
    prefix: '/locales/',
    decorateReply: false,
    maxAge: '5m',
    etag: true,
  });

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated. `cacheControl: false`:
      // otherwise @fastify/static writes its own `public, max-age=0` over what setHeaders says
      // (web.test.ts).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve the client');
  }

  app.setNotFoundHandler((request, reply) => {
    // A client route (a path without a file extension, or any page a browser asks for) gets
    // the app; a missing asset or API path gets a JSON 404.
    const pathname = request.url.split('?')[0] ?? '';
    const page = (request.headers.accept ?? '').includes('text/html') || !path.extname(pathname);
    if (
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/locales/') &&
      page
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return sendError(reply, request, 404, 'errors.notFound');
  });
});
