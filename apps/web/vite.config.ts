import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

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

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: layerAliases },
  server: {
    port: 5173,
    // The API and the translation files come from the server in development too.
    proxy: { '/api': apiTarget, '/locales': apiTarget },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // dist/.vite/manifest.json maps source modules to chunks: `npm run size` reads it.
    manifest: true,
  },
});
