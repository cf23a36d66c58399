import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleFromUserTypeId } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { OPS_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatDate, formatRupees } from '#lib/format';
import { useOpsUser } from '../api/get-user';
import { useSetSuspended } from '../api/set-suspended';
import { DocumentViewer } from './document-viewer';
import { DocumentReview } from './queue';
import { Section, Tag } from './section';

function Rows({ rows }: { rows: string[][] }) {
  const { t } = useTranslation(OPS_NS);
  if (rows.length === 0) return <p className="text-sm text-slate-500">{t('users.none')}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {rows.map((cells, index) => (
        <li key={index} className="flex flex-wrap gap-x-3 py-2 text-slate-700">
          {cells.map((cell, i) => (
            <span key={i} className={i === 0 ? 'font-medium text-slate-900' : ''}>
              {cell}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** A user as operators see them, with suspend or restore. Bids and trips are read-only here. */
export function UserDetail({ id }: { id: string }) {
  const { t } = useTranslation(OPS_NS);
  const toast = useToast();
  const user = useOpsUser(id);
  const change = useSetSuspended();
  const [note, setNote] = useState('');
  // Suspending signs the user out at once: asked first, in the app's own dialog.
  const [confirming, setConfirming] = useState(false);
  if (user.isPending) return <Spinner />;
  if (user.isError) return <ErrorState text={errorText(t, user.error, 'errors.notFound', [OPS_NS])} />;
  const u = user.data.data;
  const role = roleFromUserTypeId(u.user_types_id);

  const toggle = () => {
    setConfirming(false);
    change.mutate(
      { id, suspend: !u.suspended, note },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorText(t, error, 'validation.invalid', [OPS_NS])),
      },
    );
  };

  return (
    <div className="space-y-3">
      <Section title={u.users_name || u.company}>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>{u.users_mobile}</span>
          {role && <Tag>{t(`roles.${role}`, { ns: 'translation' })}</Tag>}
          {u.company && <span>{u.company}</span>}
          <span>{t('users.joined', { date: formatDate(u.created_at) })}</span>
          {u.suspended && (
            <Tag tone="red">
              <span data-testid="suspended">{t('users.suspended')}</span>
            </Tag>
          )}
          {u.open_reports > 0 && <Tag tone="amber">{t('users.openReports', { count: u.open_reports })}</Tag>}
        </div>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <TextField
            label={t('users.suspendNote')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            className="flex-1"
          />
          <Button
            variant={u.suspended ? 'primary' : 'danger'}
            onClick={u.suspended ? toggle : () => setConfirming(true)}
            disabled={change.isPending}
          >
            {u.suspended ? t('users.restore') : t('users.suspend')}
          </Button>
        </div>
        <Modal
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('users.suspendTitle', { name: u.users_name || u.company })}
        >
          <p className="text-sm text-slate-700">{t('users.confirmSuspend')}</p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setConfirming(false)} data-autofocus>
              {t('users.cancel')}
            </Button>
            <Button variant="danger" onClick={toggle}>
              {t('users.suspend')}
            </Button>
          </div>
        </Modal>
      </Section>
      <Section title={t('users.documents')}>
        {u.documents.length === 0 ? (
          <p className="text-sm text-slate-500">{t('users.none')}</p>
        ) : (
          <ul className="space-y-3">
            {u.documents.map((doc) =>
              doc.status !== '3' ? (
                <DocumentReview key={doc.document_id} doc={doc} />
              ) : (
                <li key={doc.document_id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">
                    {t(`documentTypes.${doc.type_id}`, { defaultValue: doc.type_name })}
                  </span>
                  <Tag tone={doc.status === '3' ? 'red' : 'slate'}>{t(`documentStatus.${doc.status}`)}</Tag>
                  {doc.reason && <span>{t(`reviewReasons.${doc.reason}`)}</span>}
                  <DocumentViewer doc={doc} />
                </li>
              ),
            )}
          </ul>
        )}
      </Section>
      <Section title={t('users.listings')}>
        <Rows
          rows={u.listings.map((l) => [t(`users.${l.kind}`), `${l.from} → ${l.to}`, formatDate(l.date)])}
        />
      </Section>
      <Section title={t('users.bids')}>
        <Rows
          rows={u.bids.map((b) => [t(`users.${b.role}`), formatRupees(b.amount), formatDate(b.created_at)])}
        />
      </Section>
      <Section title={t('users.schedules')}>
        <Rows
          rows={u.schedules.map((s) => [
            `${s.from} → ${s.to}`,
            formatDate(s.trip_date),
            formatRupees(s.amount),
          ])}
        />
      </Section>
    </div>
  );
}
