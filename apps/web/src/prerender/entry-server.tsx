import { QueryClient } from '@tanstack/react-query';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
} from 'react-router';
import { PRERENDERED_PAGE_SCRIPT, LANGUAGES, type Language } from '@lorrybazaar/contract';
import { AppRoot } from '#app/app-root';
import { routes } from '#app/router';
import { paths } from '#config/paths';
import { PageMetaSink } from '#features/public/use-page-meta';
// Aliased to ./i18n.ts in this build (vite.config.ts).
import { i18n, i18nReady } from '#lib/i18n';
import { store } from '#lib/store';
// The same module as `#lib/i18n` here; named by its own path for what only the prerender has.
import { loadedBy } from './i18n';
import { pageHtml } from './page-html';

/**
 * The prerender (docs/decisions/031-prerendered-public-pages.md): Vite builds this file for Node
 * after the browser build, and scripts/prerender.mjs calls `prerenderAll` to write every public
 * page in every language into dist/prerendered/<lng>/<page>.html, which the server sends for
 * that path in the visitor's language (apps/server/src/plugins/external/web.ts).
 */

/** The public pages: the landing page and the policies and FAQ of the footer (router.tsx). */
export const PAGES = [paths.home, ...Object.values(paths.legal)];

/** A page's file name and route module: `/` is index.html and the landing route, `/faq` faq.html and faq.tsx. */
const fileName = (page: string) => (page === paths.home ? 'index' : page.slice(1));
const routeModule = (page: string) =>
  `src/app/routes/public/${page === paths.home ? 'landing' : page.slice(1)}.tsx`;

/**
 * Pages whose address carries a token, written once as a shell (what they show before their
 * answer) that the server sends for every token (plugins/external/web.ts, PRERENDERED_SHELLS):
 * an LR's check, `/lr/<token>` → lr-token.html (docs/decisions/039).
 */
export const SHELLS = [
  { page: paths.verifyLr('shell'), file: 'lr-token', module: 'src/app/routes/public/verify-lr.tsx' },
];
const ALL = [...PAGES.map((page) => ({ page, file: fileName(page), module: routeModule(page) })), ...SHELLS];

const handler = createStaticHandler(routes);

/** One page in one language: React's markup, and the title and description the page sets. */
export async function renderPage(page: string, language: Language) {
  await i18nReady;
  await i18n.changeLanguage(language);
  const context = await handler.query(new Request(new URL(page, 'http://prerender.invalid')));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) {
    throw new Error(`prerender: ${page} did not render (${language})`);
  }
  const meta = { title: '', description: '' };
  const markup = renderToString(
    <PageMetaSink value={meta}>
      <AppRoot store={store} queryClient={new QueryClient()}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppRoot>
    </PageMetaSink>,
  );
  // A boundary that suspended would be its spinner in the HTML, and a spinner again in the browser.
  if (markup.includes('<!--$?') || markup.includes('<!--$!')) {
    throw new Error(`prerender: ${page} suspended (${language})`);
  }
  if (!meta.title || !meta.description) throw new Error(`prerender: ${page} set no title (${language})`);
  return { markup, ...meta };
}

/** The modules a route's lazy functions may load, by path under src/ (the `withText` they go through notes which). */
const ROUTE_MODULES = import.meta.glob([
  '../app/routes/**/*.tsx',
  '../app/layouts/*.tsx',
  // The route tables themselves (router.tsx imports them) and tests.
  '!../app/routes/**/*-routes.tsx',
  '!../**/*.test.tsx',
]);

/** A page of the router: its path (`/c/PostTruck/:truck_id`) and the lazy functions that load it, outermost first. */
interface RoutePage {
  path: string;
  lazies: (() => Promise<unknown>)[];
}

function routePages(list: RouteObject[], parent = '', lazies: RoutePage['lazies'] = []): RoutePage[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const chain =
      typeof route.lazy === 'function' ? [...lazies, route.lazy as () => Promise<unknown>] : lazies;
    if (route.children?.length) return routePages(route.children, path, chain);
    return path.includes('*') ? [] : [{ path: path || '/', lazies: chain }];
  });
}

/**
 * For each page of the router, what its first render loads beyond the entry: the route modules'
 * files (from Vite's manifest) and the namespaces of its texts. The server writes them into the
 * page it sends as preloads, so they arrive with the entry script instead of after it
 * (apps/server/src/plugins/external/web.ts; docs/decisions/038-the-first-tap-on-a-weak-network.md).
 * Found by running each page's lazy functions here, as the browser would: `withText` notes the
 * modules and namespaces they load. A route module's `firstCalls` (API addresses its first render
 * asks for when the page's address has no query) are written beside them.
 */
async function routeFiles(closure: (keys: string[]) => Set<string>, entry: Set<string>) {
  const sourceOf = new Map<unknown, string>();
  for (const [file, load] of Object.entries(ROUTE_MODULES))
    sourceOf.set(await load(), `src/${file.slice(3)}`);
  const pages: Record<string, { modules: string[]; namespaces: string[]; calls?: string[] }> = {};
  for (const page of routePages(routes)) {
    const sources: string[] = [];
    const namespaces = new Set(['translation']);
    const calls: string[] = [];
    for (const lazy of page.lazies) {
      const loaded = await loadedBy(lazy);
      // A module loaded any other way would be missing from the preloads, unnoticed.
      if (!loaded.modules.length)
        throw new Error(`prerender: a route of ${page.path} loads its module without withText`);
      for (const module of loaded.modules) {
        const source = sourceOf.get(module);
        if (!source)
          throw new Error(`prerender: ${page.path} loads a module outside app/routes and app/layouts`);
        sources.push(source);
        const { firstCalls } = module as { firstCalls?: unknown };
        if (Array.isArray(firstCalls)) calls.push(...firstCalls.map(String));
      }
      for (const namespace of loaded.namespaces) namespaces.add(namespace);
    }
    pages[page.path] = {
      modules: [...closure(sources)].filter((file) => !entry.has(file)).map((file) => `/${file}`),
      namespaces: [...namespaces],
      ...(calls.length ? { calls } : {}),
    };
  }
  return pages;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Writes every public page in every language into `dist` (the browser build's folder). */
export async function prerenderAll(dist: string) {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`prerender: ${key} is not in the build's manifest`);
    return found;
  };
  /** The files a module needs before it runs: its chunk and its static imports. */
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const { file, imports = [] } = chunk(key);
      if (seen.has(file)) continue;
      seen.add(file);
      closure(imports, seen);
    }
    return seen;
  };
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const entry = closure(['index.html']);
  const styles = Object.fromEntries((chunk('index.html').css ?? []).map((file) => [`/${file}`, read(file)]));

  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  writeFileSync(
    path.join(dist, 'prerendered', 'routes.json'),
    JSON.stringify(await routeFiles(closure, entry), null, 1),
  );

  // The landing page's buttons open the sign-in dialog: its files come right after the page's own,
  // so that a tap finds them here (docs/decisions/038).
  const signIn = closure(['src/features/auth/components/sign-in-modal.tsx']);

  let count = 0;
  for (const language of LANGUAGES) {
    mkdirSync(path.join(dist, 'prerendered', language), { recursive: true });
    // The texts the page reads before React takes it over, in its language only: English, the
    // fallback, is fetched only when it can be shown (lib/i18n-fallback.ts).
    const texts = ['translation', 'public'].map(
      (ns) => `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/${ns}.json">`,
    );
    for (const { page, file, module } of ALL) {
      const { markup, title, description } = await renderPage(page, language);
      const own = [...closure(['src/app/layouts/public-layout.tsx', module])];
      const later = page === paths.home ? [...signIn].filter((file) => !own.includes(file)) : [];
      const preload = (files: string[]) =>
        files
          .filter((file) => !entry.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      const html = pageHtml(template, {
        language,
        title,
        description,
        markup,
        styles,
        head: [`<script>${PRERENDERED_PAGE_SCRIPT}</script>`, ...preload(own), ...texts, ...preload(later)],
      });
      writeFileSync(path.join(dist, 'prerendered', language, `${file}.html`), html);
      count += 1;
    }
  }
  return count;
}
