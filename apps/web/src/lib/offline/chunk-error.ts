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

/** The file a chunk error names (Chromium, Firefox and Vite's preload helper name it; Safari does not). */
export function chunkUrl(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const found = /(?:https?:\/\/\S+|\/assets\/\S+)\.(?:js|css)/.exec(error.message);
  return found?.[0];
}

/**
 * Why a route's code did not arrive while the browser says it is online: `updated` when the server
 * answers 404 for the file (a new release replaced it: only a reload brings the new one), else
 * `connection` (a weak network lost it; trying again may work). Asked of the server itself, so a
 * page open since before a deploy says so instead of blaming the network.
 */
export async function whyChunkFailed(error: unknown): Promise<'updated' | 'connection'> {
  const url = chunkUrl(error);
  if (!url) return 'connection';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'updated' : 'connection';
  } catch {
    return 'connection';
  }
}
