import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error';

describe('isChunkLoadError', () => {
  it("knows each browser's words for a route's code that did not arrive", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/feedback-BB4v2adm.js',
      'error loading dynamically imported module: http://127.0.0.1/assets/feedback.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/index.css',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
