import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPageChunks } from './first-page-chunks';
// By path: Vite bundles a relative import of its config, while the package entry (TypeScript
// source) would be loaded by Node as it is.
import { BRAND_NAME } from '../../packages/contract/src/constants';
import { API_CACHE, CACHED_API } from './src/config/offline';

/**
 * `#app/…`, `#features/…`, `#components/…`, `#lib/…`, `#config/…`, `#api/…` name the layers of src/
 * (docs/decisions/022-web-layers.md); tsconfig.json's `paths` says the same to TypeScript and ESLint.
 */
export const layerAliases = [
  {
    find: /^#(app|features|components|lib|config|api)\//,
    replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}$1/`,
  },
];

/** Web Push handlers, when a build has them: the service worker imports them (no stub file needed). */
const pushWorker = existsSync(fileURLToPath(new URL('./public/push-sw.js', import.meta.url)));
const BRAND_COLOUR = '#0f5132';

/**
 * The installable app (docs/decisions/027-installable-app-and-offline.md): the manifest, and a
 * Workbox service worker that precaches the shell and every route chunk, keeps the translation
 * files, and answers the API's GET calls from the network first, from its cache when offline.
 * Registered by lib/offline/register-service-worker.ts after the page has loaded.
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: {
    name: BRAND_NAME,
    short_name: BRAND_NAME,
    description: 'Find loads and lorries across India. Post loads, post trucks, bid and schedule trips.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell and the route chunks, the language-name font subsets and the pictures (the icons
    // come with the manifest); the Indic
    // fonts (hundreds of KB each) are cached when a language first uses them, not at install.
    globPatterns: ['**/*.{js,css,html,svg}', 'fonts/lang-*.woff2'],
    // The prerendered pages (docs/decisions/031) are written after this build, and are never the
    // worker's: a page it answers offline is index.html, in no language, rendered by the app.
    globIgnores: ['**/node_modules/**/*', 'prerendered/**'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/locales\//],
    cleanupOutdatedCaches: true,
    // A new worker takes over at once, the open pages included: the first visit is already kept
    // for offline, and a deploy reaches everyone on their next request.
    skipWaiting: true,
    clientsClaim: true,
    importScripts: pushWorker ? ['push-sw.js'] : [],
    runtimeCaching: [
      {
        // Same origin only: Workbox matches a RegExp against another origin only from its start.
        urlPattern: CACHED_API,
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE,
          expiration: { maxEntries: 200 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/locales/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'lb-locales', cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'font',
        handler: 'CacheFirst',
        options: { cacheName: 'lb-fonts', cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});

/**
 * The pages a visitor opens first, with the modules their first render loads (under src/): the
 * sign-in dialog (the landing page's buttons open it), the landing page, and the signed-in
 * screens a session most often starts on (docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
const chunks = firstPageChunks(fileURLToPath(new URL('./src/', import.meta.url)), {
  'sign-in': ['features/auth/components/sign-in-modal.tsx'],
  landing: ['app/layouts/public-layout.tsx', 'app/routes/public/landing.tsx'],
  'signed-in': [
    'app/layouts/app-shell.tsx',
    'app/routes/shared/marketplace.tsx',
    'app/routes/shared/search-loads.tsx',
    'app/routes/shared/search-trucks.tsx',
    'app/routes/areas/role-home.tsx',
  ],
});

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * The prerender's build (`vite build --ssr src/prerender/entry-server.tsx`, after the browser's;
 * docs/decisions/031-prerendered-public-pages.md): for Node, into dist-ssr/, with `#lib/i18n`
 * answered by src/prerender/i18n.ts (texts read from the contract's locale files, no browser).
 */
const prerenderAliases = [
  { find: /^#lib\/i18n$/, replacement: fileURLToPath(new URL('./src/prerender/i18n.ts', import.meta.url)) },
];

/**
 * The year the pages were built: what the prerendered footer says, so that hydrating it matches
 * (the footer then shows the visitor's current year, features/public/content.ts).
 */
export const buildDefines = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

export default defineConfig(({ isSsrBuild }) => ({
  define: buildDefines,
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), pwa, chunks.plugin],
  resolve: { alias: isSsrBuild ? [...prerenderAliases, ...layerAliases] : layerAliases },
  server: {
    port: 5173,
    // The API and the translation files come from the server in development too.
    proxy: { '/api': apiTarget, '/locales': apiTarget },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node20', sourcemap: false }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 400,
        // dist/.vite/manifest.json maps source modules to chunks: `npm run size` and the
        // prerender read it.
        manifest: true,
        rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
      },
}));
