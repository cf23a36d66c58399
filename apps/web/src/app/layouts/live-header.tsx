import { LiveUpdates } from '#app/live-updates';
import { NotificationsLink } from '#features/notifications/components/notifications-link';

/**
 * The header's bell and the live stream behind it: loaded after the page's first bundle (the
 * screen is usable before the stream opens; `npm run size` budgets that bundle).
 */
export default function LiveHeader() {
  return (
    <>
      <NotificationsLink />
      <LiveUpdates />
    </>
  );
}
