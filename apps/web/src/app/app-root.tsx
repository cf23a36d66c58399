import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PageSpinner } from '#components/ui/spinner';
import { ToastProvider } from '#components/ui/toast';
import type { RootState, store as appStore } from '#lib/store';

/**
 * The providers around the router, one tree for the browser (main.tsx) and the prerender
 * (src/prerender/entry-server.tsx): a prerendered page is hydrated, and hydration needs the
 * same markup, Suspense boundaries included (docs/decisions/031-prerendered-public-pages.md).
 * `gate` wraps what sits below the store: redux-persist's PersistGate when the page is rendered
 * from nothing. `serverState` is the store as the prerender saw it (signed out), for hydration.
 */
export function AppRoot({
  store,
  serverState,
  queryClient,
  gate = (app) => app,
  children,
}: {
  store: typeof appStore;
  serverState?: RootState;
  queryClient: QueryClient;
  gate?: (app: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        {gate(
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<PageSpinner />}>
              <ToastProvider>{children}</ToastProvider>
            </Suspense>
          </QueryClientProvider>,
        )}
      </Provider>
    </StrictMode>
  );
}
