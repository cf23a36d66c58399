/**
 * The security headers every answer carries (helmet, built once in app.ts), on the API and on
 * the web app's pages alike.
 */
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGE_CSP } from '../plugins/external/web.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();

describe('security headers', () => {
  it.each(['/api/health', '/api/Transpoter/getAllMaterials', '/api/no-such-call', '/'])(
    'on %s',
    async (url) => {
      const response = await ctx.t.app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
          "img-src 'self' data: blob:;object-src 'none';" +
          `script-src 'self' ${PRERENDERED_PAGE_CSP};script-src-attr 'none';` +
          "style-src 'self' 'unsafe-inline';connect-src 'self'",
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      // Served over plain HTTP on a LAN in development and tests: no HSTS there.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );
});
