import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#config/paths';
import { pollWhenDown, useLiveStatus, useLiveUnread } from '#lib/live-events';
import { unreadCountQueryOptions } from '#features/notifications/api/get-unread-count';
import { formatBadge } from '#lib/format';

/** How often the unread count is asked for while the live stream is down. */
const POLL_MS = 60_000;

/**
 * The header's bell: the unread notifications, told by the live stream (asked for only while
 * the stream is down), leading to the Notifications screen.
 */
export function NotificationsLink() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  const liveUnread = useLiveUnread();
  const live = status === 'live' && liveUnread !== null;
  const polled = useQuery({
    ...unreadCountQueryOptions(),
    enabled: !live,
    refetchInterval: pollWhenDown(status, POLL_MS),
  });
  const unread = live ? liveUnread : (polled.data ?? 0);
  return (
    <Link
      to={paths.shared.notifications}
      className="relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50"
      aria-label={`${t('nav.notifications')}: ${t('nav.notificationsUnread', { count: unread })}`}
      data-testid="header-notifications"
    >
      <svg
        width="22"
        height="22"
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
      {unread > 0 && (
        <span
          className="absolute -top-1.5 -right-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs leading-5 font-bold text-slate-900"
          aria-hidden="true"
          data-testid="header-unread"
        >
          {formatBadge(unread)}
        </span>
      )}
    </Link>
  );
}
