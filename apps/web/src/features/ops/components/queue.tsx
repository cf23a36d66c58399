import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_REASONS,
  roleFromUserTypeId,
  type OpsDocument,
  type ReviewReason,
} from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { SelectField } from '#components/ui/select-field';
import { Spinner } from '#components/ui/spinner';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { OPS_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatDateTime } from '#lib/format';
import { useQueue } from '../api/get-queue';
import { useReviewDocument } from '../api/review-document';
import { DocumentViewer } from './document-viewer';
import { Tag } from './section';

/**
 * One document to decide: preview, approve, or reject with a reason and a note; an approved one
 * (on a user's page) may be revoked the same way, with a reason the owner sees (decision 046).
 */
export function DocumentReview({ doc }: { doc: OpsDocument }) {
  const { t } = useTranslation(OPS_NS);
  const toast = useToast();
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const role = roleFromUserTypeId(doc.user_types_id);
  const approved = doc.status === '2';

  const decide = (outcome: 'approve' | 'reject') =>
    review.mutate(
      {
        id: doc.document_id,
        outcome,
        ...(outcome === 'reject' ? { reason: reason as ReviewReason, note } : {}),
      },
      {
        onSuccess: () =>
          toast.success(
            t(outcome === 'approve' ? 'queue.approved' : approved ? 'queue.revoked' : 'queue.rejected'),
          ),
        onError: (error) => toast.error(errorText(t, error, 'validation.invalid', [OPS_NS])),
      },
    );

  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="ops-document">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold break-words text-slate-900">{doc.users_name}</p>
        <span className="text-sm text-slate-600">{doc.users_mobile}</span>
        {role && <Tag>{t(`roles.${role}`, { ns: 'translation' })}</Tag>}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t(`documentTypes.${doc.type_id}`, { defaultValue: doc.type_name })}
        {doc.truck_reg_number && <span data-testid="truck-reg"> · {doc.truck_reg_number}</span>} ·{' '}
        {t('queue.uploaded', { date: formatDateTime(doc.uploaded_at) })}
        {approved && (
          <>
            {' '}
            <Tag>{t('documentStatus.2')}</Tag>
          </>
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <DocumentViewer doc={doc} />
        {!approved && (
          <Button onClick={() => decide('approve')} disabled={review.isPending}>
            {t('queue.approve')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setRejecting((open) => !open)} disabled={review.isPending}>
          {t(approved ? 'queue.revoke' : 'queue.reject')}
        </Button>
      </div>
      {rejecting && (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            decide('reject');
          }}
        >
          <SelectField
            label={t('queue.reason')}
            placeholder={t('queue.reason')}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            options={REVIEW_REASONS.map((value) => ({ value, label: t(`reviewReasons.${value}`) }))}
          />
          <TextField
            label={reason === 'other' ? t('queue.noteRequired') : t('queue.note')}
            required={reason === 'other'}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            type="submit"
            variant="danger"
            disabled={!reason || review.isPending}
            className="sm:col-span-2"
          >
            {t(approved ? 'queue.confirmRevoke' : 'queue.confirmReject')}
          </Button>
        </form>
      )}
    </li>
  );
}

/** The verification queue: pending KYC documents, oldest first. */
export function Queue() {
  const { t } = useTranslation(OPS_NS);
  const queue = useQueue();
  if (queue.isPending) return <Spinner />;
  if (queue.isError)
    return (
      <ErrorState
        text={errorText(t, queue.error, 'errors.notFound', [OPS_NS])}
        onRetry={() => void queue.refetch()}
      />
    );
  if (queue.data.data.length === 0) return <EmptyState text={t('queue.empty')} />;
  return (
    <ul className="space-y-3">
      {queue.data.data.map((doc) => (
        <DocumentReview key={doc.document_id} doc={doc} />
      ))}
    </ul>
  );
}
