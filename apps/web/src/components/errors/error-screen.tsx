import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, buttonClass } from '#components/ui/button';
import { Logo } from '#components/ui/logo';
import { OfflineBanner } from '#components/ui/offline-banner';
import { isChunkLoadError, whyChunkFailed } from '#lib/offline/chunk-error';
import { useOnline } from '#lib/offline/use-online';

/**
 * A route that failed: a lazy screen whose code did not arrive (no network: "No connection" and
 * Try again, which reloads the route and so retries its import; a file the server no longer has:
 * "LorryBazaar was updated" and Reload, chunk-error.ts), an address with no page, or any
 * other fault, always in the reader's language and never with the browser's raw error text.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const online = useOnline();
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed = !notFound && isChunkLoadError(error);
  // Online, a chunk that did not arrive may be gone: a release since the page opened.
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    if (!chunkFailed || !online) return;
    let current = true;
    void whyChunkFailed(error).then((why) => current && setUpdated(why === 'updated'));
    return () => {
      current = false;
    };
  }, [chunkFailed, online, error]);
  const noConnection = !notFound && !updated && (!online || chunkFailed);
  // translation.json is loaded before any route: the English words are only for a failed start.
  const say = (key: string, english: string) => (ready ? t(key) : english);
  const title = notFound
    ? say('errorScreen.notFoundTitle', 'Page not found')
    : updated
      ? say('errorScreen.updatedTitle', 'LorryBazaar was updated')
      : noConnection
        ? say('errorScreen.offlineTitle', 'No connection')
        : say('errorScreen.title', 'Unexpected Application Error!');
  const detail = notFound
    ? say('errorScreen.notFound', 'There is no page at this address (404).')
    : updated
      ? say('errorScreen.updatedText', 'A new version of this page is ready. Reload to continue.')
      : noConnection
        ? say('errorScreen.offlineText', 'Check your connection and try again.')
        : say('errorScreen.unexpected', 'Something went wrong on this page. Please try again.');
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Logo />
        </div>
      </header>
      {/* In the flow under the header, never over the message (the banner of the shells says
          "showing the last saved page", which is not so here). */}
      <OfflineBanner text={say('offline.bannerShort', 'You are offline.')} />
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-10 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-600" data-testid="error-detail">
          {detail}
        </p>
        <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row">
          {!notFound && (
            <Button onClick={() => window.location.reload()} data-testid="error-retry">
              {updated ? say('errorScreen.reload', 'Reload') : say('errorScreen.retry', 'Try again')}
            </Button>
          )}
          <Link to="/" className={buttonClass(notFound ? 'primary' : 'secondary')}>
            {say('errorScreen.home', 'Home')}
          </Link>
        </div>
      </main>
    </div>
  );
}
