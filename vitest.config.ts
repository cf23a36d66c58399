import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One runner for every workspace: `npm run test:unit` (or `vitest run --project server`). */
export default defineConfig({
  test: {
    // Vitest's default is a worker fewer than the cores: one file at a time on a two-core machine
    // (CI's), while a server test file spends much of its time waiting on its database. Two
    // workers there took the server suite on PostgreSQL from 482 to 309 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // The lint walls: ESLint run on purpose-made wrong-way imports and cycles.
      { test: { name: 'tools', root: './tools', include: ['**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
