import { describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic.js';

describe('startPeriodic', () => {
  it('runs at once and on each interval, never two passes at a time; a failure is logged and the next runs', async () => {
    vi.useFakeTimers();
    try {
      const errors: unknown[] = [];
      let passes = 0;
      let release: () => void = () => undefined;
      const pass = () => {
        passes++;
        if (passes === 2) return Promise.reject(new Error('disk full'));
        return new Promise<void>((resolve) => (release = resolve));
      };
      const stop = startPeriodic('job', pass, 1000, {
        error: (...args: unknown[]) => void errors.push(args),
      });
      expect(passes).toBe(1);
      // Still under way when the next is due: not started again.
      await vi.advanceTimersByTimeAsync(2500);
      expect(passes).toBe(1);
      release();
      await vi.advanceTimersByTimeAsync(1000);
      expect(passes).toBe(2);
      expect(errors).toEqual([[{ err: new Error('disk full'), job: 'job' }, 'job failed']]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(passes).toBe(3);
      // The stop waits for the pass under way, and no pass starts after it.
      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      release();
      await stopping;
      await vi.advanceTimersByTimeAsync(5000);
      expect(passes).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
