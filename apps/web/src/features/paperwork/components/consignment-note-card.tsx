import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsignmentNote } from '@lorrybazaar/contract';
import { Button, buttonClass } from '#components/ui/button';
import { CardSection } from '#components/ui/card-section';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { PAPERWORK_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatDate, formatDateTime } from '#lib/format';
import { useConsignmentNote } from '../api/get-consignment-note';
import { cancelConsignmentNote, issueConsignmentNote, useNoteAction } from '../api/note-actions';
import { useOneAtATime } from '#lib/use-one-at-a-time';
import { missingFieldsText } from './missing-fields';
import { NoteForm } from './note-form';
import { useFontsOf } from './use-fonts-of';

/**
 * Two steps for what cannot be undone: the button, then what it does and the confirming button,
 * which sends one call per tap sequence (`useOneAtATime`: a double tap on "Issue now" sent two).
 * `onConfirm` answers when its call is answered.
 */
function Confirmed({
  label,
  explain,
  confirm,
  pending,
  variant,
  onConfirm,
}: {
  label: string;
  explain: string;
  confirm: string;
  pending: boolean;
  variant: 'primary' | 'danger';
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation(PAPERWORK_NS);
  const [asking, setAsking] = useState(false);
  const once = useOneAtATime();
  const confirmOnce = () => once(onConfirm);
  if (!asking)
    return (
      <Button variant={variant === 'danger' ? 'secondary' : 'primary'} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <div
      className="w-full rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
      role="group"
    >
      <p>{explain}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant={variant} disabled={pending} onClick={confirmOnce}>
          {pending ? t('screens.note.working') : confirm}
        </Button>
        <Button variant="ghost" onClick={() => setAsking(false)}>
          {t('screens.note.notNow')}
        </Button>
      </div>
    </div>
  );
}

function IssuedLr({ note }: { note: ConsignmentNote }) {
  const { t } = useTranslation(PAPERWORK_NS);
  const toast = useToast();
  const cancel = useNoteAction(note.schedule_id, cancelConsignmentNote);
  const verify = note.verify_path ? `${window.location.origin}${note.verify_path}` : '';
  return (
    <div className="mt-3 space-y-3 text-sm text-slate-700">
      <p>
        <span className="text-lg font-bold text-slate-900" data-testid="lr-number">
          {note.lr_number}
        </span>{' '}
        · {t('screens.note.issuedOn', { date: formatDateTime(note.issued_at) })}
      </p>
      {note.document && (
        <div className="flex flex-wrap gap-2">
          <a href={note.document.download_url} className={buttonClass('primary')} data-testid="lr-download">
            {t('screens.note.download')}
          </a>
          <a
            href={note.document.view_url}
            target="_blank"
            rel="noopener"
            className={buttonClass('secondary')}
          >
            {t('screens.note.view')}
          </a>
        </div>
      )}
      {note.verify_path && (
        <p className="break-all">
          {t('screens.note.checkAt')}{' '}
          <a
            href={note.verify_path}
            className="font-semibold text-brand-700 underline"
            data-testid="lr-verify-link"
          >
            {verify}
          </a>
        </p>
      )}
      {note.can_issue && (
        <Confirmed
          label={t('screens.note.cancel')}
          explain={t('screens.note.cancelExplain', { number: note.lr_number })}
          confirm={t('screens.note.cancelNow')}
          pending={cancel.isPending}
          variant="danger"
          onConfirm={() =>
            cancel.mutateAsync(note.schedule_id).then(
              (answer) => toast.success(answer.message ?? t('messages.noteCancelled')),
              (failure: unknown) =>
                toast.error(errorText(t, failure, 'screens.note.cancelFailed', [PAPERWORK_NS])),
            )
          }
        />
      )}
    </div>
  );
}

function Draft({ note, onEdit }: { note: ConsignmentNote; onEdit: () => void }) {
  const { t } = useTranslation(PAPERWORK_NS);
  const toast = useToast();
  const issue = useNoteAction(note.schedule_id, issueConsignmentNote);
  const filled = note.consignor.name || note.consignee.name || note.goods.description;
  // A delivered or cancelled trip: nobody may fill or issue the note any more, so no steps to ask for.
  if (!note.editable && !note.can_issue)
    return (
      <p className="mt-3 text-sm text-slate-600" data-testid="note-closed">
        {t('screens.note.closed')}
      </p>
    );
  return (
    <div className="mt-3 space-y-3 text-sm text-slate-700">
      <p>{t('screens.note.intro')}</p>
      {filled && (
        <dl className="grid gap-2 sm:grid-cols-3">
          {(
            [
              ['consignor', note.consignor.name],
              ['consignee', note.consignee.name],
              ['goods', note.goods.description],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-xs text-slate-500">{t(`screens.form.${key}`)}</dt>
              <dd className="font-medium break-words text-slate-900">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      {note.editable && (
        <Button variant={filled ? 'secondary' : 'primary'} onClick={onEdit}>
          {filled ? t('screens.note.edit') : t('screens.note.fill')}
        </Button>
      )}
      {note.missing.length > 0 ? (
        <p className="text-slate-600" data-testid="note-missing">
          {t('screens.note.missing', { fields: missingFieldsText(t, note.missing) })}
        </p>
      ) : note.can_issue ? (
        <Confirmed
          label={t('screens.note.issue')}
          explain={t('screens.note.issueExplain')}
          confirm={t('screens.note.issueNow')}
          pending={issue.isPending}
          variant="primary"
          onConfirm={() =>
            issue.mutateAsync(note.schedule_id).then(
              (answer) => toast.success(answer.message ?? t('messages.noteIssued')),
              (failure: unknown) =>
                toast.error(errorText(t, failure, 'screens.note.issueFailed', [PAPERWORK_NS])),
            )
          }
        />
      ) : (
        <p className="text-slate-600">{t('screens.note.truckIssues')}</p>
      )}
    </div>
  );
}

/**
 * The trip's consignment note (the lorry receipt, LR; docs/decisions/039): both parties fill it,
 * the truck's side issues it (a number, a PDF in three copies, a QR code anyone can check) and may
 * cancel it to issue a corrected one. E-way bills are checked against the trip's distance.
 */
export function ConsignmentNoteCard({ scheduleId }: { scheduleId: string }) {
  const { t } = useTranslation(PAPERWORK_NS);
  const query = useConsignmentNote(scheduleId);
  const [editing, setEditing] = useState(false);
  const note = query.data?.data;
  useFontsOf(note?.consignor.name, note?.consignor.address, note?.consignee.name, note?.consignee.address);
  return (
    <CardSection
      title={t('screens.note.title')}
      badge={
        note && (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${note.status === 'issued' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
          >
            {t(`screens.note.status.${note.status}`)}
          </span>
        )
      }
      className="any-script"
      testId="consignment-note"
    >
      {query.isPending ? (
        <Spinner />
      ) : query.isError || !note ? (
        <p className="text-sm text-red-600">
          {errorText(t, query.error, 'screens.note.loadFailed', [PAPERWORK_NS])}
        </p>
      ) : (
        <>
          {note.ewb_likely_needed && (
            <p
              className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
              role="status"
            >
              {t('screens.note.ewbNeeded')}
            </p>
          )}
          {note.eway_bills.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label={t('screens.form.ewayBills')}>
              {note.eway_bills.map((bill) => (
                <li key={bill.number}>
                  {t('screens.note.ewayLine', { number: bill.number, date: formatDate(bill.valid_until) })}
                  {bill.fits === false && bill.expected_valid_until && (
                    <span className="ml-1 font-semibold text-red-700">
                      {t('screens.note.ewayMismatch', { date: formatDate(bill.expected_valid_until) })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {note.status === 'issued' ? (
            <IssuedLr note={note} />
          ) : editing ? (
            <NoteForm note={note} onSaved={() => setEditing(false)} />
          ) : (
            <Draft note={note} onEdit={() => setEditing(true)} />
          )}
          {note.cancelled.length > 0 && (
            <p className="mt-3 text-xs text-slate-500">
              {t('screens.note.cancelledList', {
                numbers: note.cancelled.map((lr) => lr.lr_number).join(', '),
              })}
            </p>
          )}
        </>
      )}
    </CardSection>
  );
}
