import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES, PRERENDERED_PAGE_SCRIPT } from '@lorrybazaar/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';

/**
 * The built web app as the server hands it out: hashed files under /assets are cached for a
 * year, index.html (every page of the app) is revalidated on every visit, so a new release
 * shows at once and an old phone never downloads an unchanged script twice.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'lb-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><script src="/assets/index-Ab12Cd34.js"></script>',
);
writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), 'console.log("app")');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
