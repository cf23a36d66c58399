import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * One document picker (Edit Documents, a trip's lorry receipt and proof of delivery): a button and
 * the chosen file's name or "No file chosen" in the screen's language, where the browser's own
 * input says "Choose File / No file chosen" in its own; a preview of an image, the file now on
 * record, and the upload progress while sending. A file that claims to be a picture but cannot be
 * shown as one (a text file named `.png`) is put back at once, with a message, instead of a broken
 * preview that would be sent on submit.
 */
export function FilePicker({
  label,
  file,
  onChoose,
  currentName,
  progress,
  error,
  disabled,
  testId,
  accept = DOCUMENT_ACCEPT,
  capture,
  hint,
}: {
  label: string;
  file: File | null;
  onChoose: (file: File | null) => void;
  currentName?: string;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  error?: string;
  disabled?: boolean;
  testId?: string;
  /** The kinds of file offered (default: a document, DOCUMENT_ACCEPT) and the hint that names them. */
  accept?: string;
  hint?: string;
  /** A phone opens its camera (a photo taken at the spot) instead of its files. */
  capture?: 'environment';
}) {
  const { t } = useTranslation();
  const id = useId();
  const preview = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const percent = progress === null ? null : Math.round(progress * 100);
  /** The name of the last file chosen that the browser could not draw as a picture. */
  const [unreadable, setUnreadable] = useState<string | null>(null);
  /** The preview is shown once drawn: never a broken image with its alt text spilling out. */
  const [drawn, setDrawn] = useState<string | null>(null);
  const shownError = unreadable
    ? t(accept.includes('application/pdf') ? 'files.notAPhoto' : 'files.notAPhotoNoPdf', { name: unreadable })
    : error;

  return (
    <div data-testid={testId}>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        <span className="text-red-600" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <div className={`rounded-xl border bg-white p-4 ${shownError ? 'border-red-500' : 'border-slate-300'}`}>
        <div className="flex flex-wrap items-center gap-3">
          <label
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-brand-50 ${
              disabled ? 'pointer-events-none opacity-50' : ''
            }`}
          >
            {t('files.chooseFile')}
            <input
              type="file"
              accept={accept}
              capture={capture}
              className="sr-only"
              aria-labelledby={`${id}-label`}
              aria-describedby={shownError ? `${id}-error` : `${id}-name`}
              aria-invalid={shownError ? true : undefined}
              aria-required="true"
              disabled={disabled}
              onChange={(event) => {
                setUnreadable(null);
                onChoose(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
          </label>
          <span
            id={`${id}-name`}
            // A file's name may be cut; "No file chosen" is read whole (long in Tamil): too narrow
            // beside the button, it takes a line of its own, and a word longer than that breaks.
            className={`min-w-0 flex-1 basis-24 text-sm text-slate-700 ${file ? 'truncate' : 'break-words'}`}
            data-testid="chosen-file"
          >
            {file?.name ?? t('files.noFile')}
          </span>
        </div>
        {file && (
          <div className="mt-3 flex items-center gap-3">
            {preview ? (
              <img
                src={preview}
                alt={t('files.preview', { name: file.name })}
                className={`h-24 w-24 overflow-hidden rounded-lg object-cover ring-1 ring-slate-200 ${
                  drawn === preview ? '' : 'invisible'
                }`}
                onLoad={() => setDrawn(preview)}
                onError={() => {
                  // Not a picture after all: the form is not left holding it.
                  setUnreadable(file.name);
                  onChoose(null);
                }}
              />
            ) : (
              <span className="inline-flex h-24 w-24 flex-col items-center justify-center gap-1 rounded-lg bg-red-50 px-1 text-center text-xs font-semibold text-red-700 ring-1 ring-red-100">
                <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 2h8l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
                {t('files.pdf')}
              </span>
            )}
          </div>
        )}
        {percent !== null && (
          <div className="mt-3">
            <div
              role="progressbar"
              aria-label={t('files.uploading', { percent })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-slate-600">{t('files.uploading', { percent })}</p>
          </div>
        )}
        {currentName && !file && (
          <p className="mt-2 text-sm text-slate-600">{t('files.current', { name: currentName })}</p>
        )}
        <p className="mt-2 text-xs text-slate-500">{hint ?? t('files.hint')}</p>
      </div>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm break-words text-red-600">
          {shownError}
        </p>
      )}
    </div>
  );
}
