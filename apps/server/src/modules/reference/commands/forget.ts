import type { ReferenceContext } from '../context.js';

/**
 * Reads the tables again on next use: a row naming an id this process has not seen was
 * written by a newer server (one that ran a migration adding reference rows).
 */
export function forget({ cache }: ReferenceContext) {
  cache.loading = undefined;
  cache.answers.clear();
  cache.labels.clear();
}
