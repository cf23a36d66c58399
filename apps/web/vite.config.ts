import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
