import { useTranslation } from 'react-i18next';

export function Spinner({ className = '' }: { className?: string }) {
  // Also shown while the translations themselves load: never suspend here.
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">{ready ? t('common.loading') : '…'}</span>
    </span>
  );
}

/** Full-screen wait while the session rehydrates or a route chunk loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
