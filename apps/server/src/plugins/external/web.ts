import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRERENDERED_PAGE_SCRIPT, LANGUAGES, type Language } from '@lorrybazaar/contract';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sendError } from '../app/errors.js';
import { compressed, sendCompressed, type Compressed } from './compressed.js';
import { localeFilesRoute } from './locale-files.js';

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
 * What the first render of each page of the app loads beyond the entry script, by the page's
 * path as the router writes it (`/c/PostTruck/:truck_id`): its route modules' files and the
 * namespaces of its texts. The web build writes it (apps/web/src/prerender/entry-server.tsx).
 */
export interface RouteFiles {
  modules: string[];
  namespaces: string[];
  /**
   * The API calls its first render makes when the address has no query (the Loads tab's first
   * page): preloaded for a signed-in visitor, so the data comes with the scripts instead of a
   * round trip after them.
   */
  calls?: string[];
}

/**
 * The page a path is, as the router matches it: case-insensitive, `:name` standing for any one
 * segment, a named segment before a parameter.
 */
export function routeMatcher(routes: Record<string, RouteFiles>) {
  const patterns = Object.entries(routes)
    .map(([pattern, files]) => ({ segments: pattern.toLowerCase().split('/').filter(Boolean), files }))
    .sort(
      (a, b) =>
        b.segments.filter((segment) => !segment.startsWith(':')).length -
        a.segments.filter((segment) => !segment.startsWith(':')).length,
    );
  return (pathname: string): { pattern: string; files: RouteFiles } | undefined => {
    const segments = pathname.toLowerCase().split('/').filter(Boolean);
    const found = patterns.find(
      (pattern) =>
        pattern.segments.length === segments.length &&
        pattern.segments.every((segment, index) => segment.startsWith(':') || segment === segments[index]),
    );
    return found && { pattern: `/${found.segments.join('/')}`, files: found.files };
  };
}

/**
 * The files of a build that have compressed copies beside them (`.br`, `.gz`: apps/web/scripts/compress.mjs),
 * whose answers therefore depend on Accept-Encoding. Read once at start, like the pages above.
 */
export function compressedFiles(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(br|gz)$/.test(entry.name)) found.add(full.slice(0, -3));
    }
  };
  walk(root);
  return found;
}

/** A page of the app answered with head tags of its own (`app.webPage`). */
export interface WebPage {
  status: number;
  language: Language;
  /** Plain text, HTML-escaped by the caller. */
  title: string;
  /** Tags for the head, escaped by the caller. */
  head: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    webPage: (request: FastifyRequest, reply: FastifyReply, page: WebPage) => FastifyReply;
  }
}

/**
 * One process serves the API and the built web app: static files, the translation files at
 * /locales/{lng}/translation.json, the public pages prerendered in the visitor's language, and
 * index.html for every other client route (SPA fallback). Unknown /api/* paths answer a JSON 404.
 */
const web = async (app: FastifyInstance) => {
  const root = app.config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  const prerendered = hasWeb ? prerenderedPages(root) : new Map<string, Set<Language>>();
  const compressedCopies = hasWeb ? compressedFiles(root) : new Set<string>();
  const routesFile = path.join(root, PRERENDERED_DIR, 'routes.json');
  const matchRoute = routeMatcher(
    hasWeb && existsSync(routesFile)
      ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, RouteFiles>)
      : {},
  );
  const indexHtml = hasWeb ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  /**
   * A page's route files as `modulepreload`, its texts in `language` as `preload`, and with
   * `calls`, its first API calls as the app's fetch makes them (credentials included), so that
   * the app's request takes the preloaded answer (e2e/slow/first-tap.spec.ts counts one request).
   */
  const preloadsOf = (files: RouteFiles, language: Language, calls = false) =>
    [
      // The calls first: small answers that wait on the server, not on the network's bytes.
      ...(calls ? (files.calls ?? []) : []).map(
        (href) =>
          `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href.replace(/&/g, '&amp;')}">`,
      ),
      ...files.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...files.namespaces.map(
        (namespace) =>
          `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/${namespace}.json">`,
      ),
    ].join('');
  /**
   * index.html for a page of the app in a language, with its route's files and texts preloaded:
   * they arrive beside the entry script instead of after it has run (docs/decisions/038); its
   * first calls too on the address without a query (a search asks for another call). Made once
   * per page, language and that choice.
   */
  const appPages = new Map<string, Compressed>();
  const appPage = (pattern: string, files: RouteFiles, language: Language, calls: boolean) => {
    const key = `${language} ${calls} ${pattern}`;
    let page = appPages.get(key);
    if (!page) {
      const preloads = preloadsOf(files, language, calls);
      page = compressed(Buffer.from(indexHtml.replace('</head>', () => `${preloads}</head>`)));
      appPages.set(key, page);
    }
    return page;
  };

  /**
   * A page of the app with tags of its own in its head (a shared listing's Open Graph tags,
   * docs/decisions/050): index.html with the route's preloads in `language`, its `<html lang>` and
   * title set, made for each answer (the tags change with the listing). Without a build, a bare
   * document with the tags: what a link's preview reads is there either way.
   */
  app.decorate('webPage', (request: FastifyRequest, reply: FastifyReply, page: WebPage) => {
    const head = `<title>${page.title}</title>${page.head}`;
    const route = matchRoute(request.url.split('?')[0] ?? '');
    const html = hasWeb
      ? indexHtml
          .replace('<html>', `<html lang="${page.language}">`)
          .replace(/<title>[^<]*<\/title>/, '')
          .replace(/<meta\s+name="description"[^>]*>/, '')
          .replace('</head>', () => `${route ? preloadsOf(route.files, page.language) : ''}${head}</head>`)
      : `<!doctype html><html lang="${page.language}"><head><meta charset="UTF-8">${head}</head><body></body></html>`;
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  localeFilesRoute(app);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's Brotli and gzip copies, to a browser that accepts them: no compression per
      // request (docs/decisions/038-the-first-tap-on-a-weak-network.md).
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated. `cacheControl: false`:
      // otherwise @fastify/static writes its own `public, max-age=0` over what setHeaders says
      // (web.test.ts).
      cacheControl: false,
      // The prerendered pages have their own addresses (/, /faq …), chosen by language below.
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_DIR}/`),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (compressedCopies.has(filePath.replace(/\.(br|gz)$/, '')))
          res.setHeader('vary', 'Accept-Encoding');
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
      // depends on both headers (and, compressed, on Accept-Encoding), so a shared cache must key
      // on them; and like index.html it is revalidated on every visit.
      const page = prerenderedPath(pathname);
      const languages = prerendered.get(page);
      const language = languages?.has(request.language) ? request.language : 'en';
      if (languages?.has(language)) {
        const file = `${PRERENDERED_DIR}/${language}/${page === '/' ? 'index' : page.slice(1)}.html`;
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
          .sendFile(file, root);
      }
      const route = matchRoute(pathname);
      if (route) {
        // Like a prerendered page, it depends on the language (and the encoding).
        reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
          .type('text/html; charset=utf-8');
        // The session's cookies are the API's only (path /api): a visitor without one gets a 403
        // for the preloaded call, as the app's own call would answer.
        const calls = !request.url.includes('?');
        return sendCompressed(request, reply, appPage(route.pattern, route.files, request.language, calls));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return sendError(reply, request, 404, 'errors.notFound');
  });
};

export const webPlugin = fp(web, { name: 'web' });
