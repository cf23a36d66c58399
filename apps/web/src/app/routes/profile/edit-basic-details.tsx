import { useTranslation } from 'react-i18next';
import type { Role } from '@lorrybazaar/contract';
import { AccountForm } from '#features/profile/components/account-form';
import { EditScreen } from '#features/profile/components/edit-screen';
import { PROFILE_NS } from '#config/i18n-namespaces';

/** /{Area}/EditBasicDetails: picture, phone (with OTP) and e-mail. */
export function EditBasicDetailsRoute({ role }: { role: Role }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <EditScreen role={role} title={t('account.title')}>
      {(profile) => <AccountForm role={role} profile={profile} />}
    </EditScreen>
  );
}
