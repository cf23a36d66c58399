import { defineConfig } from 'vitest/config';

/**
 * Server tests run against a real database: PGlite in-process by default, PostgreSQL when
 * TEST_DATABASE_URL is set. The global setup migrates one template; every test file clones it.
 */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite is WebAssembly with a large heap: separate processes keep files apart and memory bounded.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
