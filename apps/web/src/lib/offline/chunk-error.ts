/**
 * Whether a route's error is its code failing to arrive: a lazy route's `import()` (or the CSS
 * Vite preloads with it) that the network did not deliver. Each browser words it its own way;
 * none of these words is ever shown to the user (components/errors/error-screen.tsx).
 */
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURES.some((words) => error.message.includes(words));
