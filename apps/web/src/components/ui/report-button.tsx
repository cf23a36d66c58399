import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendReport } from './report-dialog';

// The dialog loads on the first press: the cards' first bundle carries only the button.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

/**
 * "Report" on a listing card or a bid row: a reason from the list and a note, sent by `send`
 * (the caller names the target; docs/decisions/029-operator-console.md).
 */
export function ReportButton({ send, testId }: { send: SendReport; testId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="shrink-0 rounded px-1 text-xs font-medium text-slate-500 underline-offset-2 hover:text-red-700 hover:underline"
        data-testid={testId}
      >
        {t('trust.report.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog send={send} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
