import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('drops a call made while the last is unanswered, and takes the next once it is answered', async () => {
    const once = renderHook(() => useOneAtATime()).result.current;
    let answer!: () => void;
    const work = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    once(work);
    once(work);
    expect(work).toHaveBeenCalledTimes(1);
    answer();
    await vi.waitFor(() => {
      once(work);
      expect(work).toHaveBeenCalledTimes(2);
    });
  });

  it('takes the next call after a refused one too', async () => {
    const once = renderHook(() => useOneAtATime()).result.current;
    const refused = vi.fn(() => Promise.reject(new Error('409')).catch(() => undefined));
    once(refused);
    await Promise.resolve();
    await vi.waitFor(() => {
      once(refused);
      expect(refused).toHaveBeenCalledTimes(2);
    });
  });
});
