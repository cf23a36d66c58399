import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web app and its caching', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: dist } });

  it('caches a hashed asset for a year', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/c/Dashboard', '/Transpoter/MyLoads'])(
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
});
