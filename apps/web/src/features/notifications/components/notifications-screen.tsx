import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleFromUserTypeId, type Notification } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { NOTIFICATIONS_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatDateTime } from '#lib/format';
import { useLiveStatus } from '#lib/live-events';
import { usePlaceName } from '#lib/place-names';
import { useSession } from '#lib/store';
import { usePageTitle } from '#lib/use-page-title';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { notificationLink, notificationText } from './notification-text';
import { useReferenceLabel } from './use-reference-label';

function NotificationItem({
  notification,
  onRead,
}: {
  notification: Notification;
  onRead: (id: string) => void;
}) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const placeName = usePlaceName();
  const label = useReferenceLabel(notification.type === 'lane.matched');
  const role = roleFromUserTypeId(useSession().user_types_id);
  const unread = !notification.read;
  return (
    <li
      className={`rounded-2xl p-4 shadow-sm ring-1 ${unread ? 'bg-amber-50 ring-amber-200' : 'bg-white ring-slate-200'}`}
      data-testid="notification"
      data-type={notification.type}
      data-read={notification.read}
    >
      <div className="flex items-start gap-3">
        {unread && (
          <span
            className="mt-2 inline-block h-2.5 w-2.5 shrink-0 rounded-full bg-amber-500"
            aria-hidden="true"
          />
        )}
        <div className="min-w-0 flex-1">
          {unread && <span className="sr-only">{t('new')}: </span>}
          <p className="break-words text-slate-900">{notificationText(notification, t, placeName, label)}</p>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          </p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <Link
              to={notificationLink(notification, role)}
              onClick={() => unread && onRead(notification.id)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('open')}
            </Link>
            {unread && (
              <button
                type="button"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-slate-700 underline-offset-2 hover:underline"
                onClick={() => onRead(notification.id)}
              >
                {t('markRead')}
              </button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * The Notifications screen (docs/decisions/024): what happened to the user's loads, trucks,
 * bids and documents, newest first; new ones appear as they happen (the live stream refreshes
 * this list), and the page says whether updates are live.
 */
export function NotificationsScreen() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  usePageTitle(t('title'));
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  const toast = useToast();
  const live = useLiveStatus();
  const unread = list.data?.unread ?? 0;
  const totalPages = list.data?.totalPages ?? 1;

  const read = (body: { ids: string[] } | { all: true }) =>
    markRead.mutate(body, {
      onSuccess: () => 'all' in body && toast.success(t('markedAllRead')),
      onError: (error) => toast.error(errorText(t, error, 'error', [NOTIFICATIONS_NS])),
    });

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
          <p
            className="mt-2 flex items-center gap-2 text-sm text-slate-600"
            data-testid="live-status"
            data-live={live}
          >
            <span
              className={`inline-block h-2 w-2 rounded-full ${live === 'live' ? 'bg-emerald-500' : 'bg-slate-400'}`}
              aria-hidden="true"
            />
            {live === 'live' ? t('live.on') : t('live.off')}
          </p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <p className="text-sm font-semibold text-slate-700" data-testid="notifications-unread">
            {t('unread', { count: unread })}
          </p>
          <Button
            variant="secondary"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => read({ all: true })}
          >
            {t('markAllRead')}
          </Button>
        </div>
      </header>
      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : list.isError ? (
        <ErrorState text={t('error')} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('title')}>
            {list.data.data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onRead={(id) => read({ ids: [id] })}
              />
            ))}
          </ul>
          {totalPages > 1 && (
            <nav aria-label={t('title')} className="flex flex-wrap items-center justify-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('previous')}
              </Button>
              <span className="text-sm text-slate-700">{t('page', { page, pages: totalPages })}</span>
              <Button variant="secondary" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                {t('next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
