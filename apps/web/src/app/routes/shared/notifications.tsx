import { AlertsLink } from '#features/alerts/components/alerts-link';
import { NotificationsScreen } from '#features/notifications/components/notifications-screen';

/** /c/Notifications: every notification of the signed-in user (reached from the header's bell). */
export function NotificationsRoute() {
  return (
    <div className="space-y-4">
      <NotificationsScreen />
      <AlertsLink />
    </div>
  );
}
