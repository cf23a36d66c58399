import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The first tap on a weak network (e2e/slow/): Slow 3G emulated in Chromium, one test at a time
 * (two emulated phones would share the machine's cores, not a network). Slow by nature, so not
 * in the default `npm test`; .ci/run runs it after the other browser tests.
 */
export default defineConfig({
  ...base,
  testDir: './slow',
  timeout: 180_000,
  workers: 1,
  fullyParallel: false,
  projects: [{ name: 'slow-3g' }],
});
