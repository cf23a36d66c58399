import { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { persistStore, type Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { EARLY_CLICKS_GLOBAL, PRERENDERED_ATTRIBUTE, WAITING_ATTRIBUTE } from '@lorrybazaar/contract';
import { AppRoot } from '#app/app-root';
import { createRouter, loadMatchedRoutes } from '#app/router';
import { PageSpinner } from '#components/ui/spinner';
import { clearSession } from '#lib/session/session-slice';
import { setSessionLostHandler } from '#lib/api-client';
import { firstRenderDone } from '#lib/first-render';
import { listenForInstallOffer } from '#lib/offline/install-app';
import { forgetPrivateDataOnUserChange } from '#lib/offline/private-data';
import { i18n, i18nReady } from '#lib/i18n';
import { store } from '#lib/store';
import './index.css';

declare global {
  interface Window {
    /** Defined by a prerendered page's inline script (PRERENDERED_PAGE_SCRIPT in the contract). */
    [EARLY_CLICKS_GLOBAL]?: () => HTMLButtonElement[];
  }
}

/** The reason a failed refresh gives when an operator suspended the user (decision 029). */
const SUSPENDED_CODE = 'errors.auth.suspended';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** The session before it is read back from localStorage: signed out, as a prerendered page shows it. */
const signedOut = store.getState();
const persistor = persistStore(store);
forgetPrivateDataOnUserChange(store);
listenForInstallOffer();

/**
 * The service worker (docs/decisions/027) once the page has loaded and the app has what its first
 * render needs: its precache never delays them. A prerendered page starts the app after its first
 * paint, sometimes after the load event.
 */
function registerWorkerAfterLoad() {
  const register = () =>
    void import('#lib/offline/register-service-worker').then((module) => module.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function start(router: ReturnType<typeof createRouter>) {
  // A failed refresh ends the session: forget it and go to / (docs/api.md, Sessions and cookies),
  // which says so when the reason was a suspension (docs/decisions/041).
  setSessionLostHandler((reason) => {
    store.dispatch(clearSession());
    queryClient.clear();
    const suspended = reason === SUSPENDED_CODE;
    // Calls that fail together each end up here, later ones with a plainer reason (the cookies
    // are gone by then): the first one says where to go, and why when it was a suspension.
    const { location, navigation } = router.state;
    if ((navigation.location ?? location).pathname === '/' && !suspended) return;
    void router.navigate('/', { replace: true, state: suspended ? { suspended: true } : null });
  });
  return <RouterProvider router={router} />;
}

/** Resolves once redux-persist has read the stored session back (or given up after its time-out). */
const rehydrated = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
    if (persistor.getState().bootstrapped) {
      unsubscribe();
      resolve();
    }
  });

/**
 * The app has drawn its first page: nothing waits for it any more (a prerendered page's bar for a
 * button pressed early), and what that page did not need may start (lib/first-render.ts).
 */
function drawn() {
  document.documentElement.removeAttribute(WAITING_ATTRIBUTE);
  firstRenderDone();
}

/** Runs once after the first commit (the hydration of a prerendered page). */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const container = document.getElementById('root')!;
const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);

/** What a page's first render reads: the texts, the matched route modules, the stored session. */
const firstRenderReady = () =>
  Promise.all([i18nReady, rehydrated(persistor), loadMatchedRoutes(window.location.pathname)]);

/**
 * Every other page (index.html): the app draws the page in place of the brand and text skeleton
 * index.html shows (docs/decisions/038-the-first-tap-on-a-weak-network.md), once its first render
 * has what it reads, so no spinner stands between the two. The gate is for a start that did not
 * wait (a route module that failed to load: its router tries again).
 */
function renderApp() {
  const root = createRoot(container);
  // In a transition: the first render of a signed-in page (the shell, the route, its cards) is
  // done in slices with the main thread free between them, not in one long task; the skeleton
  // stays on screen meanwhile (decision 038).
  startTransition(() =>
    root.render(
      <AppRoot
        store={store}
        queryClient={queryClient}
        gate={(app) => (
          <PersistGate loading={<PageSpinner />} persistor={persistor}>
            {app}
          </PersistGate>
        )}
      >
        {start(createRouter())}
        <AfterFirstCommit run={drawn} />
      </AppRoot>,
    ),
  );
  registerWorkerAfterLoad();
}

/** The buttons of the page's main content, in document order (not the header's, which a session changes). */
const mainButtons = () => Array.from(container.querySelectorAll<HTMLButtonElement>('main button'));

/** Where a button is among `mainButtons`, or null when it is not one of them. */
function placeInMain(button: HTMLButtonElement): number | null {
  const place = mainButtons().indexOf(button);
  return place < 0 ? null : place;
}

/**
 * A public page the server sent prerendered in `language` (docs/decisions/031): React takes the
 * markup over once everything its first render reads is here (the texts, the route modules, the
 * stored session), so no spinner replaces the page. The first render matches the prerender's:
 * the store as it was before rehydration (signed out) and the media queries' server values; the
 * signed-in header and the rest follow in the next render. When the visitor's own language (kept
 * in localStorage) is another, the page is rendered anew in it instead, replacing the markup in
 * one go. Buttons pressed before all this are pressed again afterwards.
 */
async function takeOver(language: string) {
  await firstRenderReady();
  const router = createRouter({ hydrationData: { loaderData: {} } });
  const pressed = window[EARLY_CLICKS_GLOBAL]?.() ?? [];
  if (i18n.resolvedLanguage !== language) {
    // The markup is replaced: a button pressed on it is pressed in the new page at the same
    // place among the page's main buttons (the same page in another language).
    const places = pressed.map(placeInMain);
    const pressAtPlaces = () => {
      for (const place of places.splice(0)) if (place !== null) mainButtons()[place]?.click();
      drawn();
    };
    createRoot(container).render(
      <AppRoot store={store} queryClient={queryClient}>
        {start(router)}
        <AfterFirstCommit run={pressAtPlaces} />
      </AppRoot>,
    );
    registerWorkerAfterLoad();
    return;
  }
  const pressAgain = () => {
    for (const button of pressed.splice(0)) {
      // The page script marked it as waiting; now it is pressed for real.
      button.removeAttribute('aria-busy');
      if (button.isConnected) button.click();
    }
    drawn();
  };
  // In a transition, as React Router's own client entry does: the hydration is done in slices
  // with the main thread free between them, not in one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <AppRoot store={store} serverState={signedOut} queryClient={queryClient}>
        {start(router)}
        <AfterFirstCommit run={pressAgain} />
      </AppRoot>,
    );
  });
  registerWorkerAfterLoad();
}

if (prerendered) {
  // A route module that failed to load: the app as on any other page (its router tries again).
  takeOver(prerendered).catch(renderApp);
} else {
  firstRenderReady().then(renderApp, renderApp);
}
