import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile, type FilePurpose, type UploadedFile } from '#api/upload-file';
import { errorText } from '#lib/error-text';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Field } from '#components/ui/field';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * A file picker that uploads at once (through the API, stored privately; docs/api.md, Files) with a
 * progress bar, then shows the chosen file's name; the form keeps only the uploaded file's id.
 */
export function FileField({
  label,
  purpose,
  value,
  onChange,
  onBusyChange,
  error,
  testId,
}: {
  label: string;
  purpose: FilePurpose;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  testId?: string;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [pendingName, setPendingName] = useState<string | null>(null);
  const busy = progress !== null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setPendingName(file.name);
    setProgress(0);
    onBusyChange?.(true);
    onChange(null);
    try {
      const uploaded = await uploadFile(purpose, file, setProgress);
      onChange({ ...uploaded, name: uploaded.name || file.name });
    } catch (failure) {
      // The server's reason (`errors.files.type`, `errors.files.size` …) when it gave one.
      setUploadError(errorText(t, failure, 'screens.files.failed', [MARKETPLACE_NS]));
    } finally {
      setProgress(null);
      setPendingName(null);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const shownError = uploadError ?? error;
  const name = pendingName ?? value?.name;
  return (
    <Field id={id} label={label} error={shownError ?? undefined} as="span" required>
      <div
        className={`rounded-lg border bg-white p-3 ${shownError ? 'border-red-500' : 'border-slate-300'}`}
        data-testid={testId}
      >
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={id}
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-500 ${
              busy ? 'pointer-events-none opacity-50' : ''
            }`}
          >
            {value ? t('screens.files.change') : t('screens.files.choose')}
            <input
              ref={input}
              id={id}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-labelledby={`${id}-label`}
              aria-describedby={shownError ? `${id}-error` : `${id}-name`}
              aria-invalid={shownError ? true : undefined}
              disabled={busy}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
          <span
            id={`${id}-name`}
            // A file's name may be cut; "No file chosen" is read whole (long in Tamil), on a line of
            // its own when it does not fit beside the button, as in the shared FilePicker.
            className={`min-w-0 flex-1 basis-40 text-sm text-slate-700 ${name ? 'truncate' : 'break-words'}`}
            data-testid="file-name"
          >
            {name ?? t('screens.files.none')}
          </span>
          {value && !busy && (
            <span className="text-sm font-medium text-brand-700" aria-hidden="true">
              ✓
            </span>
          )}
        </div>
        {busy && (
          <div className="mt-3">
            <div
              role="progressbar"
              aria-label={t('screens.files.uploading', { name: pendingName ?? '' })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round((progress ?? 0) * 100)}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${Math.round((progress ?? 0) * 100)}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {t('screens.files.progress', { percent: Math.round((progress ?? 0) * 100) })}
            </p>
          </div>
        )}
        <p className="mt-2 text-xs text-slate-500">{t('screens.files.hint')}</p>
      </div>
    </Field>
  );
}
