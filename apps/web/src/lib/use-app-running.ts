import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in a prerendered page's HTML and while the app takes it over, true from then on (and
 * from the start on a page the app draws itself). For what the first paint need not fetch, such
 * as pictures of the hidden slides and below the fold: on a 2G network each one held one of the
 * browser's six connections for two seconds, ahead of the app's scripts
 * (docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
