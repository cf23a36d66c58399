import { useTranslation } from 'react-i18next';
import type { Role } from '@lorrybazaar/contract';
import { DocumentsForm } from '#features/profile/components/documents-form';
import { EditScreen } from '#features/profile/components/edit-screen';
import { PROFILE_NS } from '#config/i18n-namespaces';

/** /{Area}/EditDocuments */
export function EditDocumentsRoute({ role }: { role: Role }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <EditScreen role={role} title={t('upload.title')}>
      {(profile) => <DocumentsForm role={role} profile={profile} />}
    </EditScreen>
  );
}
