import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';

/** Grey placeholder cards while a list loads (announced once as "Loading…"). */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  return (
    <div
      role="status"
      aria-label={t('screens.common.loading')}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="animate-pulse rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          aria-hidden="true"
        >
          <div className="h-5 w-2/3 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-1/3 rounded bg-slate-200" />
          <div className="mt-5 h-4 w-full rounded bg-slate-200" />
          <div className="mt-2 h-4 w-5/6 rounded bg-slate-200" />
          <div className="mt-5 h-4 w-1/2 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

/** Nothing to show: the first client's text ('No load found.') and, optionally, what to do next. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-base text-slate-700" data-testid="empty-state">
        {text}
      </p>
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}

/** A failed fetch: the first client's text and a way to try again. */
export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="text-base text-red-800" data-testid="error-state">
        {text}
      </p>
      {onRetry && (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {t('screens.common.retry')}
        </Button>
      )}
    </div>
  );
}
