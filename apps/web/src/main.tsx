import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { createRouter } from '#app/router';
import { PageSpinner } from '#components/ui/spinner';
import { ToastProvider } from '#components/ui/toast';
import { clearSession } from '#lib/session/session-slice';
import { setSessionLostHandler } from '#lib/api-client';
import { forgetPrivateDataOnUserChange } from '#lib/offline/private-data';
import '#lib/i18n';
import { persistor, store } from '#lib/store';
import './index.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
const router = createRouter();

// A failed refresh ends the session: forget it and go to / (docs/api.md, Sessions and cookies).
setSessionLostHandler(() => {
  store.dispatch(clearSession());
  queryClient.clear();
  void router.navigate('/', { replace: true });
});

forgetPrivateDataOnUserChange(store);
// The service worker (docs/decisions/027) after the page has loaded: its precache never delays it.
window.addEventListener('load', () => {
  void import('#lib/offline/register-service-worker').then((module) => module.registerServiceWorker());
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      {/* The app renders only after the session is rehydrated. */}
      <PersistGate loading={<PageSpinner />} persistor={persistor}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<PageSpinner />}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </Suspense>
        </QueryClientProvider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
