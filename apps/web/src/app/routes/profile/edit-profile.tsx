import { useTranslation } from 'react-i18next';
import type { Role } from '@lorrybazaar/contract';
import { AddressForm } from '#features/profile/components/address-form';
import { EditScreen } from '#features/profile/components/edit-screen';
import { PROFILE_NS } from '#config/i18n-namespaces';

/** /{Area}/EditProfile: "Basic Address Details". */
export function EditProfileRoute({ role }: { role: Role }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <EditScreen role={role} title={t('address.title')}>
      {(profile) => <AddressForm role={role} profile={profile} />}
    </EditScreen>
  );
}
