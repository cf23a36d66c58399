import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  DOCUMENT_TYPE_KEY,
  ROLE_DOCUMENT_TYPES,
  type DocumentTypeId,
  type ProfileView,
  type Role,
} from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Button, buttonClass } from '#components/ui/button';
import { useToast } from '#components/ui/toast';
import { ApiError } from '#lib/api-client';
import { MAX_UPLOAD_BYTES, uploadFile } from '#api/upload-file';
import { profileQueryKey } from '#features/profile/api/get-profile';
import { saveDocuments } from '#features/profile/api/save-documents';
import { PROFILE_NS } from '#config/i18n-namespaces';
import { DOCUMENT_ACCEPT, FilePicker } from '#components/ui/file-picker';

const ALLOWED = DOCUMENT_ACCEPT.split(',');

/**
 * Edit Documents (docs/decisions/010): both of the role's documents are required; on Proceed
 * both files upload (with progress), then the document record is saved, then back to the
 * role's own profile (the driver sends its own types 23/24, and every role returns to its own profile).
 */
export function DocumentsForm({ role, profile }: { role: Role; profile: ProfileView }) {
  const { t } = useTranslation(PROFILE_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = ROLE_DOCUMENT_TYPES[role];
  const [files, setFiles] = useState<Partial<Record<DocumentTypeId, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<DocumentTypeId, string>>>({});
  const [progress, setProgress] = useState<Partial<Record<DocumentTypeId, number>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const choose = (typeId: DocumentTypeId, file: File | null) => {
    setFormError(null);
    let error: string | undefined;
    if (file && !ALLOWED.includes(file.type)) error = t('translation:errors.files.type');
    else if (file && file.size > MAX_UPLOAD_BYTES) error = t('translation:errors.files.size');
    setErrors((current) => ({ ...current, [typeId]: error }));
    setFiles((current) => ({ ...current, [typeId]: error ? undefined : (file ?? undefined) }));
  };

  const submit = async () => {
    if (!types.every((typeId) => files[typeId])) {
      setFormError(t('upload.bothRequired'));
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const uploaded = await Promise.all(
        types.map(async (typeId) => {
          const result = await uploadFile('document', files[typeId]!, (fraction) =>
            setProgress((current) => ({ ...current, [typeId]: fraction })),
          );
          return { typeId, fileId: result.file_id };
        }),
      );
      await saveDocuments(role, profile.id, uploaded);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey(role) });
      toast.success(t('upload.saved'));
      navigate(paths.roleProfile(role));
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      const known = code?.startsWith('errors.files.') ? t(`translation:${code}`) : null;
      toast.error(known ?? t('upload.failed'));
    } finally {
      setSubmitting(false);
      setProgress({});
    }
  };

  return (
    <form
      noValidate
      className="space-y-5"
      aria-label={t('upload.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-slate-600">{t('upload.intro')}</p>
      <div className="grid gap-5 lg:grid-cols-2">
        {types.map((typeId) => (
          <FilePicker
            key={typeId}
            label={t(`documents.${DOCUMENT_TYPE_KEY[typeId]}`)}
            file={files[typeId] ?? null}
            onChoose={(file) => choose(typeId, file)}
            currentName={profile.documents.find((doc) => doc.type_id === String(typeId))?.file_name}
            progress={progress[typeId] ?? null}
            error={errors[typeId]}
            disabled={submitting}
            testId={`picker-${typeId}`}
          />
        ))}
      </div>
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.roleProfile(role)} className={buttonClass('ghost')}>
          {t('address.cancel')}
        </Link>
        <Button type="submit" disabled={submitting} className="sm:min-w-40">
          {submitting ? t('address.saving') : t('upload.proceed')}
        </Button>
      </div>
    </form>
  );
}
