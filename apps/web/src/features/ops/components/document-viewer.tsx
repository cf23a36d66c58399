import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsDocument } from '@lorrybazaar/contract';
import { Modal } from '#components/ui/modal';
import { OPS_NS } from '#config/i18n-namespaces';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline';

/**
 * "Open document" inside the console (decision 050): a picture opens in a dialog over the review,
 * beside Approve and Reject; a PDF, which the file's own answer keeps out of frames, opens in a
 * new tab, as does the picture from the dialog. The link is the queue's signed one (5 minutes).
 */
export function DocumentViewer({ doc }: { doc: OpsDocument }) {
  const { t } = useTranslation(OPS_NS);
  const [open, setOpen] = useState(false);
  const name = t(`documentTypes.${doc.type_id}`, { defaultValue: doc.type_name });
  const newTab = (
    <a href={doc.view_url} target="_blank" rel="noreferrer" className={linkClass}>
      {doc.content_type.startsWith('image/') ? t('queue.newTab') : t('queue.preview')}
    </a>
  );
  if (!doc.content_type.startsWith('image/')) return newTab;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={linkClass} data-testid="view-document">
        {t('queue.preview')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={name} wide>
        <img
          src={doc.view_url}
          alt={name}
          className="mx-auto max-h-[70vh] w-auto max-w-full rounded-lg ring-1 ring-slate-200"
          data-testid="document-image"
        />
        <p className="mt-3 text-center">{newTab}</p>
      </Modal>
    </>
  );
}
