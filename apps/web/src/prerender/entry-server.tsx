import { QueryClient } from '@tanstack/react-query';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { PRERENDERED_PAGE_SCRIPT, LANGUAGES, type Language } from '@lorrybazaar/contract';
import { AppRoot } from '#app/app-root';
import { routes } from '#app/router';
import { paths } from '#config/paths';
import { PageMetaSink } from '#features/public/use-page-meta';
// Aliased to ./i18n.ts in this build (vite.config.ts).
import { i18n, i18nReady } from '#lib/i18n';
import { store } from '#lib/store';
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

/** The Noto subset each Indic language's text needs (lib/fonts.ts loads the same files). */
const SCRIPTS: Partial<Record<Language, string>> = {
  hi: 'devanagari',
  kn: 'kannada',
  te: 'telugu',
  ta: 'tamil',
  ml: 'malayalam',
  bn: 'bengali',
};

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

  /** The Indic script's two weights, declared here so the font is fetched before the app runs. */
  const fontHead = (language: Language) => {
    const script = SCRIPTS[language];
    if (!script) return [];
    const css = ['400', '700']
      .map((weight) =>
        read(chunk(`../../node_modules/@fontsource/noto-sans-${script}/${script}-${weight}.css`).file),
      )
      .join('');
    const woff2 = [...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((match) => match[1]);
    return [
      ...woff2.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
      `<style>${css}</style>`,
    ];
  };

  let count = 0;
  for (const language of LANGUAGES) {
    mkdirSync(path.join(dist, 'prerendered', language), { recursive: true });
    // The texts the page reads before React takes it over (i18next loads English as its fallback).
    const texts = [...new Set([language, 'en'])].flatMap((lng) =>
      ['translation', 'public'].map(
        (ns) => `<link rel="preload" as="fetch" crossorigin href="/locales/${lng}/${ns}.json">`,
      ),
    );
    for (const { page, file, module } of ALL) {
      const { markup, title, description } = await renderPage(page, language);
      const modules = [...closure(['src/app/layouts/public-layout.tsx', module])].filter(
        (file) => !entry.has(file),
      );
      const html = pageHtml(template, {
        language,
        title,
        description,
        markup,
        styles,
        head: [
          `<script>${PRERENDERED_PAGE_SCRIPT}</script>`,
          ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...texts,
          ...fontHead(language),
        ],
      });
      writeFileSync(path.join(dist, 'prerendered', language, `${file}.html`), html);
      count += 1;
    }
  }
  return count;
}
