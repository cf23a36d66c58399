import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportReason } from '@lorrybazaar/contract';
import { errorText } from '#lib/error-text';
import { Button } from './button';
import { Modal } from './modal';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useToast } from './toast';

export type SendReport = (reason: ReportReason, note: string) => Promise<{ message: string }>;

/** The Report dialog: a reason from the list and a note (loaded when Report is first pressed). */
export function ReportDialog({ send, onClose }: { send: SendReport; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await send(reason as ReportReason, note);
      toast.success(answer.message);
      onClose();
    } catch (failure) {
      setError(errorText(t, failure, 'errors.server', ['ops']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('trust.report.title')}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <SelectField
          label={t('trust.report.reason')}
          placeholder={t('trust.report.reason')}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          options={REPORT_REASONS.map((value) => ({ value, label: t(`trust.reportReasons.${value}`) }))}
        />
        <TextField
          label={t('trust.report.note')}
          value={note}
          maxLength={500}
          required={reason === 'other'}
          onChange={(event) => setNote(event.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('trust.report.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!reason || busy}>
            {t('trust.report.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
