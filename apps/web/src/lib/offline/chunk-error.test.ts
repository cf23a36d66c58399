import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkUrl, isChunkLoadError, whyChunkFailed } from './chunk-error';

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

describe('whyChunkFailed', () => {
  const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  const answering = (status: number | Error) =>
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      if (status instanceof Error) throw status;
      return new Response(null, { status });
    });
  afterEach(() => vi.restoreAllMocks());

  it('finds the file a browser names', () => {
    expect(chunkUrl(failed('http://127.0.0.1/assets/feedback-BB4v2adm.js'))).toBe(
      'http://127.0.0.1/assets/feedback-BB4v2adm.js',
    );
    expect(chunkUrl(new Error('Unable to preload CSS for /assets/index-x1.css'))).toBe(
      '/assets/index-x1.css',
    );
    expect(chunkUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });

  it('says "updated" only when the server no longer has the file', async () => {
    const fetched = answering(404);
    await expect(whyChunkFailed(failed('http://127.0.0.1/assets/old-1.js'))).resolves.toBe('updated');
    expect(fetched).toHaveBeenCalledWith('http://127.0.0.1/assets/old-1.js', {
      method: 'HEAD',
      cache: 'no-store',
    });
    answering(200);
    await expect(whyChunkFailed(failed('http://127.0.0.1/assets/a-1.js'))).resolves.toBe('connection');
    answering(new TypeError('Failed to fetch'));
    await expect(whyChunkFailed(failed('http://127.0.0.1/assets/a-1.js'))).resolves.toBe('connection');
    // Safari names no file: nothing to ask, the network it is.
    await expect(whyChunkFailed(new TypeError('Importing a module script failed.'))).resolves.toBe(
      'connection',
    );
  });
});
