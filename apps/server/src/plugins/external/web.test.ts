import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { LANGUAGES, PRERENDERED_PAGE_SCRIPT } from '@lorrybazaar/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { LOCALES_DIR } from '../../lib/i18n.js';
import { acceptedEncoding } from './compressed.js';
import { routeMatcher } from './web.js';

/**
 * The built web app as the server hands it out: hashed files under /assets are cached for a
 * year, index.html (every page of the app) is revalidated on every visit, so a new release
 * shows at once and an old phone never downloads an unchanged script twice.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'lb-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body></body></html>',
);
writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), 'console.log("app")');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// A script with the build's compressed copies beside it (apps/web/scripts/compress.mjs).
const SCRIPT = `console.log(${JSON.stringify('lorry '.repeat(400))})`;
writeFileSync(path.join(dist, 'assets/landing-Ef56Gh78.js'), SCRIPT);
writeFileSync(path.join(dist, 'assets/landing-Ef56Gh78.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(dist, 'assets/landing-Ef56Gh78.js.gz'), gzipSync(SCRIPT));
// Prerendered public pages (docs/decisions/031): the landing page in English and Hindi, the FAQ
// in English only, the shell of an LR's check in Hindi (decision 039).
for (const [language, page] of [
  ['en', 'index'],
  ['hi', 'index'],
  ['en', 'faq'],
  ['hi', 'lr-token'],
]) {
  mkdirSync(path.join(dist, 'prerendered', language!), { recursive: true });
  writeFileSync(
    path.join(dist, 'prerendered', language!, `${page}.html`),
    `<!doctype html><html lang="${language}"><title>${page}</title></html>`,
  );
}
// What the build notes each page of the app loads first (apps/web/src/prerender/entry-server.tsx).
writeFileSync(
  path.join(dist, 'prerendered/routes.json'),
  JSON.stringify({
    '/c/Loads': {
      modules: ['/assets/app-shell-A1.js', '/assets/search-loads-B2.js'],
      namespaces: ['translation', 'marketplace'],
      calls: ['/api/Transpoter/getAllLoads?page=1&limit=12'],
    },
    '/c/PostTruck/:truck_id': { modules: ['/assets/post-truck-C3.js'], namespaces: ['translation'] },
  }),
);
writeFileSync(
  path.join(dist, 'prerendered/hi/index.html.br'),
  brotliCompressSync('<!doctype html><html lang="hi"><title>index</title></html>'),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web app and its caching', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: dist } });

  it('caches a hashed asset for a year', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/ops', '/c/Dashboard', '/Transpoter/MyLoads'])(
    'answers %s with index.html, revalidated every time',
    async (url) => {
      const response = await ctx.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('/assets/index-Ab12Cd34.js');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('revalidates other files at the top level (not hashed)', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a JSON 404 that is not cached for a year', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/assets/index-gone0000.js' });
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
  });

  it('serves the translation files for five minutes', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/locales/hi/translation.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it("carries the original client's navigation keys in every language, worded as the site's own links", async () => {
    for (const lng of LANGUAGES) {
      const response = await ctx.t.app.inject({ method: 'GET', url: `/locales/${lng}/translation.json` });
      const texts = response.json<Record<string, string> & { nav: Record<string, string> }>();
      // The keys the original client looks up, verbatim (About, Marketplace, Contact, Sign In, Menu).
      expect([texts.About, texts.Marketplace, texts.Contact], lng).toEqual([
        texts.nav.about,
        texts.nav.marketplaceLink,
        texts.nav.contact,
      ]);
      for (const key of ['Sign In', 'Menu']) expect(texts[key]?.trim(), `${lng} ${key}`).toBeTruthy();
    }
  });

  describe("a page of the app, with its route's files and texts preloaded", () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

    it("preloads the route's files and its texts in the visitor's language", async () => {
      const response = await get('/c/loads', { cookie: 'i18next=hi' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      // index.html, with the preloads before the end of its head.
      expect(response.body).toContain('/assets/index-Ab12Cd34.js');
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/app-shell-A1.js">');
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/search-loads-B2.js">');
      expect(head).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/locales/hi/translation.json">',
      );
      expect(head).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/locales/hi/marketplace.json">',
      );
      expect(head).not.toContain('/locales/en/');
      const english = await get('/c/Loads', { 'accept-language': 'en-IN' });
      expect(english.body).toContain('/locales/en/marketplace.json');
    });

    it('preloads its first calls on the address without a query only', async () => {
      const preload =
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/Transpoter/getAllLoads?page=1&amp;limit=12">';
      const plain = await get('/c/Loads', { cookie: 'i18next=hi' });
      expect(plain.body.slice(0, plain.body.indexOf('</head>'))).toContain(preload);
      // A search or another page of results asks for another call; the page made without the
      // call, kept for them, is not answered to the plain address.
      expect((await get('/c/Loads?pickupLoc=Pune')).body).not.toContain('getAllLoads');
      expect((await get('/c/Loads?page=2')).body).not.toContain('getAllLoads');
      expect((await get('/c/Loads', { cookie: 'i18next=hi' })).body).toContain(preload);
      expect((await get('/c/PostTruck/42')).body).not.toContain('rel="preload" as="fetch" crossorigin="use');
    });

    it('matches a parameter, compresses, and answers 304 to its ETag', async () => {
      const response = await get('/c/PostTruck/42', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('/assets/post-truck-C3.js');
      const again = await get('/c/PostTruck/42', { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
    });

    it('finds a named segment before a parameter, case-insensitively, and nothing for other paths', () => {
      const files = (name: string) => ({ modules: [name], namespaces: [] });
      const match = routeMatcher({
        '/c/:id': files('param'),
        '/c/Truck': files('named'),
        '/Transpoter': files('area'),
      });
      expect(match('/c/truck')?.files.modules).toEqual(['named']);
      expect(match('/c/42')?.files.modules).toEqual(['param']);
      expect(match('/Transpoter/')?.files.modules).toEqual(['area']);
      expect(match('/c/42/more')).toBeUndefined();
      expect(match('/')).toBeUndefined();
    });
  });

  describe('compressed', () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.t.app.inject({ method: 'GET', url, headers });

    it("sends a script's Brotli copy to a browser that accepts it, else gzip, else the file", async () => {
      const br = await get('/assets/landing-Ef56Gh78.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
      const gzip = await get('/assets/landing-Ef56Gh78.js', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
      const plain = await get('/assets/landing-Ef56Gh78.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers.vary).toBe('Accept-Encoding');
    });

    it('sends a prerendered page compressed, varying by encoding too', async () => {
      const response = await get('/', { accept: 'text/html', cookie: 'i18next=hi', 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<html lang="hi">');
      expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    });

    it('sends a translation file compressed, the same text, revalidated by its ETag', async () => {
      const file = readFileSync(path.join(LOCALES_DIR, 'hi', 'public.json'), 'utf8');
      const br = await get('/locales/hi/public.json', { 'accept-encoding': 'gzip, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/application\/json/);
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(file);
      expect(br.rawPayload.length).toBeLessThan(file.length / 3);
      const gzip = await get('/locales/hi/public.json', { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(file);
      const plain = await get('/locales/hi/public.json');
      expect(plain.body).toBe(file);
      expect(plain.headers.etag).toBe(br.headers.etag);
      const again = await get('/locales/hi/public.json', { 'if-none-match': String(br.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it.each([
      '/locales/xx/translation.json',
      '/locales/hi/nothing.json',
      '/locales/hi/translation.js',
      '/locales/hi/..%2F..%2Fpackage.json',
      '/locales/..%2Fsrc/index.json',
    ])('answers %s with a JSON 404', async (url) => {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Not Found' });
    });

    it.each([
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['GZIP', 'gzip'],
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ])('reads Accept-Encoding %j as %s', (header, encoding) => {
      expect(acceptedEncoding(header)).toBe(encoding);
    });
  });

  describe('prerendered public pages', () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

    it('answers / in English by default, revalidated and varying by cookie and language', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="en"><title>index</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Cookie/);
      expect(response.headers.vary).toMatch(/Accept-Language/);
    });

    it('follows Accept-Language, region included', async () => {
      const response = await get('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
      expect(response.body).toContain('<html lang="hi">');
    });

    it('puts the i18next cookie before Accept-Language', async () => {
      const hindi = await get('/', { cookie: 'i18next=hi', 'accept-language': 'en-IN' });
      expect(hindi.body).toContain('<html lang="hi">');
      const english = await get('/', { cookie: 'i18next=en', 'accept-language': 'hi-IN' });
      expect(english.body).toContain('<html lang="en">');
    });

    it('answers HEAD like GET', async () => {
      const response = await ctx.t.app.inject({
        method: 'HEAD',
        url: '/?sw=1',
        headers: { cookie: 'i18next=hi' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers.vary).toMatch(/Cookie/);
    });

    it('falls back to English when the page was not written in the language', async () => {
      const response = await get('/faq', { cookie: 'i18next=hi' });
      expect(response.body).toContain('<html lang="en"><title>faq</title>');
    });

    it('sends the shell of an LR check for every /lr/<token>, and index.html for anything else under /lr', async () => {
      const shell = await get('/lr/AbCdEfGhIjKlMnOpQrStUv', { cookie: 'i18next=hi' });
      expect(shell.body).toContain('<html lang="hi"><title>lr-token</title>');
      expect(shell.headers.vary).toMatch(/Accept-Language/);
      for (const url of ['/lr/short', '/lr/AbCdEfGhIjKlMnOpQrStUv/x', '/lr']) {
        expect((await get(url, { cookie: 'i18next=hi' })).body).toContain('/assets/index-Ab12Cd34.js');
      }
    });

    it.each(['/privacy-policy', '/faq/extra', '/c/Marketplace', '/unknown'])(
      'keeps index.html for %s, a path with no prerendered page',
      async (url) => {
        const response = await get(url, { cookie: 'i18next=hi' });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('/assets/index-Ab12Cd34.js');
        expect(response.headers.vary).toBeUndefined();
      },
    );

    it('does not serve the files under their own address', async () => {
      const response = await get('/prerendered/hi/index.html');
      expect(response.body).not.toContain('<html lang="hi">');
    });

    it("allows the pages' one inline script, by its hash", async () => {
      const response = await get('/');
      const hash = createHash('sha256').update(PRERENDERED_PAGE_SCRIPT).digest('base64');
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    });
  });
});
