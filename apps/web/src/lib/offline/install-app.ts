import { useSyncExternalStore } from 'react';

/**
 * Installing the web app on the home screen (docs/decisions/027-installable-app-and-offline.md):
 * Chrome and the browsers built on it offer the install with a `beforeinstallprompt` event once
 * the page meets their rules (the manifest, the service worker). The app keeps that event and
 * shows the browser's own install dialog when the user taps "Install the app"; where no event
 * came (Safari, Firefox, a browser that has not decided yet) the screen explains the menu steps.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** `ready`: the browser's install dialog can be shown; `manual`: only by its menu; `installed`: nothing to do. */
export type InstallState = 'ready' | 'manual' | 'installed';

let offered: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Called once at start (main.tsx), before the app renders: the event can come before the page
 * that shows the button is drawn, and the browser gives it only once per page.
 */
export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without this the browser may show its own bar over the page at a moment of its choosing.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    offered = null;
    changed();
  });
}

/** Opened from the home screen: the manifest's `standalone`, or iOS's own flag. */
const runningInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const current = (): InstallState =>
  installed || runningInstalled() ? 'installed' : offered ? 'ready' : 'manual';

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The install state, followed; a prerendered page is drawn as `manual` (no event on a server). */
export const useInstallState = (): InstallState => useSyncExternalStore(subscribe, current, () => 'manual');

/**
 * Shows the browser's install dialog for the kept event (each event shows it once). `manual` when
 * there is none, so the caller explains the menu steps instead.
 */
export async function install(): Promise<'accepted' | 'dismissed' | 'manual'> {
  const event = offered;
  if (!event) return 'manual';
  offered = null;
  changed();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}
