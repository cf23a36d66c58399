import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildDefines, layerAliases } from './vite.config';

export default defineConfig({
  plugins: [react()],
  define: buildDefines,
  resolve: { alias: layerAliases },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
});
