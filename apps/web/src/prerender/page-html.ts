import { AFTER_PAINT_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '@lorrybazaar/contract';

/** One public page in one language, as the prerender composes it (docs/decisions/031). */
export interface PageParts {
  language: string;
  title: string;
  description: string;
  /** React's markup of the page, the content of `<div id="root">`. */
  markup: string;
  /** index.html's stylesheets by address, each written inline in place of its `<link>`. */
  styles: Record<string, string>;
  /** Tags added at the end of `<head>`: the early-clicks script and the preloads. */
  head: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A copy of the built index.html that is already the page: `<html lang>`, the page's title and
 * description, the stylesheet inline (nothing blocks the first paint but the HTML itself), and
 * the markup in the root marked with its language, which main.tsx hydrates. The scripts stay as
 * Vite wrote them. Throws when index.html no longer has what it replaces.
 */
export function pageHtml(template: string, page: PageParts): string {
  let html = template;
  const replace = (pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${what}`);
    // A function, so that `$&` and the like in the markup or the CSS stay as they are.
    html = html.replace(pattern, () => by);
  };
  // The page has its own markup in place of the app's stand-in.
  replace(/<!-- shell:[\s\S]*?<!-- \/shell -->\s*/, '', 'shell');
  // index.html's comment says why it names no language; this copy names one.
  html = html.replace(/<!--[\s\S]*?-->\s*/g, '');
  replace(/<html>/, `<html lang="${escapeHtml(page.language)}">`, '<html>');
  replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    'meta description',
  );
  for (const [href, css] of Object.entries(page.styles)) {
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} cannot be inlined`);
    // The link stays, disabled (a disabled stylesheet is not fetched): the app's lazy modules
    // ask for the stylesheet they were built with, and one found on the page is not fetched again.
    replace(
      new RegExp(`<link rel="stylesheet"[^>]*href="${escapeRegExp(href)}"[^>]*>`),
      `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`,
      href,
    );
  }
  replace(/<\/head>/, `${page.head.join('')}</head>`, '</head>');
  // React writes the preloads it wants (the hero image's, for `fetchPriority="high"`) before the
  // markup; in <head>, ahead of the inline CSS, the image starts as early as it can.
  const [, preloads = '', markup = ''] =
    /^((?:<link rel="preload"[^>]*>)*)([\s\S]*)$/.exec(page.markup) ?? [];
  replace(/<script type="module"/, `${preloads}<script type="module"`, 'module script');
  // The page is readable before any script runs: the app's scripts, chunks and texts are written
  // inert and made real by the page script once the page is painted (PRERENDERED_PAGE_SCRIPT).
  html = html
    .replace(/<script type="module"/g, `<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="module"`)
    .replace(
      /<link rel="modulepreload"/g,
      `<link rel="x-after-paint" ${AFTER_PAINT_ATTRIBUTE}="modulepreload"`,
    )
    .replace(
      /<link rel="preload" as="fetch"/g,
      `<link rel="x-after-paint" ${AFTER_PAINT_ATTRIBUTE}="preload" as="fetch"`,
    );
  replace(
    /<div id="root"><\/div>/,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(page.language)}">${markup}</div>`,
    'an empty <div id="root">',
  );
  return html;
}
