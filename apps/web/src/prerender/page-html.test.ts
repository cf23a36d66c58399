import { describe, expect, it } from 'vitest';
import { pageHtml, type PageParts } from './page-html';

/** index.html as Vite writes it (apps/web/index.html after the build). */
const TEMPLATE = `<!doctype html>
<!-- No lang here: why. -->
<html>
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The default description."
    />
    <title>LorryBazaar</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">
  </head>
  <body>
    <div id="root"></div>
    <!-- shell: the stand-in. -->
    <div class="lb-shell"><header>LorryBazaar</header><main><i></i></main></div>
    <!-- /shell -->
  </body>
</html>`;

const PAGE: PageParts = {
  language: 'hi',
  title: 'LorryBazaar: "सही" ट्रक',
  description: 'Loads & lorries <everywhere>',
  markup:
    '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/><main><h1>नमस्ते $&amp;</h1></main>',
  styles: { '/assets/index-Cd34.css': 'body{color:red}a::after{content:"$&"}' },
  head: ['<script>early()</script>'],
};

describe('a prerendered page', () => {
  const html = pageHtml(TEMPLATE, PAGE);

  it('names its language and drops the comment that says why index.html does not', () => {
    expect(html).toContain('<html lang="hi">');
    expect(html).not.toContain('<!--');
  });

  it('has the title and description of the page, escaped', () => {
    expect(html).toContain('<title>LorryBazaar: &quot;सही&quot; ट्रक</title>');
    expect(html).toContain('<meta name="description" content="Loads &amp; lorries &lt;everywhere&gt;" />');
    expect(html).not.toContain('The default description.');
  });

  it('has the stylesheet inline instead of linked, as it was', () => {
    expect(html).toContain('<style>body{color:red}a::after{content:"$&"}</style>');
    // Named by a disabled link only (a disabled stylesheet is not fetched), for the lazy
    // modules that ask whether it is on the page.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*index-Cd34\.css/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-Cd34.css" disabled>');
  });

  it('has its markup instead of the app’s stand-in', () => {
    expect(html).not.toContain('lb-shell');
    expect(html).not.toContain('<header>LorryBazaar</header>');
  });

  it('has the markup in the root, marked with its language, and React’s preloads in the head', () => {
    expect(html).toContain('<div id="root" data-prerendered="hi"><main><h1>नमस्ते $&amp;</h1></main></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>');
    expect(head.indexOf('hero.svg')).toBeLessThan(head.indexOf('<style>'));
    expect(head).toContain('<script>early()</script>');
  });

  it('has the app’s scripts, chunks and texts inert, for the page script to start after the first paint', () => {
    expect(html).toContain(
      '<script type="text/plain" data-after-paint="module" crossorigin src="/assets/index-Ab12.js"></script>',
    );
    const withPreloads = pageHtml(TEMPLATE, {
      ...PAGE,
      head: [
        '<link rel="modulepreload" crossorigin href="/assets/a.js">',
        '<link rel="preload" as="fetch" crossorigin href="/locales/hi/public.json">',
        '<link rel="preload" as="font" crossorigin href="/assets/f.woff2">',
      ],
    });
    expect(withPreloads).toContain(
      '<link rel="x-after-paint" data-after-paint="modulepreload" crossorigin href="/assets/a.js">',
    );
    expect(withPreloads).toContain(
      '<link rel="x-after-paint" data-after-paint="preload" as="fetch" crossorigin href="/locales/hi/public.json">',
    );
    // Any other preload (a picture, a font) is for the first paint.
    expect(withPreloads).toContain('<link rel="preload" as="font" crossorigin href="/assets/f.woff2">');
    expect(withPreloads).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it('stops the build when index.html has changed shape', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), PAGE)).toThrow(
      /root/,
    );
    expect(() => pageHtml(TEMPLATE, { ...PAGE, styles: { '/assets/other.css': '' } })).toThrow(/other\.css/);
    expect(() => pageHtml(TEMPLATE.replace('<!-- /shell -->', ''), PAGE)).toThrow(/shell/);
  });
});
