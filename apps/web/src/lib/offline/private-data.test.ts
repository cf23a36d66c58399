import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE, DRAFT_PREFIX } from '#config/offline';
import { forgetPrivateDataOnUserChange } from './private-data';

/** A store with only what the watcher reads: the session's users_id. */
function sessionStore(users_id: string) {
  const listeners: (() => void)[] = [];
  const state = { transporter: { users_id } };
  return {
    getState: () => state,
    subscribe: (listener: () => void) => listeners.push(listener),
    signIn(id: string) {
      state.transporter = { users_id: id };
      listeners.forEach((listener) => listener());
    },
  };
}

describe('forgetPrivateDataOnUserChange', () => {
  const deleteCache = vi.fn(async () => true);
  beforeEach(() => {
    Object.defineProperty(window, 'caches', { value: { delete: deleteCache }, configurable: true });
    window.localStorage.setItem(`${DRAFT_PREFIX}add-load`, '{"comments":"cement"}');
    window.localStorage.setItem('persist:root', '{}');
  });
  afterEach(() => {
    window.localStorage.clear();
    deleteCache.mockClear();
  });

  it('keeps everything when the stored user comes back at start (offline reload)', () => {
    const store = sessionStore('');
    forgetPrivateDataOnUserChange(store);
    store.signIn('7');
    expect(deleteCache).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}add-load`)).not.toBeNull();
  });

  it.each([
    ['signs out', ''],
    ['is replaced by another user', '8'],
  ])('forgets the API cache and the drafts when the user %s', (_, next) => {
    const store = sessionStore('7');
    forgetPrivateDataOnUserChange(store);
    store.signIn(next);
    expect(deleteCache).toHaveBeenCalledWith(API_CACHE);
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}add-load`)).toBeNull();
    // Only the drafts: the session record and the language stay.
    expect(window.localStorage.getItem('persist:root')).toBe('{}');
  });
});
