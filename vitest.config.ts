import { defineConfig } from 'vitest/config';

/** One runner for every workspace: `npm run test:unit` (or `vitest run --project server`). */
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // The lint walls: ESLint run on purpose-made wrong-way imports and cycles.
      { test: { name: 'tools', root: './tools', include: ['**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
