import { NotificationsScreen } from '#features/notifications/components/notifications-screen';

/** /c/Notifications: every notification of the signed-in user (reached from the header's bell). */
export function NotificationsRoute() {
  return <NotificationsScreen />;
}
