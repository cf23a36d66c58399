import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SCHEDULE_CODES,
  SCHEDULE_MESSAGES,
  type TripDocument,
  type TripDocumentPurpose,
} from '@lorrybazaar/contract';
import { Button, buttonClass } from '#components/ui/button';
import { CardSection } from '#components/ui/card-section';
import { DOCUMENT_ACCEPT, FilePicker } from '#components/ui/file-picker';
import { useToast } from '#components/ui/toast';
import { errorText } from '#lib/error-text';
import { formatDateTime } from '#lib/format';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { MAX_UPLOAD_BYTES } from '#api/upload-file';
import { useAttachTripDocument } from '#features/schedules/api/attach-trip-document';

const ACCEPTED_TYPES = new Set(DOCUMENT_ACCEPT.split(','));

const TEXT = {
  lorry_receipt: { key: 'lorryReceipt', done: SCHEDULE_CODES.lrUploaded, testId: 'lorry-receipt' },
  proof_of_delivery: {
    key: 'proofOfDelivery',
    done: SCHEDULE_CODES.podUploaded,
    testId: 'proof-of-delivery',
  },
} as const;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A trip document (proof of delivery or lorry receipt, saved for real; docs/decisions/013):
 * what is attached, with View and Download through links signed for this viewer,
 * and a form (file picker + Submit) while the trip allows it. A missing file is said inline; the
 * upload shows its progress; the server's refusal (POD before LR, delivered) is shown as it says.
 */
export function TripDocumentCard({
  purpose,
  scheduleId,
  document,
  canUpload,
  lockedReason,
  note,
}: {
  purpose: TripDocumentPurpose;
  scheduleId: string;
  document: TripDocument | null;
  /** The trip accepts this document now. */
  canUpload: boolean;
  /** Why not, when it does not (shown instead of the form). */
  lockedReason?: string;
  /** What to know before uploading, said above the form (the lorry receipt before the pickup day). */
  note?: string;
}) {
  const { t } = useTranslation(SCHEDULES_NS);
  const toast = useToast();
  const text = TEXT[purpose];
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const attach = useAttachTripDocument(purpose, scheduleId);
  const busy = attach.isPending;

  const choose = (chosen: File | null) => {
    setError(null);
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t(SCHEDULE_MESSAGES.fileRequired));
    if (file.type && !ACCEPTED_TYPES.has(file.type))
      return setError(t('errors.files.type', { ns: 'translation' }));
    if (file.size > MAX_UPLOAD_BYTES) return setError(t('errors.files.size', { ns: 'translation' }));
    setError(null);
    setProgress(0);
    attach.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(t(text.done));
          setFile(null);
        },
        onError: (failure) => {
          const message = errorText(t, failure, `screens.documents.failed`);
          setError(message);
          toast.error(message);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const title = t(`screens.documents.${text.key}`);
  return (
    <CardSection title={title} level={3} testId={text.testId}>
      {document ? (
        <div className="mt-3 rounded-xl bg-slate-50 p-3" data-testid={`${text.testId}-file`}>
          <p className="font-medium break-all text-slate-900">{document.name}</p>
          <p className="text-xs text-slate-500">
            {t('screens.documents.uploadedAt', {
              at: formatDateTime(document.uploaded_at),
              size: sizeText(document.size),
            })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a
              href={document.view_url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary')}
              aria-label={t('screens.documents.viewLabel', { name: title })}
            >
              {t('screens.documents.view')}
            </a>
            <a
              href={document.download_url}
              className={buttonClass('ghost')}
              aria-label={t('screens.documents.downloadLabel', { name: title })}
            >
              {t('screens.documents.download')}
            </a>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600" data-testid={`${text.testId}-none`}>
          {t('screens.documents.none')}
        </p>
      )}

      {canUpload && note && (
        <p
          className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid={`${text.testId}-note`}
        >
          {note}
        </p>
      )}
      {canUpload ? (
        <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-label={title}>
          <FilePicker
            label={document ? t('screens.documents.replace') : t('screens.documents.choose')}
            file={file}
            onChoose={choose}
            progress={progress}
            error={error ?? undefined}
            disabled={busy}
          />
          <Button type="submit" disabled={busy}>
            {busy ? t('screens.documents.submitting') : t('screens.documents.submit')}
          </Button>
        </form>
      ) : (
        lockedReason && <p className="mt-3 text-sm text-slate-600">{lockedReason}</p>
      )}
    </CardSection>
  );
}
