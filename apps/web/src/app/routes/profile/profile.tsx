import type { Role } from '@lorrybazaar/contract';
import { AlertsLink } from '#features/alerts/components/alerts-link';
import { ProfileScreen } from '#features/profile/components/profile-screen';

/** /{Area}/Profile */
export function ProfileRoute({ role }: { role: Role }) {
  return (
    <div className="space-y-4">
      <ProfileScreen role={role} />
      <AlertsLink />
    </div>
  );
}
