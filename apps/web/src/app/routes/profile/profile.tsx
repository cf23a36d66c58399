import type { Role } from '@lorrybazaar/contract';
import { ProfileScreen } from '#features/profile/components/profile-screen';

/** /{Area}/Profile */
export function ProfileRoute({ role }: { role: Role }) {
  return <ProfileScreen role={role} />;
}
