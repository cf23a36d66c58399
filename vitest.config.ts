import { defineConfig } from 'vitest/config';

/** One runner for every workspace: `npm run test:unit` (or `vitest run --project server`). */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
