import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '#components/ui/button';
import { Logo } from '#components/ui/logo';

/** "Unexpected Application Error!" with the status or message, and a way home. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  // A mistyped or old link is no fault: it says so in the reader's language, not "404 Not Found".
  const detail = isRouteErrorResponse(error)
    ? error.status === 404 && ready
      ? t('errorScreen.notFound')
      : `${error.status} ${error.statusText || ''}`.trim()
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {ready ? t('errorScreen.title') : 'Unexpected Application Error!'}
        </h1>
        <p className="mt-3 text-slate-600" data-testid="error-detail">
          {detail}
        </p>
        <Link to="/" className={buttonClass('primary', 'mt-8')}>
          {ready ? t('errorScreen.home') : 'Home'}
        </Link>
      </main>
    </div>
  );
}
