import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRERENDERED_PAGE_SCRIPT, LANGUAGES, type Language } from '@lorrybazaar/contract';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
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
 * The CSP source that lets a prerendered page run its one inline script (app.ts adds it to
 * `script-src`; docs/decisions/031-prerendered-public-pages.md).
 */
export const PRERENDERED_PAGE_CSP = `'sha256-${createHash('sha256').update(PRERENDERED_PAGE_SCRIPT).digest('base64')}'`;

/** Where the web build writes the prerendered public pages: `<lng>/<page>.html` (`index` is `/`). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The prerendered pages of a build, by path: `/` → index.html, `/faq` → faq.html, each with the
 * languages it was written in. Read once at start, like index.html itself.
 */
export function prerenderedPages(root: string): Map<string, Set<Language>> {
  const pages = new Map<string, Set<Language>>();
  for (const language of LANGUAGES) {
    const dir = path.join(root, PRERENDERED_DIR, language);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      const name = /^([a-z0-9-]+)\.html$/.exec(file)?.[1];
      if (!name) continue;
      const pathname = name === 'index' ? '/' : `/${name}`;
      let languages = pages.get(pathname);
      if (!languages) pages.set(pathname, (languages = new Set()));
      languages.add(language);
    }
  }
  return pages;
}

/**
 * Pages whose address carries a token and whose prerendered shell serves every token
 * (apps/web/src/prerender/entry-server.tsx, SHELLS): an LR's public check.
 */
const PRERENDERED_SHELLS: [RegExp, string][] = [[/^\/lr\/[A-Za-z0-9_-]{16,64}$/, '/lr-token']];
const prerenderedPath = (pathname: string) =>
  PRERENDERED_SHELLS.find(([pattern]) => pattern.test(pathname))?.[1] ?? pathname;

/**
 * One process serves the API and the built web app: static files, the translation files at
 * /locales/{lng}/translation.json, the public pages prerendered in the visitor's language, and
 * index.html for every other client route (SPA fallback). Unknown /api/* paths answer a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  const prerendered = hasWeb ? prerenderedPages(root) : new Map<string, Set<Language>>();

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
      // The prerendered pages have their own addresses (/, /faq …), chosen by language below.
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_DIR}/`),
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
      // A public page in the language the client would choose: its i18next cookie, then
      // Accept-Language (request.language, plugins/app/errors.ts), else English. The answer
      // depends on both headers, so a shared cache must key on them; and like index.html it is
      // revalidated on every visit.
      const page = prerenderedPath(pathname);
      const languages = prerendered.get(page);
      const language = languages?.has(request.language) ? request.language : 'en';
      if (languages?.has(language)) {
        const file = `${PRERENDERED_DIR}/${language}/${page === '/' ? 'index' : page.slice(1)}.html`;
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie, Accept-Language')
          .sendFile(file, root);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return sendError(reply, request, 404, 'errors.notFound');
  });
});
