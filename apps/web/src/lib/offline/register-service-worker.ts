/**
 * Registers the service worker (vite.config.ts, docs/decisions/027-installable-app-and-offline.md).
 * Imported by main.tsx after the page's load event, so it never competes with the first paint.
 * A browser driven by automation (navigator.webdriver: the Playwright suite) registers it only when
 * a page was opened with `?sw=1` (e2e/tests/common/offline.spec.ts): otherwise every test's fresh
 * browser context would download the whole precache while the test runs.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (navigator.webdriver && !new URLSearchParams(window.location.search).has('sw')) return;
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}
