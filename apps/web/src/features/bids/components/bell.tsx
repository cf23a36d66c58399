import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePendingActions } from '#features/bids/api/get-pending-actions';
import { PendingList } from './pending-list';
import { DASHBOARD_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { formatBadge } from '#lib/format';

function BellIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * The notification bell (docs/decisions/014): the number of bids and counter-offers waiting for the
 * user's answer, not a fixed 3. It opens the list of them, each with the way to answer it.
 */
export function NotificationBell() {
  const { t } = useTranslation(DASHBOARD_NS);
  const pending = usePendingActions();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = pending.data?.count ?? 0;
  const label = pending.isPending ? t('bell.loading') : t('bell.label', { count });

  return (
    <>
      <button
        type="button"
        className="relative inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 hover:bg-white/25"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="notification-bell"
      >
        <BellIcon />
        {count > 0 && (
          <span
            className="absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs leading-6 font-bold text-slate-900"
            data-testid="notification-count"
            aria-hidden="true"
          >
            {formatBadge(count)}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('bell.title')}
          className="order-last w-full rounded-2xl bg-slate-50 p-4 text-slate-900 sm:p-5"
          data-testid="notification-panel"
        >
          {pending.isError ? (
            <p role="alert">{t('bell.error')}</p>
          ) : count === 0 ? (
            <p className="text-slate-700">{pending.isPending ? t('bell.loading') : t('bell.empty')}</p>
          ) : (
            <PendingList items={pending.data?.items ?? []} count={count} />
          )}
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            <Link
              to={paths.shared.notifications}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('nav.notifications', { ns: 'translation' })}
            </Link>
            <button
              type="button"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              onClick={() => setOpen(false)}
            >
              {t('bell.close')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
