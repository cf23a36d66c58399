import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches (re-renders when it changes). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones (≤ 640 px): tables become cards. */
export const PHONE_QUERY = '(max-width: 640px)';

/** Large screens (Tailwind's lg, 1024 px and up): the signed-in sidebar stands beside the page. */
export const WIDE_QUERY = '(min-width: 1024px)';
