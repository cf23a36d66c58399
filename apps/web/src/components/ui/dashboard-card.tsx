import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DASHBOARD_NS } from '#config/i18n-namespaces';

/** One card of a dashboard, with the states every card has: loading, failed (with retry), ready. */
export function DashboardCard({
  title,
  state,
  errorText,
  onRetry,
  children,
  testId,
}: {
  title: string;
  state: 'pending' | 'error' | 'success';
  errorText: string;
  onRetry: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation(DASHBOARD_NS);
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      aria-busy={state === 'pending'}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid={testId}
    >
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      {state === 'pending' && (
        <div className="mt-3 space-y-3" aria-hidden="true">
          <div className="h-7 w-2/3 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
          <div className="h-10 w-32 animate-pulse rounded-lg bg-slate-100" />
        </div>
      )}
      {state === 'error' && (
        <div className="mt-3 flex flex-col items-start gap-3">
          <p role="alert" className="text-red-700">
            {errorText}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state === 'success' && <div className="mt-2 flex flex-1 flex-col">{children}</div>}
    </section>
  );
}
