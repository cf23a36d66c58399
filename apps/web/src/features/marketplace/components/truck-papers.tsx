import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_NS, TRUCK_PAPERS, type OwnTruck, type TruckPaper } from '@lorrybazaar/contract';
import type { UploadedFile } from '#api/upload-file';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { useToast } from '#components/ui/toast';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { useSendTruckPaper } from '../api/truck-papers';
import { FileField } from './file-field';

/** The label of each paper, as Add Truck names it. */
const LABEL: Record<TruckPaper, string> = {
  rc: 'screens.fields.rcBook',
  insurance: 'screens.fields.insurance',
};

const TONE = {
  pending: 'bg-amber-50 text-amber-800',
  approved: 'bg-brand-50 text-brand-700',
  rejected: 'bg-red-50 text-red-700',
} as const;

/**
 * A truck's papers on its card (decision 046): where the operators' check of each stands, why one
 * was not accepted, and the way to upload it again (a rejected or expired paper, a renewed
 * insurance). A truck added before its papers were kept shows nothing here.
 */
export function TruckPapersList({ truck }: { truck: OwnTruck }) {
  const { t } = useTranslation([MARKETPLACE_NS, PROFILE_NS]);
  const [sending, setSending] = useState<TruckPaper | null>(null);
  const papers = TRUCK_PAPERS.flatMap((paper) => {
    const state = truck.papers[paper];
    return state ? [{ paper, state }] : [];
  });
  if (papers.length === 0) return null;
  return (
    <ul className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm" aria-label={t('screens.yourTruck.papers')}>
      {papers.map(({ paper, state }) => (
        <li key={paper} data-testid={`truck-paper-${paper}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-slate-800">{t(LABEL[paper])}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[state.status]}`}
              data-testid="paper-status"
            >
              {t(`${PROFILE_NS}:status.${state.status}`)}
            </span>
          </div>
          {state.status === 'rejected' && (
            <p className="mt-1 text-red-700" data-testid="paper-reason">
              {t(`${PROFILE_NS}:rejection.${state.reason ?? 'other'}`)}
            </p>
          )}
          <button
            type="button"
            onClick={() => setSending(paper)}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('screens.yourTruck.uploadAgain', { paper: t(LABEL[paper]) })}
          </button>
        </li>
      ))}
      {sending && <UploadAgain truck={truck} paper={sending} onClose={() => setSending(null)} />}
    </ul>
  );
}

function UploadAgain({ truck, paper, onClose }: { truck: OwnTruck; paper: TruckPaper; onClose: () => void }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const toast = useToast();
  const send = useSendTruckPaper();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t(paper === 'rc' ? 'validation.rcRequired' : 'validation.insuranceRequired'));
      return;
    }
    send.mutate(
      { truck_id: truck.truck_id, paper, file_id: file.file_id },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (failure) => toast.error(errorText(t, failure, 'screens.files.failed', [MARKETPLACE_NS])),
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('screens.yourTruck.uploadTitle', { paper: t(LABEL[paper]), regNumber: truck.regNumber })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FileField
          label={t(LABEL[paper])}
          purpose={paper}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(undefined);
          }}
          onBusyChange={setBusy}
          error={error}
          testId="paper-file"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('screens.common.cancel')}
          </Button>
          <Button type="submit" disabled={busy || send.isPending}>
            {send.isPending ? t('translation:common.saving') : t('screens.yourTruck.sendPaper')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
