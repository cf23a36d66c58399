import { useCallback, useRef } from 'react';

/**
 * Runs one call at a time: a call made while the last one is unanswered is dropped, so a double
 * tap sends one request. A button's `disabled` comes only a render later, after a second tap
 * already got in; this is decided in the tap itself.
 */
export function useOneAtATime(): (work: () => Promise<unknown>) => void {
  const running = useRef(false);
  return useCallback((work) => {
    if (running.current) return;
    running.current = true;
    void work().finally(() => {
      running.current = false;
    });
  }, []);
}
