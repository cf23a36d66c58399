import { AlertsScreen } from '#features/alerts/components/alerts-screen';

/** /c/Alerts: push on this phone and SMS settings (linked from the profile and Notifications). */
export function AlertsRoute() {
  return <AlertsScreen />;
}
